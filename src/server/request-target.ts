/**
 * The one parse of a request's target for the whole server (front and stand-alone back end), done
 * before any handler sees the request. Only origin-form (`/path?query`, RFC 9112 §3.2.1) is served,
 * and `*` for OPTIONS. Everything else is refused with a status, never thrown: `//host`, `/\host`,
 * absolute- and authority-form, fragments, control characters, `%`-escapes that are no UTF-8 or
 * decode to a control character, targets longer than MAX_TARGET_LENGTH.
 */

/** The longest target served (bytes of the request line's target); longer ones get 414. */
export const MAX_TARGET_LENGTH = 8 * 1024;

/** What a target is: a path on this origin (normalised, e.g. `/a/../b` is `/b`), `*`, or refused. */
export type RequestTarget =
	| { kind: 'path'; url: URL; target: string }
	| { kind: 'asterisk' }
	| { kind: 'refused'; status: 400 | 414; reason: string };

const ORIGIN = 'http://site';
// Spaces, controls and DEL never belong in a target; the HTTP parser lets some through.
const FORBIDDEN = /[\u0000-\u0020\u007f#]/;
// What a path may not decode to: the controls (NUL reaches file-system calls as a path).
const CONTROL = /[\u0000-\u001f\u007f]/;

const refuse = (reason: string, status: 400 | 414 = 400): RequestTarget => ({
	kind: 'refused',
	status,
	reason,
});

/** Parses the target of a request line (`req.url` of node:http) for `method`. */
export function parseRequestTarget(
	target: string | undefined,
	method: string | undefined,
): RequestTarget {
	if (!target) return refuse('empty target');
	if (target.length > MAX_TARGET_LENGTH) return refuse('target too long', 414);
	if (target === '*')
		return method === 'OPTIONS' ? { kind: 'asterisk' } : refuse('* without OPTIONS');
	if (target[0] !== '/') return refuse('not origin-form');
	if (FORBIDDEN.test(target)) return refuse('forbidden character');
	const path = target.split('?', 1)[0] ?? '';
	// `//host` and `/\host` read as another origin to every URL parser.
	if (path.startsWith('//') || path.includes('\\')) return refuse('path names a host');
	const url = URL.parse(target, ORIGIN);
	if (url?.origin !== ORIGIN) return refuse('not a path on this origin');
	let decoded: string;
	try {
		decoded = decodeURIComponent(url.pathname);
	} catch {
		return refuse('malformed %-escape');
	}
	if (CONTROL.test(decoded)) return refuse('control character in path');
	return { kind: 'path', url, target: `${url.pathname}${url.search}` };
}
