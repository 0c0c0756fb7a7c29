import type { Locale } from '../../lib/contract/index.ts';
import { escapeHtml, renderAccountPage } from './account-page.ts';
import { MAX_PASSWORD_LENGTH } from './password-policy.ts';
import { MIN_PASSWORD_LENGTH } from './passwords.ts';
import type { AccountError } from './staff-accounts.ts';

const TEXT = {
	de: {
		title: 'Passwort ändern',
		intro: `Das neue Passwort braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen und darf kein häufig benutztes sein. Ihre Anmeldungen auf anderen Geräten enden danach.`,
		old: 'Aktuelles Passwort',
		new: 'Neues Passwort',
		repeat: 'Neues Passwort wiederholen',
		submit: 'Passwort ändern',
		back: 'Zurück zu den Einstellungen',
		done: 'Ihr Passwort wurde geändert. Anmeldungen auf anderen Geräten sind beendet.',
	},
	en: {
		title: 'Change password',
		intro: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters and must not be a commonly used one. Your sessions on other devices end afterwards.`,
		old: 'Current password',
		new: 'New password',
		repeat: 'Repeat the new password',
		submit: 'Change password',
		back: 'Back to the settings',
		done: 'Your password has been changed. Sessions on other devices have ended.',
	},
} as const satisfies Record<Locale, Record<string, string>>;

/** Why a change was refused, per code of AccountError (and `mismatch` of the form's repeat). */
export const PASSWORD_ERRORS: Record<Locale, Record<AccountError['code'] | 'mismatch', string>> = {
	de: {
		wrong_password: 'Das aktuelle Passwort ist nicht korrekt.',
		too_short: `Das neue Passwort braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`,
		too_long: `Das neue Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen haben.`,
		common: 'Dieses Passwort wird sehr häufig benutzt. Bitte wählen Sie ein anderes.',
		username: 'Das Passwort darf nicht der Benutzername sein.',
		mismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
		not_found: 'Das Konto gibt es nicht mehr.',
		last_staff: 'Das letzte aktive Redaktionskonto kann nicht deaktiviert werden.',
	},
	en: {
		wrong_password: 'The current password is not correct.',
		too_short: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
		too_long: `The new password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
		common: 'This password is used very often. Please choose another one.',
		username: 'The password must not be the username.',
		mismatch: 'The two new passwords do not match.',
		not_found: 'The account no longer exists.',
		last_staff: 'The last active staff account cannot be disabled.',
	},
};

/**
 * The signed-in user's own password change: current password, new one twice, posting to
 * /accounts/password/; after a change, a confirmation above the form. `field` is the input the
 * error belongs to (marked invalid and described by it).
 */
export function renderPasswordPage(input: {
	locale: Locale;
	csrfToken: string;
	next: string;
	username: string;
	error?: { message: string; field: 'old_password' | 'new_password' };
	done?: boolean;
}): string {
	const t = TEXT[input.locale];
	const notice = input.error
		? `<p class="error" id="password-error" role="alert">${escapeHtml(input.error.message)}</p>`
		: input.done
			? `<p class="done" role="status">${t.done}</p>`
			: undefined;
	const invalid = (field: string) =>
		input.error?.field === field ? ' aria-describedby="password-error" aria-invalid="true"' : '';
	const attributes = `type="password" required maxlength="${MAX_PASSWORD_LENGTH}"`;
	return renderAccountPage({
		locale: input.locale,
		text: t,
		action: 'password',
		csrfToken: input.csrfToken,
		next: input.next,
		...(notice === undefined ? {} : { notice }),
		formAttributes: ' novalidate',
		fields: `<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(input.username)}">
<label for="old_password">${t.old}</label>
<input id="old_password" name="old_password" ${attributes} autocomplete="current-password"${invalid('old_password')}>
<label for="new_password">${t.new}</label>
<input id="new_password" name="new_password" ${attributes} minlength="${MIN_PASSWORD_LENGTH}" autocomplete="new-password"${invalid('new_password')}>
<label for="repeat_password">${t.repeat}</label>
<input id="repeat_password" name="repeat_password" ${attributes} minlength="${MIN_PASSWORD_LENGTH}" autocomplete="new-password"${invalid('new_password')}>
`,
	});
}
