import type { APIRoute } from 'astro';
import { CmsError } from '../lib/cms/index.ts';
import { loadSitemapEntries } from '../lib/seo/sitemap-entries.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';
import { siteOrigin } from '../lib/seo/site-origin.ts';

/** Rendered on each request so new and edited content appears at once (caches hold it 5 min). */
export const prerender = false;

/**
 * GET /sitemap.xml: every public page in German and English with hreflang alternates, absolute
 * against SITE_URL. 503 with Retry-After while the back end cannot answer, so crawlers never see
 * a sitemap with pages missing.
 */
export const GET: APIRoute = async (context) => {
	let xml: string;
	try {
		xml = sitemapXml(await loadSitemapEntries(), siteOrigin(context));
	} catch (error) {
		if (!(error instanceof CmsError)) throw error;
		console.error('sitemap failed', error);
		return new Response('The sitemap is temporarily unavailable.\n', {
			status: 503,
			headers: {
				'Content-Type': 'text/plain; charset=utf-8',
				'Cache-Control': 'no-store',
				'Retry-After': '300',
			},
		});
	}
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=300',
		},
	});
};
