import type { APIRequestContext } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';

/**
 * One example page per page type, for the specs that walk every page type of both deployments in
 * both languages (quality, page-look). A string is a path with `{l}` for the locale; a
 * pattern picks the first matching path of that locale from the sitemap, so new content types join
 * by appearing there.
 */
export const PAGE_TYPES: Record<string, RegExp | string> = {
	home: '/{l}',
	'cms page': '/{l}/impressum',
	'not found': '/{l}/diese-seite-gibt-es-nicht',
	'events list': '/{l}/events',
	event: /^\/(de|en)\/events\/[^/]+\/\d+$/,
	'productions list': /^\/(de\/produktionen|en\/productions)$/,
	production: /^\/(de\/produktionen|en\/productions)\/[^/]+\/\d+$/,
	magazine: '/{l}/magazine',
	article: /^\/(de|en)\/magazine\/(?!tags\/|categories\/)[^/]+\/\d+$/,
	topics: '/{l}/magazine/tags',
	team: '/{l}/team',
	person: /^\/(de|en)\/team\/[^/]+\/\d+$/,
	venue: /^\/(de|en)\/venues\/[^/]+\/\d+$/,
	series: /^\/(de|en)\/series\/[^/]+\/\d+$/,
	form: /^\/(de\/formular|en\/form)\/[^/]+\/\d+$/,
	search: '/{l}/search?q=konzert',
};

export const SITES = [
	['castle', CASTLE_URL],
	['region', REGION_URL],
] as const;

export const LOCALES = ['de', 'en'] as const;

/** The paths of a deployment's sitemap. */
export async function sitemapPaths(request: APIRequestContext, origin: string): Promise<string[]> {
	const xml = await (await request.get(`${origin}/sitemap.xml`)).text();
	return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** The example path of a page type in `locale`, from the sitemap's `known` paths. */
export function pathFor(
	type: RegExp | string,
	locale: 'de' | 'en',
	known: string[],
): string | undefined {
	if (typeof type === 'string') return type.replace('{l}', locale);
	return known.find((path) => path.startsWith(`/${locale}/`) && type.test(path));
}
