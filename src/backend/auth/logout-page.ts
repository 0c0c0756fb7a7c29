import type { Locale } from '../../lib/contract/index.ts';
import { ACCOUNT_PAGE_STYLE, escapeHtml } from './login-page.ts';

const TEXT = {
	de: {
		title: 'Abmelden',
		intro: 'Möchten Sie sich abmelden?',
		submit: 'Abmelden',
		back: 'Zurück zur Website',
	},
	en: {
		title: 'Log out',
		intro: 'Do you want to log out?',
		submit: 'Log out',
		back: 'Back to the website',
	},
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The logout confirmation: a button posting to /accounts/logout/ with the session's CSRF token.
 * Logging out takes a POST, so a link or image on another site cannot log anyone out.
 */
export function renderLogoutPage(input: {
	locale: Locale;
	csrfToken: string;
	next: string;
}): string {
	const t = TEXT[input.locale];
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
<form method="post" action="/accounts/logout/?lang=${input.locale}">
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(input.csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<button type="submit">${t.submit}</button>
</form>
<a class="back" href="${escapeHtml(input.next)}">${t.back}</a>
</main>
</body>
</html>
`;
}
