import type { Locale } from '../../lib/contract/common.ts';
import { toUrlDate } from '../../lib/format/datetime.ts';
import { localePath } from '../../lib/i18n/routes.ts';

/** The filters an event list block hands to the events page and to the list island. */
export type EventListFilters = {
	date_from: string | null;
	tag: number | null;
};

/** 'yyyy-mm-dd' as the event list's 'dd-mm-yyyy' (SPEC §2, §5); null for anything else. */
export function toEventListDate(isoDate: string | null): string | null {
	return isoDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? toUrlDate(isoDate) : null;
}

/** The events page of `locale` with the block's start day as `date` and its tag as `tag`. */
export function eventListHref(locale: Locale, filters: EventListFilters): string {
	const query = new URLSearchParams();
	const date = toEventListDate(filters.date_from);
	if (date) query.set('date', date);
	if (filters.tag !== null) query.set('tag', String(filters.tag));
	const search = query.toString();
	return search ? `${localePath(locale, 'events')}?${search}` : localePath(locale, 'events');
}
