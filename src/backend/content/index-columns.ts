import type {
	ArticleDetail,
	CmsPage,
	EventDetail,
	EventTeaser,
	PersonDetail,
	ProductionDetail,
} from '../../lib/contract/index.ts';
import type { Kind, RedirectEntry } from './kinds.ts';

/** Display and calendar time zone of the venue (SPEC §9). */
export const VENUE_TIME_ZONE = 'Europe/Berlin';

/** The columns lists filter and sort on, extracted from a document. */
export type IndexColumns = {
	slug: string | null;
	url_path: string | null;
	is_online: number;
	start_ts: number | null;
	end_ts: number | null;
	start_day: string | null;
	end_day: string | null;
	room_id: number | null;
	type_id: number | null;
	type_slug: string | null;
	series_id: number | null;
	genre_id: number | null;
	season_id: number | null;
	category_id: number | null;
	id_jet: number | null;
	sort_text: string | null;
	tags: number[];
};

const EMPTY: IndexColumns = {
	slug: null,
	url_path: null,
	is_online: 1,
	start_ts: null,
	end_ts: null,
	start_day: null,
	end_day: null,
	room_id: null,
	type_id: null,
	type_slug: null,
	series_id: null,
	genre_id: null,
	season_id: null,
	category_id: null,
	id_jet: null,
	sort_text: null,
	tags: [],
};

// en-CA formats dates as yyyy-mm-dd; Intl is used because date-fns-tz takes seconds to load.
const VENUE_DAY = new Intl.DateTimeFormat('en-CA', {
	timeZone: VENUE_TIME_ZONE,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
});

/** The calendar day (yyyy-mm-dd) of an instant in the venue's time zone. */
export function venueDay(instant: Date | string): string {
	return VENUE_DAY.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A site path without trailing slash ('/de/agb/' → '/de/agb'); '' and '/' stay '/'. */
export function normalizePath(path: string): string {
	const withSlash = path.startsWith('/') ? path : `/${path}`;
	const trimmed = withSlash.replace(/\/+$/, '');
	return trimmed === '' ? '/' : trimmed;
}

/** Extracts the list columns of a validated document of `kind` in `locale`. */
export function indexColumns(kind: Kind, body: unknown, locale: string): IndexColumns {
	switch (kind) {
		case 'page': {
			const page = body as CmsPage;
			const url = page.urls[locale as keyof CmsPage['urls']];
			return {
				...EMPTY,
				url_path: url === undefined ? null : normalizePath(url),
				is_online: page.is_online ? 1 : 0,
				sort_text: page.title,
			};
		}
		case 'event': {
			const event = body as EventDetail;
			return {
				...EMPTY,
				slug: event.slug,
				is_online: event.is_online === false ? 0 : 1,
				url_path: normalizePath(event.url),
				start_ts: Date.parse(event.date_start),
				end_ts: event.date_end === null ? null : Date.parse(event.date_end),
				start_day: venueDay(event.date_start),
				end_day: event.date_end === null ? null : venueDay(event.date_end),
				room_id: event.room?.id ?? null,
				type_id: event.type?.id ?? null,
				type_slug: event.type?.slug ?? null,
				series_id: event.series?.id ?? null,
				genre_id: event.genre?.id ?? null,
				id_jet: event.id_jet,
				sort_text: event.name,
				tags: event.tags.map((tag) => tag.id),
			};
		}
		case 'teaser': {
			const teaser = body as EventTeaser;
			return { ...EMPTY, start_day: teaser.position, sort_text: teaser.headline };
		}
		case 'production': {
			const production = body as ProductionDetail;
			return {
				...EMPTY,
				slug: production.slug,
				is_online: production.is_online === false ? 0 : 1,
				url_path: normalizePath(production.url),
				start_day: production.date_from,
				end_day: production.date_to,
				type_id: production.exhibition_type?.id ?? null,
				type_slug: production.exhibition_type?.slug ?? null,
				season_id: production.season?.id ?? null,
				series_id: production.series?.id ?? null,
				sort_text: production.title,
				tags: production.tags.map((tag) => tag.id),
			};
		}
		case 'article': {
			const article = body as ArticleDetail;
			return {
				...EMPTY,
				slug: article.slug,
				is_online: article.is_online === false ? 0 : 1,
				url_path: normalizePath(article.url),
				start_ts: Date.parse(article.published_at),
				start_day: venueDay(article.published_at),
				category_id: article.category?.id ?? null,
				sort_text: article.title,
				tags: article.tags.map((tag) => tag.id),
			};
		}
		case 'person': {
			const person = body as PersonDetail;
			return {
				...EMPTY,
				slug: person.slug,
				url_path: normalizePath(person.url),
				category_id: person.category?.id ?? null,
				sort_text: `${person.last_name} ${person.first_name}`.trim().toLocaleLowerCase('de'),
			};
		}
		case 'venue':
		case 'series': {
			const named = body as { slug: string; name: string; url: string };
			return {
				...EMPTY,
				slug: named.slug,
				url_path: normalizePath(named.url),
				sort_text: named.name,
			};
		}
		case 'redirect': {
			const redirect = body as RedirectEntry;
			return { ...EMPTY, url_path: normalizePath(redirect.old_path) };
		}
		case 'container': {
			const container = body as { slug: string };
			return { ...EMPTY, slug: container.slug };
		}
		default: {
			const named = body as { slug?: unknown; name?: unknown; title?: unknown };
			return {
				...EMPTY,
				slug: typeof named.slug === 'string' ? named.slug : null,
				sort_text:
					typeof named.name === 'string'
						? named.name
						: typeof named.title === 'string'
							? named.title
							: null,
			};
		}
	}
}
