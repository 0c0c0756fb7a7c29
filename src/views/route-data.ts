import { IdParamSchema, type Locale } from '../lib/contract/index.ts';
import { CmsNotFoundError, type CmsContext } from '../lib/cms/index.ts';
import { localeFromPath } from '../lib/i18n/negotiate.ts';
import { loadOrReroute, type RouteAstro } from './reroute.ts';

/** What a route's loader gets: the content context and the route's raw params. */
export type RouteInput = {
	ctx: CmsContext;
	locale: Locale;
	params: Readonly<Record<string, string | undefined>>;
	url: URL;
};

/**
 * Loads a route's data in the page's frontmatter. Validates the locale prefix, passes the visitor's
 * cookies on on-demand renders (staff see offline content; prerendered pages never do), and answers
 * unknown or offline content with the 404 page and an offline site with the 503 page.
 * Usage: `const data = await routeData(Astro, loadArticle); if (data instanceof Response) return data;`
 */
export function routeData<T>(
	astro: RouteAstro,
	load: (input: RouteInput) => Promise<T>,
): Promise<T | Response> {
	return loadOrReroute(astro, () => {
		// Routes without a [locale] param (the on-demand catch-all) carry it as the first segment.
		const locale = localeFromPath(
			astro.params['locale'] !== undefined ? `/${astro.params['locale']}` : astro.url.pathname,
		);
		if (!locale) throw new CmsNotFoundError(astro.url.pathname);
		const cookie = astro.isPrerendered ? null : astro.request.headers.get('cookie');
		return load({ ctx: { locale, cookie }, locale, params: astro.params, url: astro.url });
	});
}

/** A route's numeric id param; unknown content (404) unless it is a positive whole number. */
export function idParam(input: RouteInput, name = 'id'): number {
	const parsed = IdParamSchema.safeParse(input.params[name] ?? '');
	if (!parsed.success) throw new CmsNotFoundError(input.url.pathname);
	return parsed.data;
}
