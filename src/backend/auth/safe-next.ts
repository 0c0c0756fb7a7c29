const BASE = 'http://same-origin.invalid';

/**
 * A redirect target that stays on this site: `next` when it is a same-origin path (not
 * protocol-relative, no scheme, no backslashes or control characters), else `fallback`.
 */
export function safeNext(next: string | undefined | null, fallback = '/'): string {
	if (!next || next.length > 2000) return fallback;
	if (!next.startsWith('/') || next.startsWith('//')) return fallback;
	if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
	let url: URL;
	try {
		url = new URL(next, BASE);
	} catch {
		return fallback;
	}
	if (url.origin !== BASE) return fallback;
	return `${url.pathname}${url.search}${url.hash}`;
}
