/**
 * The public origin for absolute URLs in structured data: the configured site (SITE_URL), else
 * the origin the request came in on.
 */
export function siteOrigin(astro: { site: URL | undefined; url: URL }): URL {
	return astro.site ?? new URL(astro.url.origin);
}
