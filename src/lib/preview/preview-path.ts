/** A preview link's page path: `/{locale}/preview/{token}` (the token is what opens it). */
export const PREVIEW_PATH = /^\/(?:de|en)\/preview\/[^/?#]*\/?$/;

/** Where the token sits in a path or URL, for masking. */
const TOKEN_IN_PATH = /(\/(?:de|en)\/preview\/)[^/?#]+/g;

/**
 * `url` (a path or a whole URL) with any preview token replaced by '…': what logs and the 404
 * list may keep, so a link that is still live is never written anywhere staff or others read.
 */
export function maskPreviewToken(url: string): string {
	return url.replace(TOKEN_IN_PATH, '$1…');
}

/**
 * What every answer of a preview path carries, the 404 included: no search engine indexes or
 * follows it, no cache keeps it, and no link on it tells the next site where the visitor came from.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
	'X-Robots-Tag': 'noindex, nofollow',
	'Cache-Control': 'private, no-store',
	'Referrer-Policy': 'no-referrer',
};
