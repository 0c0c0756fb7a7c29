import { beforeAll, describe, expect, it } from 'vitest';
import {
	CalendarSchema,
	EventDetailSchema,
	EventListSchema,
	VenueDetailSchema,
} from '../../../src/lib/contract/index.ts';
import {
	jsonWrite,
	parsed,
	startBackend,
	staffJar,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

// One back end for the file (a PostgreSQL database costs seconds): the refusals run first and
// must leave it as seeded.
let backend: TestBackend;
let jar: CookieJar;
beforeAll(async () => {
	backend = await startBackend();
	jar = await staffJar(backend);
});

/** The ids the event list answers for `query` (all on one page). */
async function listed(backend: TestBackend, query: string): Promise<number[]> {
	const answer = await backend.request(`/de/api/events/?page_size=100&${query}`);
	expect(answer.status).toBe(200);
	return (await parsed(answer, EventListSchema)).results.map((event) => event.id);
}

describe('access information', () => {
	it('refuses bad features and values with 400 naming the field, and changes nothing', async () => {
		for (const query of [
			'access=stepfree',
			'access=step_free,%00',
			`access=${'step_free,'.repeat(60)}`,
			'access=constructor',
		]) {
			const answer = await backend.request(`/de/api/events/?${query}`);
			expect(answer.status, query).toBe(400);
			expect(await answer.json()).toMatchObject({ field: 'access' });
		}
		for (const access_values of [
			{ stepfree: true },
			{ step_free: 'yes' },
			{ step_free: 1 },
			['step_free'],
			'step_free',
			{ __proto__: { step_free: true }, step_free: null },
		]) {
			const answer = await backend.request(
				'/de/api/venues/1/',
				jsonWrite(jar, 'PATCH', { access_values }),
			);
			expect(answer.status, JSON.stringify(access_values)).toBe(400);
		}
		// A key JSON.parse keeps as an own property, which an object literal cannot send.
		const proto = await backend.request('/de/api/venues/1/', {
			...jsonWrite(jar, 'PATCH', {}),
			body: '{"access_values":{"__proto__":{"step_free":true},"step_free":true}}',
		});
		expect(proto.status).toBe(400);
		const noCsrf = await backend.request('/de/api/venues/1/', {
			method: 'PATCH',
			jar,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ access_values: { step_free: true } }),
		});
		expect(noCsrf.status).toBe(403);
		const venue = await parsed(await backend.request('/de/api/venues/1/'), VenueDetailSchema);
		expect(venue.access_values).toEqual({});
		expect(await listed(backend, 'access=step_free')).toEqual([]);
	});
	it('stacks venue, event and date, filters on it at once and answers it on list and detail', async () => {
		const write = async (path: string, body: unknown) => {
			const answer = await backend.request(path, jsonWrite(jar, 'PATCH', body));
			expect(answer.status, await answer.clone().text()).toBe(200);
		};
		// Venue 1: step-free with a hearing loop. Events 1 and 2 are held there; event 1 adds audio
		// description, but on its date the loop is out of order; event 3 is elsewhere with DGS.
		await write('/de/api/venues/1/', { access_values: { step_free: true, induction_loop: true } });
		await write('/de/api/events/1/', {
			venue_id: 1,
			access_values: { audio_description: true },
			date_access_values: { induction_loop: false },
			// Answers only: a write cannot claim features.
			access: ['touch_tour'],
		});
		await write('/de/api/events/2/', { venue_id: 1 });
		await write('/de/api/events/3/', { access_values: { sign_language: true } });

		expect(await listed(backend, 'access=step_free')).toEqual([1, 2]);
		expect(await listed(backend, 'access=induction_loop')).toEqual([2]);
		expect(await listed(backend, 'access=audio_description,step_free')).toEqual([1]);
		expect(await listed(backend, 'access=sign_language')).toEqual([3]);
		expect(await listed(backend, 'access=sign_language,step_free')).toEqual([]);
		expect(await listed(backend, 'access=touch_tour')).toEqual([]);
		// With the other filters: event 2 is in the Orangerie (room 2), event 1 in room 1.
		expect(await listed(backend, 'access=step_free&room=2')).toEqual([2]);
		expect(await listed(backend, 'access=')).toEqual(await listed(backend, ''));

		const detail = await parsed(await backend.request('/de/api/events/1/'), EventDetailSchema);
		expect(detail.access).toEqual(['step_free', 'audio_description']);
		const page = await parsed(
			await backend.request('/de/api/events/?page_size=100'),
			EventListSchema,
		);
		expect(page.results.find((event) => event.id === 2)?.access).toEqual([
			'step_free',
			'induction_loop',
		]);
		const venue = await parsed(await backend.request('/de/api/venues/1/'), VenueDetailSchema);
		expect(venue.access_values).toEqual({ step_free: true, induction_loop: true });
		const days = await parsed(
			await backend.request('/de/api/calendar/?access=audio_description'),
			CalendarSchema,
		);
		expect(days.dates).toEqual([detail.date_start.slice(0, 10)]);

		// A venue's edit reaches its events at once; the English list is its own.
		await write('/de/api/venues/1/', { access_values: { induction_loop: true } });
		expect(await listed(backend, 'access=step_free')).toEqual([]);
		expect(await listed(backend, 'access=induction_loop')).toEqual([2]);
		expect((await backend.request('/en/api/events/?access=induction_loop')).status).toBe(200);
		expect(await listed(backend, 'access=audio_description')).toEqual([1]);
	});
	it('bases the editor’s access write on the event’s version and lists an event’s dates by slug', async () => {
		// Visitors get no version; staff do, and a write based on an older one changes nothing.
		expect((await backend.request('/de/api/events/3/')).headers.get('etag')).toBeNull();
		const read = await backend.request('/de/api/events/3/', { jar });
		const etag = read.headers.get('etag');
		expect(etag).toMatch(/^"[\w-]+"$/);
		const based = (tag: string, access_values: unknown) => {
			const write = jsonWrite(jar, 'PATCH', { access_values });
			return backend.request('/de/api/events/3/', {
				...write,
				headers: { ...(write.headers as Record<string, string>), 'if-match': tag },
			});
		};
		const saved = await based(etag ?? '', { induction_loop: true });
		expect(saved.status).toBe(200);
		const stale = await based(etag ?? '', { touch_tour: true });
		expect(stale.status).toBe(412);
		expect(await listed(backend, 'access=induction_loop')).toContain(3);
		expect(await listed(backend, 'access=touch_tour')).not.toContain(3);

		const slug = (await parsed(read, EventDetailSchema)).slug;
		expect(await listed(backend, `slug=${slug}`)).toEqual([3]);
		expect((await backend.request('/de/api/events/?slug=Not%20a%20slug')).status).toBe(400);
	});
});
