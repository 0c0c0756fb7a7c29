/**
 * Link texts that say nothing out of context (WCAG 2.4.4), German and English, compared after
 * lower-casing and dropping punctuation, arrows and ellipses.
 */
export const GENERIC_LINK_TEXTS: ReadonlySet<string> = new Set([
	// German
	'hier',
	'hier klicken',
	'klicken sie hier',
	'hier entlang',
	'mehr',
	'mehr dazu',
	'mehr lesen',
	'mehr erfahren',
	'mehr infos',
	'mehr informationen',
	'weiter',
	'weiterlesen',
	'link',
	'details',
	'zum artikel',
	'jetzt',
	// English
	'here',
	'click here',
	'click',
	'more',
	'read more',
	'learn more',
	'more info',
	'find out more',
	'continue',
	'continue reading',
	'this',
	'this link',
	'go',
]);

/** A link text as compared: lower case, letters, digits and single spaces only. */
export function normaliseLinkText(text: string): string {
	return text
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

/** True when `text` is empty or one of the generic link texts. */
export function isPoorLinkText(text: string): boolean {
	const normal = normaliseLinkText(text);
	return normal === '' || GENERIC_LINK_TEXTS.has(normal);
}
