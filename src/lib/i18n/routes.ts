import type { Locale } from '../contract/common.ts';

/**
 * Localised first path segments (SPEC §2). Only these differ between the languages; every other
 * route uses the same segment in both.
 */
export const LOCALISED_SEGMENTS = {
	productions: { de: 'produktionen', en: 'productions' },
	form: { de: 'formular', en: 'form' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Named routes and how to build their paths. Params are inserted URL-encoded. */
export type RouteName =
	| 'home'
	| 'events'
	| 'event'
	| 'magazine'
	| 'magazine-tags'
	| 'magazine-category'
	| 'magazine-tag'
	| 'article'
	| 'productions'
	| 'production'
	| 'team'
	| 'person'
	| 'search'
	| 'series'
	| 'venue'
	| 'form'
	| 'user-profile'
	| 'user-settings'
	| 'legals-agb'
	| 'legals-privacy'
	| 'legals-imprint'
	| 'accessibility-statement'
	| 'easy-read'
	| 'sign-language'
	| 'not-found';

type Params = {
	slug?: string;
	id?: number | string;
	category?: string;
	tag?: string;
	page?: number;
};

const enc = (value: string | number | undefined): string => encodeURIComponent(String(value ?? ''));

/** Builds the localised path of a named route, e.g. localePath('en', 'production', {slug, id}). */
export function localePath(locale: Locale, name: RouteName, params: Params = {}): string {
	const base = `/${locale}`;
	switch (name) {
		case 'home':
			return base;
		case 'events':
			return `${base}/events`;
		case 'event':
			return `${base}/events/${enc(params.slug)}/${enc(params.id)}`;
		case 'magazine':
			return `${base}/magazine`;
		case 'magazine-tags':
			return `${base}/magazine/tags`;
		case 'magazine-category':
			return `${base}/magazine/categories/${enc(params.category)}/${enc(params.id)}`;
		case 'magazine-tag':
			return `${base}/magazine/tags/${enc(params.tag)}/${enc(params.id)}`;
		case 'article':
			return `${base}/magazine/${enc(params.slug)}/${enc(params.id)}`;
		case 'productions':
			return `${base}/${LOCALISED_SEGMENTS.productions[locale]}`;
		case 'production':
			return `${base}/${LOCALISED_SEGMENTS.productions[locale]}/${enc(params.slug)}/${enc(params.id)}`;
		case 'team':
			return `${base}/team`;
		case 'person':
			return `${base}/team/${enc(params.slug)}/${enc(params.id)}`;
		case 'search':
			return `${base}/search`;
		case 'series':
			return params.slug
				? `${base}/series/${enc(params.slug)}/${enc(params.id)}`
				: `${base}/series/${enc(params.id)}`;
		case 'venue':
			return `${base}/venues/${enc(params.slug)}/${enc(params.id)}`;
		case 'form':
			return `${base}/${LOCALISED_SEGMENTS.form[locale]}/${enc(params.slug)}/${enc(params.id)}`;
		case 'user-profile':
			return `${base}/user/profile`;
		case 'user-settings':
			return `${base}/user/settings`;
		case 'legals-agb':
			return `${base}/agb`;
		case 'legals-privacy':
			return `${base}/datenschutz`;
		case 'legals-imprint':
			return `${base}/impressum`;
		// BITV 2.0 pages (CMS pages at these paths): the statement, Leichte Sprache, DGS.
		case 'accessibility-statement':
			return `${base}/${locale === 'de' ? 'erklaerung-zur-barrierefreiheit' : 'accessibility-statement'}`;
		case 'easy-read':
			return `${base}/${locale === 'de' ? 'leichte-sprache' : 'easy-read'}`;
		case 'sign-language':
			return `${base}/${locale === 'de' ? 'gebaerdensprache' : 'sign-language'}`;
		case 'not-found':
			return `${base}/404`;
	}
}

/**
 * The same page in the other language, for the language switch: swaps the prefix and the
 * localised segment. Free CMS pages should use the page's own `urls` map instead.
 */
export function switchLocalePath(path: string, to: Locale): string {
	const parts = path.split('/');
	// parts[0] is '' (leading slash), parts[1] the locale, parts[2] the first segment.
	parts[1] = to;
	for (const segments of Object.values(LOCALISED_SEGMENTS)) {
		if (Object.values(segments).includes(parts[2] as never)) parts[2] = segments[to];
	}
	return parts.join('/') || `/${to}`;
}
