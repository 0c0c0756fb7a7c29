import type { Locale } from '../../../src/lib/contract/index.ts';
import { bi, tr, type BiText, type Txt } from './text.ts';

/** Content kinds that have a detail route (SPEC §2). */
export type DetailKind =
	'event' | 'production' | 'article' | 'person' | 'venue' | 'series' | 'form';

const SEGMENTS: Record<DetailKind, Record<Locale, string>> = {
	event: { de: 'events', en: 'events' },
	production: { de: 'produktionen', en: 'productions' },
	article: { de: 'magazine', en: 'magazine' },
	person: { de: 'team', en: 'team' },
	venue: { de: 'venues', en: 'venues' },
	series: { de: 'series', en: 'series' },
	form: { de: 'formular', en: 'form' },
};

/** The detail path of an object in one locale, e.g. /en/productions/white-gold/101. */
export function detailPath(kind: DetailKind, locale: Locale, slug: Txt, id: number): string {
	return `/${locale}/${SEGMENTS[kind][locale]}/${tr(slug, locale)}/${id}`;
}

/** `url` (bilingual, for drafts) and `urls` (the language-switch map) of a detail object. */
export function routeUrls(
	kind: DetailKind,
	slug: Txt,
	id: number,
): { url: BiText; urls: Record<Locale, string> } {
	const de = detailPath(kind, 'de', slug, id);
	const en = detailPath(kind, 'en', slug, id);
	return { url: bi(de, en), urls: { de, en } };
}

/** The list pages of the site, per locale. */
export const LIST_PATHS = {
	home: bi('/de', '/en'),
	events: bi('/de/events', '/en/events'),
	productions: bi('/de/produktionen', '/en/productions'),
	magazine: bi('/de/magazine', '/en/magazine'),
	magazineTags: bi('/de/magazine/tags', '/en/magazine/tags'),
	team: bi('/de/team', '/en/team'),
	search: bi('/de/search', '/en/search'),
	terms: bi('/de/agb', '/en/agb'),
	privacy: bi('/de/datenschutz', '/en/datenschutz'),
	imprint: bi('/de/impressum', '/en/impressum'),
} as const;

/** A CMS page path per locale: '/de/besuch' and '/en/visit' from ('besuch', 'visit'). */
export function pagePath(de: string, en: string): BiText {
	return bi(`/de/${de}`, `/en/${en}`);
}

/** The event list filtered by one option, e.g. /de/events?tag=52. */
export function eventFilterUrl(
	key: 'room' | 'type' | 'tag' | 'genre',
	value: string | number,
): BiText {
	return bi(`/de/events?${key}=${value}`, `/en/events?${key}=${value}`);
}

/** The articles of a magazine category or tag. */
export function magazineListUrl(kind: 'categories' | 'tags', slug: Txt, id: number): BiText {
	return bi(
		`/de/magazine/${kind}/${tr(slug, 'de')}/${id}`,
		`/en/magazine/${kind}/${tr(slug, 'en')}/${id}`,
	);
}

/** The webshop checkout of a ticketing-system event. */
export function ticketUrl(idJet: number): string {
	return `/webshop/events/${idJet}`;
}
