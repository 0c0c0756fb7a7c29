import { MIN_PASSWORD_LENGTH } from './passwords.ts';

/** Longest password accepted (scrypt would take any, but a megabyte is no password). */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password was refused: too short, too long, on the common list, or the username. */
export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'username';

/** The operator's message of each problem (CLI, API `error`); the hub shows its own text per code. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
	too_short: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
	too_long: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
	common: 'This password is on a list of commonly used passwords; choose another.',
	username: 'The password must not be the username.',
};

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

// The 49,000 most common passwords of zxcvbn-ts (MIT; from breach corpora), loaded at the first
// check only: the list is half a megabyte, and most processes never set a password.
let common: Promise<Set<string>> | undefined;
function commonPasswords(): Promise<Set<string>> {
	common ??= import('@zxcvbn-ts/language-common').then(
		(module) => new Set(module.dictionary['passwords-common'].map(fold)),
	);
	return common;
}

/**
 * The problem with `password` as the new password of `username`, or null when it may be used.
 * Length counts characters (code points) after NFKC, as the hash sees them.
 */
export async function passwordProblem(
	password: string,
	username: string,
): Promise<PasswordProblem | null> {
	const length = [...password.normalize('NFKC')].length;
	if (length < MIN_PASSWORD_LENGTH) return 'too_short';
	if (length > MAX_PASSWORD_LENGTH) return 'too_long';
	const folded = fold(password);
	if (folded === fold(username.trim())) return 'username';
	if ((await commonPasswords()).has(folded)) return 'common';
	return null;
}
