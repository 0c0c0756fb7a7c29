import type { Locale } from '../../lib/contract/index.ts';

/** The styles of the account pages (login, logout, password): one centred card. */
export const ACCOUNT_PAGE_STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f1ea;color:#1d1d1b}
main{width:min(26rem,calc(100% - 2rem));background:#fff;padding:2rem;border-radius:.5rem;box-shadow:0 .25rem 1.5rem rgb(0 0 0 / .08)}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.65rem .75rem;margin-bottom:1rem;border:1px solid #6b6b6b;border-radius:.25rem;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f5f8b;outline-offset:2px}
button{width:100%;padding:.75rem;border:0;border-radius:.25rem;background:#1d1d1b;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{padding:.75rem;border-left:4px solid #b00020;background:#fdecee;color:#7a0016}
.done{padding:.75rem;border-left:4px solid #1e6b3a;background:#e8f4ec;color:#14482a}
.back{display:inline-block;margin-top:1rem;color:#1f5f8b}`;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
	return value
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;');
}

/**
 * An account page (login, logout): a card with a heading, an intro and one form posting to
 * `/accounts/<action>/` with the session's CSRF token and the page to return to, then a link back
 * to that page. Not indexed by search engines.
 */
export function renderAccountPage(page: {
	locale: Locale;
	text: { title: string; intro: string; submit: string; back: string };
	/** The account path the form posts to: `login` or `logout`. */
	action: string;
	csrfToken: string;
	next: string;
	/** HTML on its own line between the intro and the form (may be empty). */
	notice?: string;
	/** Extra attributes of the form element, each with a leading space. */
	formAttributes?: string;
	/** HTML of the form's fields, one per line, each ending in a newline. */
	fields?: string;
}): string {
	const { locale, text } = page;
	const notice = page.notice === undefined ? '' : `${page.notice}\n`;
	return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${text.title}</title>
<style>
${ACCOUNT_PAGE_STYLE}
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.intro}</p>
${notice}<form method="post" action="/accounts/${page.action}/?lang=${locale}"${page.formAttributes ?? ''}>
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(page.csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(page.next)}">
${page.fields ?? ''}<button type="submit">${text.submit}</button>
</form>
<a class="back" href="${escapeHtml(page.next)}">${text.back}</a>
</main>
</body>
</html>
`;
}
