import type { AstroGlobal } from 'astro';
import { CmsError } from '../lib/cms/errors.ts';

/**
 * The route that renders an error status in the page's language. 404 has Astro's own error route;
 * 503 (site offline, SPEC §8) has one of ours. Other statuses render the 500 page.
 */
export function errorRoutePath(locale: string, status: number): string | null {
	if (status === 404) return `/${locale}/404`;
	if (status === 503) return `/${locale}/503`;
	return null;
}

/** The parts of `Astro` the route helpers use (any page's Astro global fits). */
export type RouteAstro = {
	readonly params: Readonly<Record<string, string | undefined>>;
	readonly url: URL;
	readonly request: Request;
	readonly isPrerendered: boolean;
	readonly locals: App.Locals;
	readonly rewrite: AstroGlobal['rewrite'];
};

/**
 * Runs `load`; when it fails with a content error that has its own page (404, 503), answers with
 * that page instead (a rewrite keeps the URL). Other errors propagate to the 500 page.
 */
export async function loadOrReroute<T>(
	astro: RouteAstro,
	load: () => Promise<T>,
): Promise<T | Response> {
	try {
		return await load();
	} catch (error) {
		if (!(error instanceof CmsError)) throw error;
		const path = errorRoutePath(astro.locals.locale, error.status);
		if (!path) throw error;
		astro.locals.errorStatus = error.status;
		return astro.rewrite(path);
	}
}
