import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import type { Translate } from '../../lib/i18n/index.ts';
import type { QuickFilter } from '../../lib/events/page-query.ts';

/** Every text the event-list island shows, translated on the server and passed as props. */
export type EventListLabels = {
	filterBar: string;
	calendar: string;
	filters: string;
	today: string;
	quickFilters: string;
	quick: Record<QuickFilter, string>;
	filter: Record<EventFilterKey, string>;
	all: string;
	activeFilters: string;
	/** 'Filter entfernen: {name}'. */
	removeFilter: string;
	resetAll: string;
	resetFilters: string;
	/** 'Ab {date}'. */
	from: string;
	/** '{total} Ergebnisse anzeigen'. */
	showResults: string;
	/** '{total} Veranstaltungen'. */
	resultCount: string;
	resultCountOne: string;
	empty: string;
	emptyFiltered: string;
	emptyFilteredHint: string;
	more: string;
	/** The button of a list that loads further pages on request only (a block). */
	showMore: string;
	previous: string;
	loading: string;
	failed: string;
	retry: string;
	calendarLoading: string;
	closeFilters: string;
	closeCalendar: string;
	soldOut: string;
	cancelled: string;
	teaserMore: string;
	externalHint: string;
};

/** The labels in the page's language; `{name}`, `{date}` and `{total}` are filled in later. */
export function eventListLabels(t: Translate): EventListLabels {
	return {
		filterBar: t('events.filterBar'),
		calendar: t('events.calendar'),
		filters: t('events.filters'),
		today: t('events.today'),
		quickFilters: t('events.quickFilters'),
		quick: { next_3_days: t('events.quick.next_3_days'), weekend: t('events.quick.weekend') },
		filter: {
			room: t('events.filter.room'),
			type: t('events.filter.type'),
			tag: t('events.filter.tag'),
			series: t('events.filter.series'),
			genre: t('events.filter.genre'),
		},
		all: t('list.all'),
		activeFilters: t('events.activeFilters'),
		removeFilter: t('list.removeFilter', { name: '{name}' }),
		resetAll: t('events.resetAll'),
		resetFilters: t('list.resetFilters'),
		from: t('events.from', { date: '{date}' }),
		showResults: t('events.showResults', { total: '{total}' }),
		resultCount: t('events.resultCount', { total: '{total}' }),
		resultCountOne: t('events.resultCountOne'),
		empty: t('events.empty'),
		emptyFiltered: t('list.emptyFiltered'),
		emptyFilteredHint: t('list.emptyFilteredHint'),
		more: t('events.more'),
		showMore: t('events.showMore'),
		previous: t('events.previous'),
		loading: t('events.loading'),
		failed: t('events.failed'),
		retry: t('events.retry'),
		calendarLoading: t('events.calendarLoading'),
		closeFilters: t('events.closeFilters'),
		closeCalendar: t('events.closeCalendar'),
		soldOut: t('events.soldOut'),
		cancelled: t('events.cancelled'),
		teaserMore: t('block.teaser.more'),
		externalHint: t('block.externalHint'),
	};
}

/** `template` with each `{key}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
		key in values ? String(values[key]) : whole,
	);
}
