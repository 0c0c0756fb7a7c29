/** The visitor page types the bench loads, in table order. */
export const PAGE_TYPES = [
	'home',
	'cms page',
	'event list',
	'event detail',
	'production list',
	'production detail',
	'magazine',
	'article',
	'team',
	'person',
	'venue',
	'series',
	'form',
	'search results',
	// A visitor who opens edit mode must get the plain page: no editor code, nothing extra.
	'visitor ?edit',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page type whose JS budget is larger (its island with filters, calendar and paging). */
export const EVENT_LIST: PageType = 'event list';

type Listed = { id?: number; url?: string; slug?: string; name?: string };

async function getJson(origin: string, path: string): Promise<unknown> {
	const response = await fetch(`${origin}${path}`);
	if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
	return response.json();
}

/** The first item of a paged answer or a plain list. */
async function firstOf(origin: string, path: string): Promise<Listed> {
	const body = await getJson(origin, path);
	const items = Array.isArray(body) ? body : (body as { results?: unknown[] }).results;
	const first = items?.[0] as Listed | undefined;
	if (!first) throw new Error(`GET ${path} listed nothing`);
	return first;
}

async function urlOfFirst(origin: string, path: string): Promise<string> {
	const first = await firstOf(origin, path);
	if (typeof first.url !== 'string') throw new Error(`GET ${path}: the first item has no url`);
	return first.url;
}

/** A word of at least four letters from `text` that search should find. */
function searchWord(text: string): string {
	return (text.match(/\p{L}{4,}/u)?.[0] ?? 'Konzert').toLowerCase();
}

/**
 * One German path per page type on the server at `origin`, the detail pages taken from its
 * back end's lists (so they exist in whatever content it was seeded with).
 */
export async function examplePaths(origin: string): Promise<Record<PageType, string>> {
	const series = await firstOf(origin, '/de/api/series/');
	const form = await firstOf(origin, '/de/api/forms/');
	const event = await firstOf(origin, '/de/api/events/?page=1');
	return {
		home: '/de',
		'cms page': '/de/impressum',
		'event list': '/de/events',
		'event detail': event.url ?? '',
		'production list': '/de/produktionen',
		'production detail': await urlOfFirst(origin, '/de/api/productions/?page=1'),
		magazine: '/de/magazine',
		article: await urlOfFirst(origin, '/de/api/articles/?page=1'),
		team: '/de/team',
		person: await urlOfFirst(origin, '/de/api/persons/?page=1'),
		venue: await urlOfFirst(origin, '/de/api/venues/?page=1'),
		series: ((await getJson(origin, `/de/api/series/${series.id}/`)) as Listed).url ?? '',
		form: `/de/formular/${form.slug}/${form.id}`,
		'search results': `/de/search?q=${encodeURIComponent(searchWord(event.name ?? ''))}`,
		'visitor ?edit': '/de/impressum?edit',
	};
}
