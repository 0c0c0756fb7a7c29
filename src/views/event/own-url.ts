import { redirectTo } from '../../lib/links/url-query.ts';

/**
 * A permanent redirect to an object's own path when the visitor reached it by another slug (an
 * old or other-language one), keeping the query string; null when the path is already its own.
 */
export function redirectToOwnPath(requested: URL, ownPath: string): Response | null {
	const path = requested.pathname.replace(/\/+$/, '');
	if (!ownPath.startsWith('/') || path === ownPath.replace(/\/+$/, '')) return null;
	return redirectTo(`${ownPath}${requested.search}`, 301);
}
