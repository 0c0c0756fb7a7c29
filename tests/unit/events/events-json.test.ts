import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '../../../src/lib/cms/index.ts';
import { eventsJsonHandler } from '../../../src/views/event/events-json.ts';

/** An event as the back end lists it. */
function apiEvent(id: number, extra: Record<string, unknown> = {}) {
	return {
		id,
		slug: `event-${id}`,
		name: `Event ${id}`,
		url: `/de/events/event-${id}/${id}`,
		date_start: '2099-12-05T19:30:00+01:00',
		event_type_new: 'concert',
		...extra,
	};
}

/** A back end answering `answer(url)` as JSON (a Response as it is); records each URL. */
function backend(answer: (url: URL) => unknown): URL[] {
	const requests: URL[] = [];
	setTransport(async (path) => {
		const url = new URL(path, 'http://cms.test');
		requests.push(url);
		const body = answer(url);
		return body instanceof Response ? body : Response.json(body);
	});
	return requests;
}

/** Calls GET /de/events/{name}.json?{search} and returns the status and JSON body. */
async function call(name: string, search = '') {
	const handler = eventsJsonHandler(name);
	if (!handler) throw new Error(`no endpoint ${name}`);
	const response = await handler({ locale: 'de' }, new URLSearchParams(search));
	return {
		status: response.status,
		cache: response.headers.get('Cache-Control'),
		body: (await response.json()) as Record<string, unknown>,
	};
}

beforeEach(() => {
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
	setTransport(null);
	vi.restoreAllMocks();
});

describe('the event list endpoints', () => {
	it('knows list, calendar, options and teasers only', () => {
		for (const name of ['list', 'calendar', 'options', 'teasers']) {
			expect(eventsJsonHandler(name)).not.toBeNull();
		}
		expect(eventsJsonHandler('constructor')).toBeNull();
		expect(eventsJsonHandler('events')).toBeNull();
	});

	it('answers a page of cards, passing the query on, never cached', async () => {
		const requests = backend(() => ({
			count: 11,
			next: 'next',
			previous: null,
			results: [
				apiEvent(1, {
					preline: '',
					seat_groups: [{ id: 1, seat_group: 'Parkett', status: '0', prices: [] }],
				}),
			],
		}));
		const answer = await call('list', 'date=2099-12-05&date_to=2099-12-31&room=3&filter=weekend');
		expect(answer.status).toBe(200);
		expect(answer.cache).toBe('no-store');
		expect(answer.body).toMatchObject({
			count: 11,
			hasNext: true,
			events: [{ id: 1, name: 'Event 1', url: '/de/events/event-1/1', soldOut: true }],
		});
		expect(requests[0]?.pathname).toBe('/de/api/events/');
		expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
			date: '2099-12-05',
			date_to: '2099-12-31',
			room: '3',
			filter: 'weekend',
			page: '1',
			page_size: '10',
		});
	});

	it('refuses a bad query with 400 naming the field, without asking the back end', async () => {
		const requests = backend(() => ({}));
		const answer = await call('list', 'date=31-12-2099');
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({ field: 'date' });
		expect((await call('calendar', 'tag=x')).body).toMatchObject({ field: 'tag' });
		expect((await call('options', 'key=nope')).body).toMatchObject({ field: 'key' });
		expect(requests).toEqual([]);
	});

	it('answers 502 when the back end breaks the contract or cannot be reached', async () => {
		backend(() => ({ count: 'many' }));
		expect(await call('list')).toMatchObject({ status: 502, cache: 'no-store' });
		setTransport(() => Promise.reject(new Error('connection refused')));
		expect((await call('teasers')).status).toBe(502);
		backend(() => new Response('{"error":"boom"}', { status: 500 }));
		expect((await call('calendar')).status).toBe(502);
	});

	it("passes the back end's refusals on", async () => {
		backend(() => Response.json({ error: 'Unknown room', field: 'room' }, { status: 400 }));
		expect(await call('list', 'room=99')).toMatchObject({ status: 400, body: { field: 'room' } });
		backend(() => Response.json({ error: 'Invalid page' }, { status: 404 }));
		expect((await call('list', 'page=9')).status).toBe(404);
	});

	it('answers calendar days, options by id (types by slug) and teaser cards', async () => {
		const requests = backend((url) => {
			if (url.pathname === '/de/api/calendar/') return { dates: ['2099-12-05'] };
			if (url.pathname === '/de/api/teasers/') return [];
			return [
				{ id: 9, name: 'Konzert', slug: 'konzert' },
				{ id: 8, name: 'Intern', slug: 'intern', show_in_filter: false },
			];
		});
		expect((await call('calendar', 'date=2099-12-01&series=2')).body).toEqual({
			dates: ['2099-12-05'],
		});
		expect(requests[0]?.searchParams.get('series')).toBe('2');
		expect((await call('options', 'key=type')).body).toEqual({
			options: [{ value: 'konzert', name: 'Konzert' }],
		});
		expect((await call('options', 'key=room')).body).toEqual({
			options: [{ value: '9', name: 'Konzert' }],
		});
		expect(requests.map((url) => url.pathname)).toContain('/de/api/rooms/');
		expect((await call('teasers')).body).toEqual({ teasers: [] });
	});
});
