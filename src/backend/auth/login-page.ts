import type { Locale } from '../../lib/contract/index.ts';
import { escapeHtml, renderAccountPage } from './account-page.ts';

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

/** The message shown for any failed login, the same whichever part was wrong. */
export const LOGIN_FAILED: Record<Locale, string> = {
	de: 'Benutzername oder Passwort ist nicht korrekt.',
	en: 'The username or password is not correct.',
};

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
	return renderAccountPage({
		locale: input.locale,
		text: t,
		action: 'login',
		csrfToken: input.csrfToken,
		next: input.next,
		notice: error,
		formAttributes: ' novalidate',
		fields: `<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="150" value="${escapeHtml(input.username ?? '')}"${described}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${described}>
`,
	});
}
