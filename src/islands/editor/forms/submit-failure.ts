/** What a rejected save says: the message for editors and, if the back end named one, the field. */
export type SubmitFailure = { message: string; field?: string };

/**
 * Reads the rejection of `onSubmit` (SPEC §7/§8): an Error whose message is for editors, with an
 * optional `field` property (the back end's 400 `{ error, field }`); a plain `{ error, field }`
 * object is read the same way. Anything else gives `fallback`.
 */
export function submitFailure(error: unknown, fallback: string): SubmitFailure {
	if (typeof error !== 'object' || error === null) return { message: fallback };
	const record = error as Record<string, unknown>;
	const text = error instanceof Error ? error.message : record['error'];
	const message = typeof text === 'string' && text.trim() !== '' ? text : fallback;
	const field = record['field'];
	return typeof field === 'string' && field !== '' ? { message, field } : { message };
}
