import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo/absolute-url.ts';
import { robotsTxt } from '../lib/seo/robots.ts';
import { siteOrigin } from '../lib/seo/site-origin.ts';
import { isStaging } from '../lib/seo/staging.ts';

/** On demand: the staging switch (env STAGING) is read by the running server. */
export const prerender = false;

/** GET /robots.txt: allow everything and name the sitemap; disallow everything on staging. */
export const GET: APIRoute = (context) =>
	new Response(
		robotsTxt({
			staging: isStaging(),
			sitemapUrl: absoluteUrl('/sitemap.xml', siteOrigin(context)),
		}),
		{
			headers: {
				'Content-Type': 'text/plain; charset=utf-8',
				'Cache-Control': 'public, max-age=300',
			},
		},
	);
