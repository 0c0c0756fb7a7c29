import { atom, map, task } from 'nanostores';
import type { Locale } from '../lib/contract/common.ts';
import type { EventFilterKey } from '../lib/contract/taxonomy.ts';
import type { EventCardData, OptionData, TeaserCardData } from '../islands/event-list/cards.ts';
import { berlinDayOf } from '../views/event/event-days.ts';
import {
	activeFilters,
	EVENT_FILTERS,
	eventsHref,
	parseEventsQuery,
	type EventFilters,
	type QuickFilter,
} from '../views/event/events-query.ts';
import { withQuery } from '../views/event/list-query.ts';
import { lockPageScroll, unlockPageScroll } from './header.ts';

/**
 * The event list's state (SPEC §3 'Filter state of events', §4 'Event list'): the chosen date,
 * filters and quick filter, the loaded pages, the teasers, the options of each filter and the
 * days that have events. Islands read it with `useStore` and change it only through the actions
 * below, which call the same-origin back end and keep the URL in step.
 */

/** What the list is filtered by; `date` is the first day shown (yyyy-mm-dd). */
export type EventsQuery = { date: string; filters: EventFilters; quick: QuickFilter | null };

/** The list: the query, the pages loaded so far and whether a page is on its way. */
export type EventsState = EventsQuery & {
	/** The page the list starts at (> 1 only when the visitor arrived on a later page). */
	firstPage: number;
	/** The last page loaded; 0 before the first answer. */
	page: number;
	count: number;
	hasNext: boolean;
	events: EventCardData[];
	teasers: TeaserCardData[];
	loading: boolean;
	/** The last call failed; the list shows what it has and offers to try again. */
	failed: boolean;
};

/** The options of each filter. */
export type EventOptions = Record<EventFilterKey, OptionData[]>;

/** The days with events for the current filters (the calendar offers only these); null: not loaded. */
export type EventCalendar = { dates: string[] | null; loading: boolean };

/** Where the list lives and how it mirrors itself in the URL. */
export type EventsConfig = {
	locale: Locale;
	/** The events page; in the overlay the URL of the page underneath is written instead. */
	listPath: string;
	pageSize: number;
	/** 'page': the events page's own query; 'overlay': the current page with overlay=true. */
	urlMode: 'page' | 'overlay';
	/** Brings the list's top into view after a change of filters (default: the window's top). */
	scrollToTop?: (() => void) | undefined;
};

/** What the server already rendered, so the island starts without a request. */
export type EventsStart = Partial<Omit<EventsState, 'loading' | 'failed'>> & {
	options?: EventOptions | undefined;
};

const NO_OPTIONS: EventOptions = { room: [], type: [], tag: [], series: [], genre: [] };

/** Today in Berlin, the list's default first day (SPEC §4 'sets date to today if empty'). */
export function todayInBerlin(now: Date = new Date()): string {
	return berlinDayOf(now);
}

export const $events = map<EventsState>({
	date: todayInBerlin(),
	filters: {},
	quick: null,
	firstPage: 1,
	page: 0,
	count: 0,
	hasNext: false,
	events: [],
	teasers: [],
	loading: false,
	failed: false,
});

export const $eventOptions = map<EventOptions>({ ...NO_OPTIONS });

/** Per filter: its options are on their way. */
export const $eventOptionsLoading = map<Record<EventFilterKey, boolean>>({
	room: false,
	type: false,
	tag: false,
	series: false,
	genre: false,
});

export const $eventCalendar = map<EventCalendar>({ dates: null, loading: false });

/** The full-screen event overlay 'Programm und Karten' is open (SPEC §2). */
export const $eventOverlay = atom<boolean>(false);

let config: EventsConfig = { locale: 'de', listPath: '/de/events', pageSize: 10, urlMode: 'page' };
let listRequest: AbortController | null = null;
let calendarRequest: AbortController | null = null;
let teasersLoaded = false;

const api = () => import('../islands/event-list/events-api.ts');

/**
 * Fetches the code that talks to the back end ahead of time, when the visitor reaches for the
 * filters, so the first choice answers as fast as the ones after it.
 */
export function prepareEventCalls(): void {
	void api();
}

/** How many filters are chosen, the quick filter included. */
export function filterCount(query: Pick<EventsQuery, 'filters' | 'quick'>): number {
	return Object.keys(query.filters).length + (query.quick ? 1 : 0);
}

/**
 * Whether 'reset all' is offered (SPEC §2): more than one filter, or one filter and a date other
 * than today.
 */
export function showsResetAll(query: EventsQuery, today: string = todayInBerlin()): boolean {
	const count = filterCount(query);
	return count > 1 || (count === 1 && query.date !== today);
}

/** Teasers show only in the unfiltered list (SPEC §3). */
export function showsTeasers(query: EventsQuery): boolean {
	return filterCount(query) === 0;
}

/**
 * The query of a URL's search part, or null when it is invalid (SPEC §5: a date that is no real
 * dd-mm-yyyy day, a non-numeric filter), which is logged.
 */
function readSearch(search: string, today: string): EventsQuery | null {
	const parsed = parseEventsQuery(new URLSearchParams(search));
	if (!parsed.valid) {
		console.warn(`event list: invalid ${parsed.key}=${parsed.value}, showing the plain list`);
		return null;
	}
	const { date, filter } = parsed.query;
	return { date: date ?? today, filters: activeFilters(parsed.query), quick: filter ?? null };
}

/** The query of a URL's search part; an invalid one is logged and read as the plain list. */
export function queryFromSearch(search: string, today: string = todayInBerlin()): EventsQuery {
	return readSearch(search, today) ?? { date: today, filters: {}, quick: null };
}

/** The URL that mirrors `query` (SPEC §2): date as dd-mm-yyyy unless today, filters by id. */
export function urlForQuery(
	query: EventsQuery,
	path: string,
	mode: EventsConfig['urlMode'],
	today: string = todayInBerlin(),
): string {
	return eventsHref(
		path,
		{
			date: query.date === today ? undefined : query.date,
			...query.filters,
			filter: query.quick ?? undefined,
		},
		mode === 'overlay' ? { overlay: 'true' } : {},
	);
}

/** The back end's event query for one page of `query`. */
function eventsSearch(query: EventsQuery, page: number): string {
	return withQuery('', {
		date: query.date,
		...query.filters,
		filter: query.quick,
		page,
		page_size: config.pageSize,
	}).slice(1);
}

function sameQuery(a: EventsQuery, b: EventsQuery): boolean {
	return (
		a.date === b.date &&
		a.quick === b.quick &&
		EVENT_FILTERS.every((key) => a.filters[key] === b.filters[key])
	);
}

function currentQuery(): EventsQuery {
	const { date, filters, quick } = $events.get();
	return { date, filters, quick };
}

function writeUrl(query: EventsQuery): void {
	const path = config.urlMode === 'overlay' ? location.pathname : config.listPath;
	history.pushState(null, '', urlForQuery(query, path, config.urlMode));
}

function scrollToTop(): void {
	if (config.scrollToTop) config.scrollToTop();
	else window.scrollTo({ top: 0 });
}

/** Loads `page` of the current query and appends it (page 1 replaces the list). */
function loadPage(page: number): Promise<void> {
	return task(() => fetchPage(page));
}

async function fetchPage(page: number): Promise<void> {
	listRequest?.abort();
	const request = new AbortController();
	listRequest = request;
	const query = currentQuery();
	$events.set({ ...$events.get(), loading: true, failed: false });
	try {
		const { fetchEventsPage } = await api();
		const answer = await fetchEventsPage(config.locale, eventsSearch(query, page), request.signal);
		if (request.signal.aborted) return;
		const state = $events.get();
		$events.set({
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
		$events.set({ ...$events.get(), loading: false, failed: true });
	} finally {
		if (listRequest === request) listRequest = null;
	}
}

/** Loads the days that have events for the current filters, from today on. */
export function loadAvailableDates(): Promise<void> {
	return task(fetchAvailableDays);
}

async function fetchAvailableDays(): Promise<void> {
	calendarRequest?.abort();
	const request = new AbortController();
	calendarRequest = request;
	const { filters } = $events.get();
	$eventCalendar.setKey('loading', true);
	try {
		const { fetchAvailableDates } = await api();
		const search = withQuery('', { date: todayInBerlin(), ...filters }).slice(1);
		const dates = await fetchAvailableDates(config.locale, search, request.signal);
		if (request.signal.aborted) return;
		$eventCalendar.set({ dates, loading: false });
	} catch (error) {
		if (request.signal.aborted) return;
		console.error('event calendar failed', error);
		$eventCalendar.setKey('loading', false);
	}
}

/** Loads the options of every filter that has none yet (hidden options left out). */
export function loadFilterOptions(): Promise<void> {
	return task(fetchFilterOptions);
}

async function fetchFilterOptions(): Promise<void> {
	const { fetchOptions } = await api();
	await Promise.all(
		EVENT_FILTERS.filter((key) => $eventOptions.get()[key].length === 0).map(async (key) => {
			$eventOptionsLoading.setKey(key, true);
			try {
				$eventOptions.setKey(key, await fetchOptions(config.locale, key));
			} catch (error) {
				console.error(`event filter options ${key} failed`, error);
			} finally {
				$eventOptionsLoading.setKey(key, false);
			}
		}),
	);
}

/** Loads the editorial teasers once. */
export function loadTeasers(): Promise<void> {
	if (teasersLoaded) return Promise.resolve();
	teasersLoaded = true;
	return task(fetchTeaserCards);
}

async function fetchTeaserCards(): Promise<void> {
	try {
		const { fetchTeasers } = await api();
		$events.setKey('teasers', await fetchTeasers(config.locale));
	} catch (error) {
		teasersLoaded = false;
		console.error('event teasers failed', error);
	}
}

/** The list state `start` describes (what the server rendered), before anything is loaded. */
export function eventsStateFrom(start: EventsStart, today: string = todayInBerlin()): EventsState {
	const { options: _options, ...list } = start;
	return {
		date: today,
		filters: {},
		quick: null,
		firstPage: 1,
		page: 0,
		count: 0,
		hasNext: false,
		events: [],
		teasers: [],
		...list,
		loading: false,
		failed: false,
	};
}

/**
 * Starts the list in `where`. With `start` (what the server rendered) nothing is requested but
 * what is missing; without a page the first one is loaded, without teasers or options those.
 */
export function startEvents(where: EventsConfig, start: EventsStart = {}): void {
	config = where;
	listRequest?.abort();
	calendarRequest?.abort();
	$events.set(eventsStateFrom(start));
	$eventCalendar.set({ dates: null, loading: false });
	teasersLoaded = start.teasers !== undefined;
	if (start.options) $eventOptions.set(start.options);
	if (start.page === undefined) void loadPage($events.get().firstPage);
	if (!teasersLoaded) void loadTeasers();
	if (!start.options) void loadFilterOptions();
}

/**
 * Shows the list for `next` (SPEC §4): resets list and page, scrolls to the top, writes the URL
 * (unless `fromHistory`) and loads the first page; the calendar's days are loaded again when
 * the calendar next needs them.
 */
export function changeQuery(next: EventsQuery, fromHistory = false): void {
	const current = currentQuery();
	if (sameQuery(next, current)) return;
	// The calendar's days depend on the filters, not on the chosen day.
	if (!sameQuery({ ...next, date: current.date, quick: null }, { ...current, quick: null })) {
		calendarRequest?.abort();
		$eventCalendar.set({ dates: null, loading: false });
	}
	$events.set({
		...$events.get(),
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
}

/** Chooses (or with null removes) the option `value` of filter `key`. */
export function chooseFilter(key: EventFilterKey, value: string | null): void {
	const filters: EventFilters = { ...$events.get().filters };
	if (value === null) delete filters[key];
	else Object.assign(filters, { [key]: key === 'type' ? value : Number(value) });
	changeQuery({ ...currentQuery(), filters });
}

/** Chooses the first day shown; null goes back to today. */
export function chooseDate(day: string | null): void {
	changeQuery({ ...currentQuery(), date: day ?? todayInBerlin() });
}

/** Chooses a quick filter (next three days, weekend); null removes it. */
export function chooseQuickFilter(quick: QuickFilter | null): void {
	changeQuery({ ...currentQuery(), quick });
}

/** Removes every filter and goes back to today (SPEC §2 'Reset filters'). */
export function resetFilters(): void {
	changeQuery({ date: todayInBerlin(), filters: {}, quick: null });
}

/** Loads the next page when none is loading and one exists (SPEC §4 infinite loading). */
export function loadNextPage(): void {
	const state = $events.get();
	if (state.loading || !state.hasNext || state.failed) return;
	void loadPage(state.page + 1);
}

/** Tries the failed call again: the next page, or the first when nothing is shown. */
export function retryEvents(): void {
	const state = $events.get();
	void loadPage(state.page === 0 ? state.firstPage : state.page + 1);
}

/**
 * Restores the list from the current URL (back and forward, SPEC §2); an invalid query is logged
 * and replaced by the plain list's URL.
 */
export function restoreFromUrl(): void {
	const today = todayInBerlin();
	const query = readSearch(location.search, today);
	if (query) {
		changeQuery(query, true);
		return;
	}
	const plain: EventsQuery = { date: today, filters: {}, quick: null };
	const path = config.urlMode === 'overlay' ? location.pathname : config.listPath;
	history.replaceState(null, '', urlForQuery(plain, path, config.urlMode, today));
	changeQuery(plain, true);
}

const OVERLAY_LOCK = 'event-overlay';

/** Shows or hides the overlay; open, it holds the page still (SPEC §4 'Menu and overlay'). */
function setOverlay(open: boolean): void {
	$eventOverlay.set(open);
	if (open) lockPageScroll(OVERLAY_LOCK);
	else unlockPageScroll(OVERLAY_LOCK);
}

/** Opens the overlay and writes overlay=true with the list's query into the URL. */
export function openEventOverlay(): void {
	if ($eventOverlay.get()) return;
	setOverlay(true);
	history.pushState(null, '', urlForQuery(currentQuery(), location.pathname, 'overlay'));
}

/** Shows the overlay when the URL asks for it (overlay=true), without writing the URL. */
export function restoreOverlayFromUrl(): void {
	if (overlayInUrl()) setOverlay(true);
}

/**
 * Closes the overlay and clears the query string (SPEC §2); `fromHistory` when the browser
 * already changed the URL (back, or a path change).
 */
export function closeEventOverlay(fromHistory = false): void {
	if (!$eventOverlay.get()) return;
	setOverlay(false);
	// Replaced, not pushed: 'back' then leaves the page instead of reopening the overlay.
	if (!fromHistory) history.replaceState(null, '', location.pathname);
}

/**
 * Follows back and forward (SPEC §2): the list shows what the URL says. Returns the function
 * that stops following.
 */
export function followListHistory(): () => void {
	const restore = () => {
		if (config.urlMode === 'overlay' && !overlayInUrl()) return;
		restoreFromUrl();
	};
	addEventListener('popstate', restore);
	return () => removeEventListener('popstate', restore);
}

/** The current URL asks for the overlay. */
function overlayInUrl(): boolean {
	return new URLSearchParams(location.search).get('overlay') === 'true';
}

/**
 * Follows back and forward for the overlay: it opens when the URL has overlay=true and closes
 * when it has not, or when the path changed (SPEC §2 'closes automatically when the path
 * changes'), also on Astro's client-side navigation. Returns the function that stops following.
 */
export function followOverlayHistory(): () => void {
	let path = location.pathname;
	const follow = () => {
		const samePath = location.pathname === path;
		path = location.pathname;
		if (overlayInUrl() && samePath) setOverlay(true);
		else closeEventOverlay(true);
	};
	const close = () => closeEventOverlay(true);
	addEventListener('popstate', follow);
	document.addEventListener('astro:before-swap', close);
	return () => {
		removeEventListener('popstate', follow);
		document.removeEventListener('astro:before-swap', close);
	};
}
