/**
 * The link targets the site accepts from content: http(s), mailto and tel URLs, site paths
 * (`/…`), other relative paths, queries (`?…`) and anchors (`#…`). Everything else — javascript:,
 * data:, vbscript:, protocol-relative `//host` — is refused: by the contract when it is written,
 * and again when a link is rendered (a refused link renders as its text).
 */
export const SAFE_LINK_MESSAGE =
	'link must be an http(s), mailto or tel URL, a relative path or an anchor';

// Browsers drop ASCII tab and line breaks anywhere in a URL and C0 controls and spaces around it
// (WHATWG URL), so 'java\tscript:' and ' javascript:' are javascript: URLs.
const IGNORED_ANYWHERE = /[\t\n\r]/g;
const IGNORED_AROUND = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const ALLOWED_SCHEME = /^(?:https?:\/\/[^/\\]|mailto:|tel:)/i;
/** A scheme: letters, digits, '+', '-', '.' before the first ':' that precedes any '/', '?', '#'. */
const ANY_SCHEME = /^[^/?#]*:/;
/** Protocol-relative (`//host`, and `\\host` or `/\host`, which browsers read the same way). */
const NETWORK_PATH = /^[/\\]{2}/;

/** An HTML character reference: a value holding one was escaped for HTML once already. */
const CHARACTER_REFERENCE = /&(?:#\d|#x[\da-f]|[a-z][a-z\d]*;)/i;

/** `href` as a browser reads it, before it resolves it. */
function asBrowserReadsIt(href: string): string {
	return href.replace(IGNORED_ANYWHERE, '').replace(IGNORED_AROUND, '');
}

/** True when `href` is a link target the site accepts (see the module comment); '' is not. */
export function isSafeLinkTarget(href: string): boolean {
	const value = asBrowserReadsIt(href);
	if (value === '' || NETWORK_PATH.test(value) || CHARACTER_REFERENCE.test(value)) return false;
	if (ALLOWED_SCHEME.test(value)) return true;
	return !ANY_SCHEME.test(value);
}

/** True when `href` is empty (no link) or a safe link target: the rule of optional link fields. */
export const isEmptyOrSafeLinkTarget = (href: string): boolean =>
	href.trim() === '' || isSafeLinkTarget(href);
