import { afterEach, describe, expect, it } from 'vitest';
import { CmsNotFoundError, setTransport } from '../../../src/lib/cms/index.ts';
import type { WaitlistJoinTarget } from '../../../src/lib/contract/index.ts';
import type { RouteInput } from '../../../src/views/route-data.ts';
import { loadJoinPage, type JoinPageData } from '../../../src/views/waitlist/load-join-page.ts';

const TARGET: WaitlistJoinTarget = {
	title: 'Schloss bei Kerzenlicht',
	url: '/de/veranstaltungen/schloss-bei-kerzenlicht/7',
	id_jet: 5002,
	seat_group: { id: 1011, name: 'Abendführung' },
	slots: [
		{ block_id: 21, label: '2. Januar 2027 um 19:30' },
		{ block_id: 22, label: '2. Januar 2027 um 20:00' },
	],
	on_sale: false,
	max_tickets: 10,
	offer_hours: 24,
};
const calls: string[] = [];

/** The back end answering the target (404 for other seat groups). */
function fakeBackend(target: WaitlistJoinTarget = TARGET) {
	setTransport(async (path) => {
		calls.push(path);
		const known = path.includes('seat_group=1011');
		return new Response(JSON.stringify(known ? target : { error: 'Not found' }), {
			status: known ? 200 : 404,
			headers: { 'content-type': 'application/json' },
		});
	});
}

afterEach(() => {
	setTransport(null);
	calls.length = 0;
});

const input = (search: string): RouteInput => {
	const url = new URL(`http://site/de/waitlist/${search}`);
	return { ctx: { locale: 'de', cookie: null }, locale: 'de', params: { locale: 'de' }, url };
};

const post = (fields: Record<string, string>) =>
	new Request('http://site/de/waitlist/', {
		method: 'POST',
		body: new URLSearchParams({
			csrfmiddlewaretoken: 'token',
			block_id: '22',
			name: 'Ada',
			email: 'ada@example.org',
			quantity: '2',
			...fields,
		}),
	});

describe('the join page', () => {
	it('shows the form for the page’s seat group and slot, and the back end’s answers to a post', async () => {
		fakeBackend();
		const get = new Request('http://site/de/waitlist/');
		const shown = (await loadJoinPage(
			input('?event_jet_id=5002&seat_group=1011&block_id=22'),
			get,
			't',
		)) as JoinPageData;
		expect(calls).toEqual(['/de/api/waitlist/target/?event_jet_id=5002&seat_group=1011']);
		expect(shown).toMatchObject({ status: 200, outcome: undefined, errors: {} });
		expect(shown.values.block_id).toBe('22');
		expect(shown.alternates.en).toBe('/en/waitlist/?event_jet_id=5002&seat_group=1011&block_id=22');
		const sent = (await loadJoinPage(
			input('?event_jet_id=5002&seat_group=1011&sent=1'),
			get,
			't',
		)) as JoinPageData;
		expect(sent.outcome).toBe('sent');
		const refused = (await loadJoinPage(
			input('?event_jet_id=5002&seat_group=1011&invalid=email'),
			get,
			't',
		)) as JoinPageData;
		expect(refused.errors).toEqual({ email: true });
		const odd = (await loadJoinPage(
			input('?event_jet_id=5002&seat_group=1011&invalid=<x>'),
			get,
			't',
		)) as JoinPageData;
		expect(odd.errors).toEqual({ form: true });
	});

	it('passes a post that passes on to the back end (307), and marks refused fields with what was typed', async () => {
		fakeBackend();
		const search = '?event_jet_id=5002&seat_group=1011';
		const passed = await loadJoinPage(input(search), post({}), 'token');
		expect(passed).toBeInstanceOf(Response);
		expect([(passed as Response).status, (passed as Response).headers.get('location')]).toEqual([
			307,
			'/de/api/waitlist/join/',
		]);
		const refused = (await loadJoinPage(
			input(search),
			post({ email: 'ada@', quantity: '11', block_id: '99', name: '<b>x</b>' }),
			'token',
		)) as JoinPageData;
		expect(refused.status).toBe(400);
		expect(refused.errors).toEqual({ email: true, quantity: true, block_id: true });
		expect(refused.values).toMatchObject({ email: 'ada@', quantity: '11', name: '<b>x</b>' });
		// A stale token (the cookie changed) is asked again here rather than refused by the back end.
		const stale = (await loadJoinPage(
			input(search),
			post({ csrfmiddlewaretoken: 'old' }),
			'token',
		)) as JoinPageData;
		expect(stale.errors).toEqual({ form: true });
		// Not a form at all: a refusal, never a 500.
		const garbage = new Request('http://site/de/waitlist/', {
			method: 'POST',
			body: '\u0000{',
			headers: { 'content-type': 'multipart/form-data; boundary=x' },
		});
		expect(((await loadJoinPage(input(search), garbage, 'token')) as JoinPageData).status).toBe(
			400,
		);
	});

	it('is unknown content for missing or unknown ids, and says "on sale" instead of taking posts', async () => {
		fakeBackend();
		const get = new Request('http://site/de/waitlist/');
		await expect(loadJoinPage(input('?event_jet_id=x'), get, 't')).rejects.toBeInstanceOf(
			CmsNotFoundError,
		);
		await expect(
			loadJoinPage(input('?event_jet_id=5002&seat_group=9'), get, 't'),
		).rejects.toBeInstanceOf(CmsNotFoundError);
		fakeBackend({ ...TARGET, on_sale: true });
		const onSale = (await loadJoinPage(
			input('?event_jet_id=5002&seat_group=1011'),
			post({}),
			'token',
		)) as JoinPageData;
		expect(onSale).toMatchObject({ status: 200, target: { on_sale: true } });
	});
});
