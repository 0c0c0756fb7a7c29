import type { Locale } from '../../lib/contract/index.ts';
import { renderAccountPage } from './account-page.ts';

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
	return renderAccountPage({
		locale: input.locale,
		text: TEXT[input.locale],
		action: 'logout',
		csrfToken: input.csrfToken,
		next: input.next,
	});
}
