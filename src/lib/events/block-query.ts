import type { Locale } from '../contract/common.ts';
import { toUrlDate } from '../format/datetime.ts';
import { localePath } from '../i18n/routes.ts';
import type { EventsBounds } from './bounds.ts';

/** Events per 'Show more' in a block: two full rows of cards, short enough for a home page. */
export const BLOCK_PAGE_SIZE = 6;

/** The filters an event list block hands to the events page and to the list island. */
export type EventListFilters = {
	date_from: string | null;
	date_to?: string | null | undefined;
	tag: number | null;
};

/** 'yyyy-mm-dd' as the event list's 'dd-mm-yyyy' (SPEC §2, §5); null for anything else. */
export function toEventListDate(isoDate: string | null): string | null {
	return isoDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? toUrlDate(isoDate) : null;
}

/**
 * The events page of `locale` with the block's start day as `date` and its tag as `tag`; with
 * `today` (yyyy-mm-dd) a start day that is not later is left out, so the page starts today.
 */
export function eventListHref(locale: Locale, filters: EventListFilters, today?: string): string {
	const query = new URLSearchParams();
	const date = toEventListDate(filters.date_from);
	if (date && (today === undefined || (filters.date_from ?? '') > today)) query.set('date', date);
	if (filters.tag !== null) query.set('tag', String(filters.tag));
	const search = query.toString();
	return search ? `${localePath(locale, 'events')}?${search}` : localePath(locale, 'events');
}

/** The window the block's list never leaves: its start and end day and its tag. */
export function blockBounds(filters: EventListFilters): EventsBounds {
	return { from: filters.date_from, to: filters.date_to ?? null, tag: filters.tag };
}
