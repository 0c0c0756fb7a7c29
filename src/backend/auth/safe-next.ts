const BASE = 'http://same-origin.invalid';

/** True when `path` can only be read as a path of this site: one leading slash, no backslash or control character. */
function isLocalPath(path: string): boolean {
	return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f-\u009f]/.test(path);
}

/**
 * A redirect target that stays on this site: `next` normalised (dot segments resolved, unsafe
 * characters percent-encoded) when both it and the normalised form are same-origin paths, else
 * `fallback`. The value returned is the one checked: `/.//evil` normalises to `//evil`, which
 * a browser would follow off-site, so it is refused.
 */
export function safeNext(next: string | undefined | null, fallback = '/'): string {
	if (!next || next.length > 2000 || !isLocalPath(next)) return fallback;
	let url: URL;
	try {
		url = new URL(next, BASE);
	} catch {
		return fallback;
	}
	if (url.origin !== BASE) return fallback;
	const target = `${url.pathname}${url.search}${url.hash}`;
	return isLocalPath(target) && target.length <= 2000 ? target : fallback;
}
