import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstDayWithin, todayInBerlin } from '../../../src/lib/events/bounds.ts';
import {
	queryFromSearch,
	showsResetAll,
	showsTeasers,
	urlForQuery,
} from '../../../src/lib/events/list-query.ts';
import type { EventsStart } from '../../../src/lib/events/list-state.ts';
import {
	createEventsStore,
	type EventsConfig,
	type EventsStore,
} from '../../../src/stores/events/list.ts';
import {
	$eventOverlay,
	closeEventOverlay,
	openEventOverlay,
} from '../../../src/stores/events/overlay.ts';
import { $scrollLocks } from '../../../src/stores/header.ts';
import { setTransport } from '../../../src/lib/cms/index.ts';
import { eventsJsonHandler } from '../../../src/views/event/events-json.ts';

const TODAY = todayInBerlin();

/** An event as the back end lists it; its start is `day` at 19:30 in Berlin (winter time). */
function apiEvent(id: number, day = '2099-12-05', extra: Record<string, unknown> = {}) {
	return {
		id,
		slug: `event-${id}`,
		name: `Event ${id}`,
		url: `/de/events/event-${id}/${id}`,
		date_start: `${day}T19:30:00+01:00`,
		event_type_new: 'concert',
		...extra,
	};
}

function paged(results: unknown[], count: number, next: boolean) {
	return { count, next: next ? 'next' : null, previous: null, results };
}

type Route = (url: URL) => unknown;

/**
 * A fake back end: answers per path from `routes`, records every requested URL. The browser's
 * calls go to the site's JSON endpoints, which run for real and reach this back end through the
 * content client's transport.
 */
function fakeBackend(routes: Record<string, Route>) {
	const requests: URL[] = [];
	setTransport(async (path) => {
		const url = new URL(path, 'http://site.test');
		requests.push(url);
		const route = routes[url.pathname];
		if (!route) return new Response('{"error":"not found"}', { status: 404 });
		return Response.json(route(url));
	});
	const fetchMock = vi.fn(async (input: string) => {
		const url = new URL(input, 'http://site.test');
		const [, locale, name] = /^\/(de|en)\/events\/([a-z]+)\.json$/.exec(url.pathname) ?? [];
		const handler = eventsJsonHandler(name ?? '');
		if (locale !== 'de' || !handler) return new Response('{"error":"not found"}', { status: 404 });
		return handler({ locale }, url.searchParams);
	});
	vi.stubGlobal('fetch', fetchMock);
	return requests;
}

/** A browser location and history good enough for the store. */
function fakeBrowser(path = '/de/events', search = '') {
	const location = { pathname: path, search };
	const listeners = new Map<string, Set<() => void>>();
	const go = (url: string) => {
		const parsed = new URL(url, 'http://site.test');
		location.pathname = parsed.pathname;
		location.search = parsed.search;
	};
	const history = {
		pushState: vi.fn((_state: unknown, _title: string, url: string) => go(url)),
		replaceState: vi.fn((_state: unknown, _title: string, url: string) => go(url)),
	};
	vi.stubGlobal('location', location);
	vi.stubGlobal('history', history);
	vi.stubGlobal('window', { scrollTo: vi.fn() });
	vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
		if (!listeners.has(type)) listeners.set(type, new Set());
		listeners.get(type)?.add(listener);
	});
	vi.stubGlobal('removeEventListener', (type: string, listener: () => void) => {
		listeners.get(type)?.delete(listener);
	});
	/** The browser's back button: the URL changes, then popstate fires. */
	const back = (url: string) => {
		go(url);
		for (const listener of listeners.get('popstate') ?? []) listener();
	};
	return { location, history, back };
}

const PAGE: EventsConfig = { locale: 'de', listPath: '/de/events', pageSize: 10, urlMode: 'page' };

const OPTIONS = {
	room: [{ value: '3', name: 'Festsaal' }],
	type: [{ value: 'konzert', name: 'Konzert' }],
	tag: [],
	series: [],
	genre: [],
};

/** Every list made in a test, so each is cleaned up afterwards. */
const made: EventsStore[] = [];

/** A list for `config`, started from `start` as the island starts it in the browser. */
function startList(config: EventsConfig, start: EventsStart = {}): EventsStore {
	const list = createEventsStore(config, start);
	made.push(list);
	list.start();
	return list;
}

/** The list as the events page starts it: page 1 of 25 events rendered by the server. */
function startRendered(): EventsStore {
	return startList(PAGE, {
		page: 1,
		count: 25,
		hasNext: true,
		events: [],
		teasers: [],
		options: OPTIONS,
	});
}

beforeEach(() => {
	vi.spyOn(console, 'warn').mockImplementation(() => undefined);
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
	for (const list of made.splice(0)) {
		cleanStores(list.$list, list.$options, list.$optionsLoading, list.$calendar);
	}
	cleanStores($eventOverlay, $scrollLocks);
	$scrollLocks.set([]);
	$eventOverlay.set(false);
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	setTransport(null);
});

describe('reading and writing the URL (SPEC §2, §5)', () => {
	it('reads date, filters by id, type by slug and the quick filter', () => {
		expect(queryFromSearch('?date=05-12-2099&room=3&type=konzert&filter=weekend', TODAY)).toEqual({
			date: '2099-12-05',
			filters: { room: 3, type: 'konzert' },
			quick: 'weekend',
		});
		expect(queryFromSearch('', TODAY)).toEqual({ date: TODAY, filters: {}, quick: null });
	});

	it('logs an invalid query and shows the plain list', () => {
		expect(queryFromSearch('?date=31-02-2099&room=3', TODAY)).toEqual({
			date: TODAY,
			filters: {},
			quick: null,
		});
		expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('date=31-02-2099'));
		expect(queryFromSearch('?room=festsaal', TODAY).filters).toEqual({});
	});

	it('writes dd-mm-yyyy unless the day is today, and overlay=true in the overlay', () => {
		const query = { date: '2099-12-05', filters: { room: 3 }, quick: null };
		expect(urlForQuery(query, '/de/events', 'page', TODAY)).toBe(
			'/de/events?date=05-12-2099&room=3',
		);
		expect(urlForQuery({ ...query, date: TODAY }, '/de/events', 'page', TODAY)).toBe(
			'/de/events?room=3',
		);
		expect(
			urlForQuery({ date: TODAY, filters: {}, quick: 'next_3_days' }, '/de/magazine', 'overlay'),
		).toBe('/de/magazine?filter=next_3_days&overlay=true');
	});
});

describe('what the list offers', () => {
	const query = (filters: object, date = TODAY, quick: 'weekend' | null = null) => ({
		date,
		filters,
		quick,
	});

	it('offers reset-all for two filters, or one filter and a day other than today', () => {
		expect(showsResetAll(query({ room: 3 }), TODAY)).toBe(false);
		expect(showsResetAll(query({}, '2099-12-05'), TODAY)).toBe(false);
		expect(showsResetAll(query({ room: 3 }, '2099-12-05'), TODAY)).toBe(true);
		expect(showsResetAll(query({ room: 3, tag: 4 }), TODAY)).toBe(true);
		expect(showsResetAll(query({ room: 3 }, TODAY, 'weekend'), TODAY)).toBe(true);
	});

	it('shows teasers only without filters', () => {
		expect(showsTeasers(query({}, '2099-12-05'))).toBe(true);
		expect(showsTeasers(query({ genre: 2 }))).toBe(false);
		expect(showsTeasers(query({}, TODAY, 'weekend'))).toBe(false);
	});
});

describe('changing filters (SPEC §4 Event list)', () => {
	it('starts from what the server rendered without a request', async () => {
		fakeBrowser();
		const requests = fakeBackend({});
		const list = startRendered();
		await allTasks();
		expect(requests).toEqual([]);
		expect(list.$list.get()).toMatchObject({ page: 1, count: 25, hasNext: true, loading: false });
		expect(list.$options.get().room).toEqual([{ value: '3', name: 'Festsaal' }]);
	});

	it('resets list and page, scrolls up, writes the URL and loads page 1 parsed by the contract', async () => {
		const browser = fakeBrowser();
		const requests = fakeBackend({
			'/de/api/events/': () =>
				paged(
					[
						apiEvent(1, '2099-12-05', {
							seat_groups: [{ id: 1, seat_group: 'A', status: '0', prices: [] }],
						}),
					],
					1,
					false,
				),
		});
		const list = startRendered();
		list.chooseFilter('room', '3');
		expect(list.$list.get()).toMatchObject({
			filters: { room: 3 },
			page: 0,
			events: [],
			loading: true,
		});
		expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
		expect(browser.history.pushState).toHaveBeenCalledWith(null, '', '/de/events?room=3');
		await allTasks();
		const params = Object.fromEntries(requests[0]?.searchParams ?? []);
		expect(params).toEqual({ date: TODAY, room: '3', page: '1', page_size: '10' });
		expect(list.$list.get()).toMatchObject({ page: 1, count: 1, hasNext: false, loading: false });
		expect(list.$list.get().events[0]).toMatchObject({ id: 1, soldOut: true, preline: '' });
	});

	it('sends the quick filter and the date to the back end, and resets everything', async () => {
		const browser = fakeBrowser();
		const requests = fakeBackend({ '/de/api/events/': () => paged([], 0, false) });
		const list = startRendered();
		list.chooseDate('2099-12-05');
		list.chooseQuickFilter('weekend');
		await allTasks();
		expect(requests.at(-1)?.searchParams.get('filter')).toBe('weekend');
		expect(requests.at(-1)?.searchParams.get('date')).toBe('2099-12-05');
		expect(browser.location.search).toBe('?date=05-12-2099&filter=weekend');
		list.resetFilters();
		await allTasks();
		expect(browser.location.search).toBe('');
		expect(list.$list.get()).toMatchObject({ date: TODAY, filters: {}, quick: null });
	});

	it('ignores a choice that changes nothing', () => {
		const browser = fakeBrowser();
		fakeBackend({});
		const list = startRendered();
		list.chooseDate(null);
		expect(browser.history.pushState).not.toHaveBeenCalled();
	});

	it('keeps only the answer of the latest query', async () => {
		fakeBrowser();
		fakeBackend({
			'/de/api/events/': (url) => paged([apiEvent(Number(url.searchParams.get('room')))], 1, false),
		});
		const list = startRendered();
		list.chooseFilter('room', '3');
		list.chooseFilter('room', '4');
		await allTasks();
		expect(list.$list.get().events.map((event) => event.id)).toEqual([4]);
	});

	it('marks a broken answer as failed and keeps the list', async () => {
		fakeBrowser();
		fakeBackend({ '/de/api/events/': () => ({ count: 'many' }) });
		const list = startRendered();
		list.chooseFilter('room', '3');
		await allTasks();
		expect(list.$list.get()).toMatchObject({ loading: false, failed: true, events: [] });
	});
});

describe('infinite loading', () => {
	it('appends the next page while one exists and none is loading', async () => {
		fakeBrowser();
		const requests = fakeBackend({
			'/de/api/events/': (url) => {
				const page = Number(url.searchParams.get('page'));
				return paged([apiEvent(page * 10)], 3, page < 3);
			},
		});
		const list = startList(PAGE, {
			page: 1,
			count: 3,
			hasNext: true,
			events: [],
			teasers: [],
			options: OPTIONS,
		});
		list.loadNextPage();
		list.loadNextPage();
		await allTasks();
		expect(requests).toHaveLength(1);
		list.loadNextPage();
		await allTasks();
		expect(list.$list.get()).toMatchObject({ page: 3, hasNext: false });
		expect(list.$list.get().events.map((event) => event.id)).toEqual([20, 30]);
		list.loadNextPage();
		await allTasks();
		expect(requests).toHaveLength(2);
	});

	it('loads page 1, teasers and options itself when nothing was rendered (the overlay)', async () => {
		fakeBrowser('/de/magazine');
		const requests = fakeBackend({
			'/de/api/events/': () => paged([apiEvent(1)], 1, false),
			'/de/api/teasers/': () => [],
			'/de/api/rooms/': () => [
				{ id: 3, name: 'Festsaal', slug: 'festsaal' },
				{ id: 4, name: 'Depot', slug: 'depot', show_in_filter: false },
			],
			'/de/api/exhibition-types/': () => [{ id: 9, name: 'Konzert', slug: 'konzert' }],
			'/de/api/event-tags/': () => [],
			'/de/api/series/': () => [],
			'/de/api/genres/': () => [],
		});
		const list = startList({ ...PAGE, urlMode: 'overlay' });
		await allTasks();
		expect(requests.map((url) => url.pathname).sort()).toEqual([
			'/de/api/event-tags/',
			'/de/api/events/',
			'/de/api/exhibition-types/',
			'/de/api/genres/',
			'/de/api/rooms/',
			'/de/api/series/',
			'/de/api/teasers/',
		]);
		expect(list.$options.get().room).toEqual([{ value: '3', name: 'Festsaal' }]);
		expect(list.$options.get().type).toEqual([{ value: 'konzert', name: 'Konzert' }]);
		expect(list.$list.get()).toMatchObject({ page: 1, count: 1 });
	});
});

describe('the calendar', () => {
	it('loads the days with events for the filters, and again only when the filters change', async () => {
		fakeBrowser();
		const requests = fakeBackend({
			'/de/api/calendar/': () => ({ dates: ['2099-12-05', '2099-12-06'] }),
			'/de/api/events/': () => paged([], 0, false),
		});
		const list = startRendered();
		list.chooseFilter('room', '3');
		await list.loadAvailableDates();
		expect(list.$calendar.get()).toEqual({ dates: ['2099-12-05', '2099-12-06'], loading: false });
		const calendarCall = requests.find((url) => url.pathname === '/de/api/calendar/');
		expect(calendarCall?.searchParams.get('room')).toBe('3');
		list.chooseDate('2099-12-06');
		expect(list.$calendar.get().dates).not.toBeNull();
		list.chooseFilter('room', null);
		expect(list.$calendar.get().dates).toBeNull();
		await allTasks();
	});
});

describe('back and forward (SPEC §2)', () => {
	it('restores the previous filter without writing the URL again', async () => {
		const browser = fakeBrowser();
		fakeBackend({ '/de/api/events/': () => paged([], 0, false) });
		const list = startRendered();
		const stop = list.followHistory();
		list.chooseFilter('room', '3');
		list.chooseFilter('type', 'konzert');
		await allTasks();
		browser.back('/de/events?room=3');
		expect(list.$list.get().filters).toEqual({ room: 3 });
		expect(browser.history.pushState).toHaveBeenCalledTimes(2);
		await allTasks();
		stop();
		browser.back('/de/events');
		expect(list.$list.get().filters).toEqual({ room: 3 });
	});

	it('replaces an invalid URL by the plain list', async () => {
		const browser = fakeBrowser();
		fakeBackend({ '/de/api/events/': () => paged([], 0, false) });
		const list = startRendered();
		const stop = list.followHistory();
		list.chooseFilter('room', '3');
		browser.back('/de/events?room=abc');
		expect(browser.history.replaceState).toHaveBeenCalledWith(null, '', '/de/events');
		expect(list.$list.get().filters).toEqual({});
		expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('room=abc'));
		await allTasks();
		stop();
	});
});

describe('the event overlay (SPEC §2)', () => {
	it('writes overlay=true while open, holds the page, and clears the query on close', () => {
		const browser = fakeBrowser('/de/magazine');
		const list = startList(
			{ ...PAGE, urlMode: 'overlay' },
			{ page: 1, teasers: [], options: OPTIONS },
		);
		openEventOverlay(list);
		expect($eventOverlay.get()).toBe(true);
		expect(browser.location.search).toBe('?overlay=true');
		expect($scrollLocks.get()).toContain('event-overlay');
		closeEventOverlay();
		expect($eventOverlay.get()).toBe(false);
		expect(browser.location).toMatchObject({ pathname: '/de/magazine', search: '' });
		expect($scrollLocks.get()).not.toContain('event-overlay');
	});

	it('keeps its filters in the current page query', async () => {
		const browser = fakeBrowser('/de/magazine');
		fakeBackend({ '/de/api/events/': () => paged([], 0, false) });
		const list = startList(
			{ ...PAGE, urlMode: 'overlay' },
			{ page: 1, teasers: [], options: OPTIONS },
		);
		openEventOverlay(list);
		list.changeQuery({ date: TODAY, filters: { genre: 5 }, quick: null });
		expect(`${browser.location.pathname}${browser.location.search}`).toBe(
			'/de/magazine?genre=5&overlay=true',
		);
		await allTasks();
	});
});

describe("an event-list block's fixed window", () => {
	const BLOCK: EventsConfig = {
		locale: 'de',
		listPath: '/de/events',
		pageSize: 6,
		urlMode: 'none',
		bounds: { from: '2099-12-01', to: '2099-12-31', tag: 7 },
		teasers: false,
		filterable: true,
	};
	const OPTION_PATHS = ['rooms', 'exhibition-types', 'event-tags', 'series', 'genres'];
	const options = Object.fromEntries(OPTION_PATHS.map((path) => [`/de/api/${path}/`, () => []]));

	/** The query the back end was last asked for, without page and page size. */
	const lastEventsQuery = (requests: URL[]) => {
		const call = requests.filter((url) => url.pathname === '/de/api/events/').at(-1);
		return Object.fromEntries(call?.searchParams ?? []);
	};

	it('asks for its window and tag only, and neither teasers nor options it does not show', async () => {
		fakeBrowser('/de');
		const requests = fakeBackend({ '/de/api/events/': () => paged([apiEvent(1)], 1, false) });
		const list = startList({ ...BLOCK, filterable: false });
		expect(list.$list.get()).toMatchObject({ date: '2099-12-01', loading: true });
		await allTasks();
		expect(requests.map((url) => url.pathname)).toEqual(['/de/api/events/']);
		expect(lastEventsQuery(requests)).toEqual({
			date: '2099-12-01',
			date_to: '2099-12-31',
			tag: '7',
			page: '1',
			page_size: '6',
		});
		expect(list.$list.get()).toMatchObject({ page: 1, count: 1, loading: false });
	});

	it('starts today when its first day has passed, and ends at date_to still', async () => {
		fakeBrowser('/de');
		const requests = fakeBackend({ '/de/api/events/': () => paged([], 0, false) });
		startList({ ...BLOCK, bounds: { from: '2020-01-01', to: '2099-01-31', tag: null } });
		await allTasks();
		expect(lastEventsQuery(requests)).toMatchObject({ date: TODAY, date_to: '2099-01-31' });
		expect(lastEventsQuery(requests)).not.toHaveProperty('tag');
		expect(firstDayWithin({ from: null, to: null, tag: null }, TODAY)).toBe(TODAY);
	});

	it('filters within its window without touching the URL or scrolling the page', async () => {
		const browser = fakeBrowser('/de', '?keep=1');
		const requests = fakeBackend({ ...options, '/de/api/events/': () => paged([], 0, false) });
		const list = startList(BLOCK);
		list.chooseFilter('room', '3');
		list.chooseQuickFilter('weekend');
		await allTasks();
		expect(lastEventsQuery(requests)).toEqual({
			date: '2099-12-01',
			date_to: '2099-12-31',
			room: '3',
			tag: '7',
			filter: 'weekend',
			page: '1',
			page_size: '6',
		});
		// The tag is the block's: a chosen one cannot replace it.
		list.chooseFilter('tag', '9');
		await allTasks();
		expect(lastEventsQuery(requests)).toMatchObject({ tag: '7' });
		list.resetFilters();
		await allTasks();
		expect(list.$list.get()).toMatchObject({ date: '2099-12-01', filters: {}, quick: null });
		expect(browser.history.pushState).not.toHaveBeenCalled();
		expect(browser.history.replaceState).not.toHaveBeenCalled();
		expect(window.scrollTo).not.toHaveBeenCalled();
		expect(browser.location.search).toBe('?keep=1');
	});

	it('ignores back and forward', async () => {
		const browser = fakeBrowser('/de');
		fakeBackend({ ...options, '/de/api/events/': () => paged([], 0, false) });
		const list = startList(BLOCK);
		const stop = list.followHistory();
		list.chooseFilter('room', '3');
		browser.back('/de?room=4&date=05-12-2099');
		expect(list.$list.get()).toMatchObject({ date: '2099-12-01', filters: { room: 3 } });
		stop();
		await allTasks();
	});

	it("loads the next page on 'Show more' within the same window", async () => {
		fakeBrowser('/de');
		const requests = fakeBackend({
			'/de/api/events/': (url) => {
				const page = Number(url.searchParams.get('page'));
				return paged([apiEvent(page)], 2, page < 2);
			},
		});
		const list = startList({ ...BLOCK, filterable: false });
		await allTasks();
		expect(list.$list.get()).toMatchObject({ page: 1, hasNext: true });
		list.loadNextPage();
		await allTasks();
		expect(lastEventsQuery(requests)).toMatchObject({ page: '2', date_to: '2099-12-31', tag: '7' });
		expect(list.$list.get().events.map((event) => event.id)).toEqual([1, 2]);
		expect(list.$list.get().hasNext).toBe(false);
	});
});

describe('several lists on one page', () => {
	it('keep their own filters, pages and requests (a block and the overlay)', async () => {
		const browser = fakeBrowser('/de');
		const requests = fakeBackend({
			'/de/api/events/': (url) =>
				paged([apiEvent(Number(url.searchParams.get('room') ?? 1))], 1, false),
			'/de/api/teasers/': () => [],
		});
		const block = startList(
			{ ...PAGE, urlMode: 'none', bounds: { from: null, to: '2099-12-31', tag: null } },
			{ options: OPTIONS },
		);
		const overlay = startList({ ...PAGE, urlMode: 'overlay' }, { options: OPTIONS });
		await allTasks();
		openEventOverlay(overlay);
		overlay.chooseFilter('room', '4');
		block.chooseFilter('room', '3');
		await allTasks();
		expect(overlay.$list.get().filters).toEqual({ room: 4 });
		expect(block.$list.get().filters).toEqual({ room: 3 });
		expect(overlay.$list.get().events.map((event) => event.id)).toEqual([4]);
		expect(block.$list.get().events.map((event) => event.id)).toEqual([3]);
		// Only the overlay writes the URL; the block's choice left it as the overlay set it.
		expect(browser.location.search).toBe('?room=4&overlay=true');
		const blockCalls = requests.filter((url) => url.searchParams.get('date_to') === '2099-12-31');
		expect(blockCalls.map((url) => url.searchParams.get('room'))).toEqual([null, '3']);
		closeEventOverlay();
	});
});
