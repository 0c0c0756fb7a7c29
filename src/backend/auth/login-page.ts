import type { Locale } from '../../lib/contract/index.ts';

const TEXT = {
	de: {
		title: 'Anmelden',
		intro: 'Melden Sie sich mit Ihrem Redaktionszugang an.',
		username: 'Benutzername',
		password: 'Passwort',
		submit: 'Anmelden',
		back: 'Zurück zur Website',
	},
	en: {
		title: 'Log in',
		intro: 'Log in with your editor account.',
		username: 'Username',
		password: 'Password',
		submit: 'Log in',
		back: 'Back to the website',
	},
} as const satisfies Record<Locale, Record<string, string>>;

/** The styles of the account pages (login, logout): one centred card. */
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
.back{display:inline-block;margin-top:1rem;color:#1f5f8b}`;

/** The message shown for any failed login, the same whichever part was wrong. */
export const LOGIN_FAILED: Record<Locale, string> = {
	de: 'Benutzername oder Passwort ist nicht korrekt.',
	en: 'The username or password is not correct.',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
	return value
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;');
}

/** The login page: a labelled username/password form posting to itself, with an optional error. */
export function renderLoginPage(input: {
	locale: Locale;
	csrfToken: string;
	next: string;
	username?: string;
	error?: string;
}): string {
	const t = TEXT[input.locale];
	const error = input.error
		? `<p class="error" id="login-error" role="alert">${escapeHtml(input.error)}</p>`
		: '';
	const described = input.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
	return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${t.title}</title>
<style>
${ACCOUNT_PAGE_STYLE}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.intro}</p>
${error}
<form method="post" action="/accounts/login/?lang=${input.locale}" novalidate>
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(input.csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="150" value="${escapeHtml(input.username ?? '')}"${described}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${described}>
<button type="submit">${t.submit}</button>
</form>
<a class="back" href="${escapeHtml(input.next)}">${t.back}</a>
</main>
</body>
</html>
`;
}
