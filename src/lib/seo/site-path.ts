/**
 * A site path in the one form the site links to: no query, fragment or trailing slash
 * (`/de/a/` → `/de/a`; `/` stays). Prerendered pages see their path with a trailing slash, so
 * canonical URLs, hreflang alternates and the sitemap normalise through here to agree.
 */
export function normalizeSitePath(path: string): string {
	const bare = path.split(/[?#]/)[0] ?? '';
	return bare.replace(/\/+$/, '') || '/';
}
