import { IdParamSchema, type Locale, type Redirect } from '../contract/index.ts';

/** Query keys that ask for an earlier page version (staff only, SPEC §4 and §6). */
export const VERSION_KEYS = ['v', 'version_id'] as const;

/**
 * SPEC §2: `overlay=true` on any page redirects to the events list, keeping the other query
 * parameters. Returns the target, or null when the page is not asked to.
 */
export function overlayRedirect(url: URL, locale: Locale): string | null {
	if (url.searchParams.get('overlay') !== 'true') return null;
	const query = new URLSearchParams(url.searchParams);
	query.delete('overlay');
	const rest = query.toString();
	return `/${locale}/events${rest ? `?${rest}` : ''}`;
}

/**
 * The page version asked for with `?v=` or `?version_id=` (staff only): a positive whole number,
 * null when none is asked for, or 'invalid' for anything else.
 */
export function requestedVersion(url: URL): number | null | 'invalid' {
	const raw = url.searchParams.get('v') ?? url.searchParams.get('version_id');
	if (raw === null) return null;
	const parsed = IdParamSchema.safeParse(raw);
	return parsed.success ? parsed.data : 'invalid';
}

/** SPEC §4: a visitor's version parameter is dropped with a 301 to the plain path, or null. */
export function versionRedirect(url: URL): string | null {
	if (!VERSION_KEYS.some((key) => url.searchParams.has(key))) return null;
	const query = new URLSearchParams(url.searchParams);
	for (const key of VERSION_KEYS) query.delete(key);
	const rest = query.toString();
	return `${url.pathname}${rest ? `?${rest}` : ''}`;
}

/** The configured redirect for `pathname` (trailing slash ignored), or null. */
export function matchRedirect(redirects: readonly Redirect[], pathname: string): string | null {
	const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
	const hit = redirects.find((entry) => trim(entry.old_path) === trim(pathname));
	return hit && trim(hit.new_path) !== trim(pathname) ? hit.new_path : null;
}
