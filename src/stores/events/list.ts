import { map, task, type MapStore } from 'nanostores';
import type { Locale } from '../../lib/contract/common.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import { firstDayWithin, todayInBerlin, type EventsBounds } from '../../lib/events/bounds.ts';
import {
	overlayInSearch,
	readSearch,
	sameQuery,
	urlForQuery,
	type EventsQuery,
} from '../../lib/events/list-query.ts';
import {
	eventsStateFrom,
	type EventOptions,
	type EventsStart,
	type EventsState,
} from '../../lib/events/list-state.ts';
import {
	EVENT_FILTERS,
	type EventFilters,
	type ListFilterKey,
	type QuickFilter,
} from '../../lib/events/page-query.ts';
import { withQuery } from '../../lib/links/url-query.ts';

/**
 * The state of an event list (SPEC §3 'Filter state of events', §4 'Event list'): the chosen
 * date, filters and quick filter, the loaded pages, the teasers, the options of each filter and
 * the days that have events. Every list is its own instance made by `createEventsStore` — the
 * events page, the event overlay and each event-list block — so lists on one page never share
 * state. Islands read an instance with `useStore` and change it only through its actions, which
 * call the same-origin back end and, where the list mirrors itself there, keep the URL in step.
 */

/** The days with events for the current filters (the calendar offers only these); null: not loaded. */
export type EventCalendar = { dates: string[] | null; loading: boolean };

/** Where the list lives and how it mirrors itself in the URL. */
export type EventsConfig = {
	locale: Locale;
	/** The events page; in the overlay the URL of the page underneath is written instead. */
	listPath: string;
	pageSize: number;
	/**
	 * 'page': the events page's own query; 'overlay': the current page with overlay=true;
	 * 'none': the URL is left alone and the window does not scroll (a block among others).
	 */
	urlMode: 'page' | 'overlay' | 'none';
	/** Brings the list's top into view after a change of filters (default: the window's top). */
	scrollToTop?: (() => void) | undefined;
	/** The fixed window of a block; absent, the list runs from today on without limits. */
	bounds?: EventsBounds | undefined;
	/** Editorial teasers between the days (default true). */
	teasers?: boolean | undefined;
	/** The visitor can filter, so the filters' options are loaded (default true). */
	filterable?: boolean | undefined;
};

/** One event list: its stores and the actions that change them. */
export type EventsStore = {
	readonly config: EventsConfig;
	readonly $list: MapStore<EventsState>;
	readonly $options: MapStore<EventOptions>;
	/** Per filter: its options are on their way. */
	readonly $optionsLoading: MapStore<Record<EventFilterKey, boolean>>;
	readonly $calendar: MapStore<EventCalendar>;
	/** The day the list starts at unless the visitor chose another: today, or a later `from`. */
	firstDay: (today?: string) => string;
	/** The list's query as it stands. */
	currentQuery: () => EventsQuery;
	/**
	 * Starts (or restarts) the list from `from` (default: what it was made with): nothing is
	 * requested but what is missing — without a page the first one, without teasers or options
	 * those (unless the list shows none).
	 */
	start: (from?: EventsStart) => void;
	/**
	 * Shows the list for `next` (SPEC §4): resets list and page, scrolls to the top and writes the
	 * URL (unless `fromHistory`, or the list keeps out of both) and loads the first page.
	 */
	changeQuery: (next: EventsQuery, fromHistory?: boolean) => void;
	/** Chooses (or with null removes) the option `value` of filter `key` (access: the whole list). */
	chooseFilter: (key: ListFilterKey, value: string | null) => void;
	/** Chooses the first day shown; null goes back to the list's first day. */
	chooseDate: (day: string | null) => void;
	/** Chooses a quick filter (next three days, weekend); null removes it. */
	chooseQuickFilter: (quick: QuickFilter | null) => void;
	/** Removes every filter the visitor chose and goes back to the first day (SPEC §2). */
	resetFilters: () => void;
	/** Loads the next page when none is loading and one exists (SPEC §4). */
	loadNextPage: () => void;
	/** Tries the failed call again: the next page, or the first when nothing is shown. */
	retry: () => void;
	/** Loads the days that have events for the current filters, from today on. */
	loadAvailableDates: () => Promise<void>;
	/** Loads the options of every filter that has none yet (hidden options left out). */
	loadFilterOptions: () => Promise<void>;
	/** Loads the editorial teasers once. */
	loadTeasers: () => Promise<void>;
	/**
	 * Restores the list from the current URL (back and forward, SPEC §2); an invalid query is
	 * logged and replaced by the plain list's URL.
	 */
	restoreFromUrl: () => void;
	/**
	 * Follows back and forward (SPEC §2): the list shows what the URL says. Returns the function
	 * that stops following; a list that keeps out of the URL follows nothing.
	 */
	followHistory: () => () => void;
};

const NO_OPTIONS: EventOptions = { room: [], type: [], tag: [], series: [], genre: [] };

/**
 * Fetches the code that talks to the back end ahead of time, when the visitor reaches for the
 * filters, so the first choice answers as fast as the ones after it.
 */
export function prepareEventCalls(): void {
	void api();
}

const api = () => import('./api.ts');

/**
 * Makes one event list for `config`, showing `initial` (what the server rendered) until
 * `start()` is called in the browser; nothing is requested before.
 */
export function createEventsStore(config: EventsConfig, initial: EventsStart = {}): EventsStore {
	const bounds = config.bounds;
	const firstDay = (today: string = todayInBerlin()) => firstDayWithin(bounds, today);
	const $list = map<EventsState>(eventsStateFrom(initial, firstDay()));
	const $options = map<EventOptions>({ ...NO_OPTIONS, ...initial.options });
	const $optionsLoading = map<Record<EventFilterKey, boolean>>({
		room: false,
		type: false,
		tag: false,
		series: false,
		genre: false,
	});
	const $calendar = map<EventCalendar>({ dates: null, loading: false });
	let listRequest: AbortController | null = null;
	let calendarRequest: AbortController | null = null;
	let teasersLoaded = false;

	const currentQuery = (): EventsQuery => {
		const { date, filters, quick } = $list.get();
		return { date, filters, quick };
	};

	/** The back end's event query for one page of `query`, within the bounds. */
	const eventsSearch = (query: EventsQuery, page: number): string =>
		withQuery('', {
			date: query.date,
			date_to: bounds?.to,
			...query.filters,
			tag: bounds?.tag ?? query.filters.tag,
			filter: query.quick,
			page,
			page_size: config.pageSize,
		}).slice(1);

	const pathOfUrl = () => (config.urlMode === 'overlay' ? location.pathname : config.listPath);

	const writeUrl = (query: EventsQuery): void => {
		if (config.urlMode === 'none') return;
		history.pushState(null, '', urlForQuery(query, pathOfUrl(), config.urlMode));
	};

	const scrollToTop = (): void => {
		if (config.urlMode === 'none') return;
		if (config.scrollToTop) config.scrollToTop();
		else window.scrollTo({ top: 0 });
	};

	async function fetchPage(page: number): Promise<void> {
		listRequest?.abort();
		const request = new AbortController();
		listRequest = request;
		const query = currentQuery();
		$list.set({ ...$list.get(), loading: true, failed: false });
		try {
			const { fetchEventsPage } = await api();
			const answer = await fetchEventsPage(
				config.locale,
				eventsSearch(query, page),
				request.signal,
			);
			if (request.signal.aborted) return;
			const state = $list.get();
			$list.set({
				...state,
				page,
				count: answer.count,
				hasNext: answer.hasNext,
				events: page === state.firstPage ? answer.events : [...state.events, ...answer.events],
				loading: false,
			});
		} catch (error) {
			if (request.signal.aborted) return;
			console.error('event list failed', error);
			$list.set({ ...$list.get(), loading: false, failed: true });
		} finally {
			if (listRequest === request) listRequest = null;
		}
	}

	/** Loads `page` of the current query and appends it (page 1 replaces the list). */
	const loadPage = (page: number): Promise<void> => task(() => fetchPage(page));

	async function fetchAvailableDays(): Promise<void> {
		calendarRequest?.abort();
		const request = new AbortController();
		calendarRequest = request;
		const { filters } = $list.get();
		$calendar.setKey('loading', true);
		try {
			const { fetchAvailableDates } = await api();
			const search = withQuery('', { date: todayInBerlin(), ...filters }).slice(1);
			const dates = await fetchAvailableDates(config.locale, search, request.signal);
			if (request.signal.aborted) return;
			$calendar.set({ dates, loading: false });
		} catch (error) {
			if (request.signal.aborted) return;
			console.error('event calendar failed', error);
			$calendar.setKey('loading', false);
		}
	}

	async function fetchFilterOptions(): Promise<void> {
		const { fetchOptions } = await api();
		await Promise.all(
			EVENT_FILTERS.filter((key) => $options.get()[key].length === 0).map(async (key) => {
				$optionsLoading.setKey(key, true);
				try {
					$options.setKey(key, await fetchOptions(config.locale, key));
				} catch (error) {
					console.error(`event filter options ${key} failed`, error);
				} finally {
					$optionsLoading.setKey(key, false);
				}
			}),
		);
	}

	async function fetchTeaserCards(): Promise<void> {
		try {
			const { fetchTeasers } = await api();
			$list.setKey('teasers', await fetchTeasers(config.locale));
		} catch (error) {
			teasersLoaded = false;
			console.error('event teasers failed', error);
		}
	}

	const store: EventsStore = {
		config,
		$list,
		$options,
		$optionsLoading,
		$calendar,
		firstDay,
		currentQuery,

		start(next = initial) {
			listRequest?.abort();
			calendarRequest?.abort();
			$list.set(eventsStateFrom(next, firstDay()));
			$calendar.set({ dates: null, loading: false });
			const wantsTeasers = config.teasers ?? true;
			teasersLoaded = !wantsTeasers || next.teasers !== undefined;
			if (next.options) $options.set(next.options);
			if (next.page === undefined) void loadPage($list.get().firstPage);
			if (!teasersLoaded) void store.loadTeasers();
			if (!next.options && (config.filterable ?? true)) void store.loadFilterOptions();
		},

		changeQuery(next, fromHistory = false) {
			const current = currentQuery();
			if (sameQuery(next, current)) return;
			// The calendar's days depend on the filters, not on the chosen day.
			if (!sameQuery({ ...next, date: current.date, quick: null }, { ...current, quick: null })) {
				calendarRequest?.abort();
				$calendar.set({ dates: null, loading: false });
			}
			$list.set({
				...$list.get(),
				...next,
				firstPage: 1,
				page: 0,
				count: 0,
				hasNext: false,
				events: [],
			});
			scrollToTop();
			if (!fromHistory) writeUrl(next);
			void loadPage(1);
		},

		chooseFilter(key, value) {
			const filters: EventFilters = { ...$list.get().filters };
			if (value === null) delete filters[key];
			else
				Object.assign(filters, {
					[key]: key === 'type' || key === 'access' ? value : Number(value),
				});
			store.changeQuery({ ...currentQuery(), filters });
		},

		chooseDate(day) {
			store.changeQuery({ ...currentQuery(), date: day ?? firstDay() });
		},

		chooseQuickFilter(quick) {
			store.changeQuery({ ...currentQuery(), quick });
		},

		resetFilters() {
			store.changeQuery({ date: firstDay(), filters: {}, quick: null });
		},

		loadNextPage() {
			const state = $list.get();
			if (state.loading || !state.hasNext || state.failed) return;
			void loadPage(state.page + 1);
		},

		retry() {
			const state = $list.get();
			void loadPage(state.page === 0 ? state.firstPage : state.page + 1);
		},

		loadAvailableDates: () => task(fetchAvailableDays),

		loadFilterOptions: () => task(fetchFilterOptions),

		loadTeasers() {
			if (teasersLoaded) return Promise.resolve();
			teasersLoaded = true;
			return task(fetchTeaserCards);
		},

		restoreFromUrl() {
			if (config.urlMode === 'none') return;
			const today = todayInBerlin();
			const query = readSearch(location.search, today);
			if (query) {
				store.changeQuery(query, true);
				return;
			}
			const plain: EventsQuery = { date: today, filters: {}, quick: null };
			history.replaceState(null, '', urlForQuery(plain, pathOfUrl(), config.urlMode, today));
			store.changeQuery(plain, true);
		},

		followHistory() {
			if (config.urlMode === 'none') return () => undefined;
			const restore = () => {
				if (config.urlMode === 'overlay' && !overlayInSearch(location.search)) return;
				store.restoreFromUrl();
			};
			addEventListener('popstate', restore);
			return () => removeEventListener('popstate', restore);
		},
	};
	return store;
}
