/**
 * robots.txt: every crawler may fetch everything, and the sitemap is named; on a staging instance
 * everything is disallowed instead (and no sitemap is advertised).
 */
export function robotsTxt({
	staging,
	sitemapUrl,
}: {
	staging: boolean;
	sitemapUrl: string;
}): string {
	const lines = staging
		? ['User-agent: *', 'Disallow: /']
		: ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`];
	return `${lines.join('\n')}\n`;
}
