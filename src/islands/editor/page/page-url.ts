/**
 * `href` with the query flag `flag` (a parameter without a value, like `?edit`) switched on or
 * off; other parameters stay, the hash goes. Flags are written bare: `?edit`, not `?edit=`.
 */
export function withFlag(href: string, flag: string, on: boolean): string {
	const url = new URL(href);
	url.searchParams.delete(flag);
	const rest = url.searchParams.toString().replace(/=(?=&|$)/g, '');
	const query = [on ? flag : '', rest].filter(Boolean).join('&');
	return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** `href` showing version `versionId` (`?v=`), or the current page again with null. */
export function withVersion(href: string, versionId: number | null): string {
	const url = new URL(href);
	url.searchParams.delete('v');
	url.searchParams.delete('version_id');
	if (versionId !== null) url.searchParams.set('v', String(versionId));
	const query = url.searchParams.toString().replace(/=(?=&|$)/g, '');
	return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Whether a URL shows a page as its draft has it: edit mode (`?edit`) without `?published` (the
 * published state, looked at while a draft exists) and without an older version (`?v=`).
 */
export function isDraftView(href: string): boolean {
	const params = new URL(href).searchParams;
	return params.has('edit') && !params.has('published') && versionInUrl(href) === null;
}

/** `href` in edit mode showing the page's draft (not its published state), as a path and query. */
export function draftViewHref(href: string): string {
	const url = new URL(href);
	url.searchParams.delete('published');
	return withFlag(url.href, 'edit', true);
}

/** The version a URL asks for with `?v=` (a positive whole number), else null. */
export function versionInUrl(href: string): number | null {
	const value = new URL(href).searchParams.get('v');
	return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** The address a refresh loads: the current page with its query, without the hash. */
export function refreshUrl(href: string): string {
	const url = new URL(href);
	url.hash = '';
	return url.href;
}
