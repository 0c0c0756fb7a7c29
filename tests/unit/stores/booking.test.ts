import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../../src/stores/cart.ts';
import {
	$booking,
	addOne,
	addToCart,
	backToMain,
	BOOKING_RESET_MS,
	canAddToCart,
	chooseTimeslot,
	closeBooking,
	openBooking,
	removeOne,
	selectionRoom,
	showStep,
	type BookingEvent,
} from '../../../src/stores/booking.ts';
import { full, reduced, stalls, timed, timedFull } from '../booking/fixtures.ts';

const event: BookingEvent = {
	eventId: 7,
	idJet: 4711,
	locale: 'de',
	ticketUrl: '/webshop/event/4711',
	seatGroups: [stalls, timed],
};

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that records its calls and answers each POST with the next of `answers`. */
function fakeFetch(answers: unknown[]): { fetcher: typeof fetch; calls: Call[] } {
	const calls: Call[] = [];
	const fetcher = (async (url: string, init?: RequestInit) => {
		calls.push({ url, init });
		const answer = answers.shift();
		if (answer instanceof Error) throw answer;
		return new Response(JSON.stringify(answer ?? {}), { status: 200 });
	}) as typeof fetch;
	return { fetcher, calls };
}

const bodies = (calls: Call[]) =>
	calls.map((call) => JSON.parse(call.init?.body as string) as Record<string, unknown>);

beforeEach(() => {
	vi.stubGlobal('document', { cookie: 'csrftoken=tok3n' });
	vi.stubGlobal('location', { hostname: 'www.schloss.example', protocol: 'https:' });
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	$booking.set({ ...$booking.get(), openId: null, selection: [], status: 'idle', event: null });
	$cart.set({ count: 0, url: null });
	cleanStores($booking, $cart);
});

describe('opening and steps', () => {
	it('keeps only one widget open: opening another closes the first', () => {
		openBooking('detail', event);
		addOne(full);
		openBooking('sticky', event);
		expect($booking.get().openId).toBe('sticky');
		expect($booking.get().selection).toEqual([]);
	});

	it('preselects the first available timeslot of timed seat groups', () => {
		openBooking('detail', event);
		// 901 has status '0' and is hidden.
		expect($booking.get().timeslots).toEqual({ [timed.id]: 902 });
	});

	it('goes to discounts or timeslots and back to main', () => {
		openBooking('detail', event);
		showStep('discounts', stalls.id);
		expect($booking.get()).toMatchObject({ step: 'discounts', stepGroup: stalls.id });
		backToMain();
		expect($booking.get()).toMatchObject({ step: 'main', stepGroup: null });
		showStep('timeslots', timed.id);
		chooseTimeslot(timed.id, 903);
		expect($booking.get()).toMatchObject({ step: 'main', timeslots: { [timed.id]: 903 } });
	});

	it('refuses an unavailable timeslot and drops tickets counted for the old slot', () => {
		openBooking('detail', event);
		addOne(timedFull);
		addOne(full);
		chooseTimeslot(timed.id, 901);
		expect($booking.get().timeslots[timed.id]).toBe(902);
		chooseTimeslot(timed.id, 903);
		expect($booking.get().selection.map((entry) => entry.ticket.seat_group)).toEqual([stalls.id]);
	});

	it('counts up and down and enables adding only with a ticket', () => {
		openBooking('detail', event);
		expect(canAddToCart($booking.get())).toBe(false);
		addOne(full);
		addOne(full);
		addOne(reduced);
		expect($booking.get().selection.map((entry) => entry.amount)).toEqual([2, 1]);
		removeOne(reduced);
		expect($booking.get().selection).toHaveLength(1);
		expect(canAddToCart($booking.get())).toBe(true);
	});

	it('clears the selection on close and the summary 250 ms later', async () => {
		vi.useFakeTimers();
		openBooking('detail', event);
		addOne(full);
		const { fetcher } = fakeFetch([{ response_code: -214, error: 'x' }]);
		await addToCart(fetcher);
		closeBooking();
		expect($booking.get()).toMatchObject({ openId: null, selection: [], status: 'error' });
		vi.advanceTimersByTime(BOOKING_RESET_MS - 1);
		expect($booking.get().status).toBe('error');
		vi.advanceTimersByTime(1);
		expect($booking.get()).toMatchObject({ status: 'idle', failure: null, event: null });
	});
});

describe('adding to the cart', () => {
	it('sends one request per seat group with CSRF, credentials and the block_id', async () => {
		openBooking('detail', event);
		addOne(full);
		addOne(reduced);
		addOne(timedFull);
		addOne(full);
		const { fetcher, calls } = fakeFetch([
			{ tickets_quantity: 3, cart_url: '/webshop/cart/aaaaaaaaaaaaaaaa' },
			{ tickets_quantity: 4, cart_url: '/webshop/cart/aaaaaaaaaaaaaaaa' },
		]);
		await addToCart(fetcher);
		expect(calls.map((call) => call.url)).toEqual(['/de/api/shop-cart/', '/de/api/shop-cart/']);
		for (const call of calls) {
			expect(call.init?.method).toBe('POST');
			expect(call.init?.credentials).toBe('same-origin');
			expect((call.init?.headers as Record<string, string>)['X-CSRFToken']).toBe('tok3n');
		}
		expect(bodies(calls)).toEqual([
			{ quantities: [2, 1], event_jet_id: 4711, sale_type_ids: [1, 2], seat_group: stalls.id },
			{
				quantities: [1],
				event_jet_id: 4711,
				sale_type_ids: [1],
				seat_group: timed.id,
				block_id: 902,
			},
		]);
	});

	it('on success stores the cart (count, URL, cookies) and shows the summary', async () => {
		openBooking('detail', event);
		addOne(full);
		addOne(full);
		const { fetcher } = fakeFetch([
			{ tickets_quantity: 5, cart_url: '/webshop/cart/bbbbbbbbbbbbbbbb' },
		]);
		await addToCart(fetcher);
		expect($cart.get()).toEqual({ count: 5, url: '/webshop/cart/bbbbbbbbbbbbbbbb' });
		expect(document.cookie).toContain('Domain=schloss.example');
		expect($booking.get()).toMatchObject({
			status: 'success',
			added: { count: 2, cartUrl: '/webshop/cart/bbbbbbbbbbbbbbbb' },
			selection: [],
		});
	});

	it.each([
		[-214, { reason: 'not-enough-seats' }],
		[-204, { reason: 'no-reservation' }],
		[-1, { reason: 'code', code: -1 }],
	])('maps response code %i to its failure', async (code, failure) => {
		openBooking('detail', event);
		addOne(full);
		const { fetcher } = fakeFetch([{ error: 'nope', response_code: code }]);
		await addToCart(fetcher);
		expect($booking.get()).toMatchObject({ status: 'error', failure });
		expect($cart.get().count).toBe(0);
	});

	it('stops at the first failure and keeps what the cart already holds', async () => {
		openBooking('detail', event);
		addOne(full);
		addOne(timedFull);
		const { fetcher, calls } = fakeFetch([
			{ tickets_quantity: 1, cart_url: '/webshop/cart/cccccccccccccccc' },
			{ error: 'x', response_code: -214 },
		]);
		await addToCart(fetcher);
		expect(calls).toHaveLength(2);
		expect($cart.get().count).toBe(1);
		expect($booking.get().failure).toEqual({ reason: 'not-enough-seats' });
		// Not silent about the half that went in: it is named, and only the rest stays selected.
		expect($booking.get()).toMatchObject({
			status: 'error',
			added: { count: 1, cartUrl: '/webshop/cart/cccccccccccccccc' },
			selection: [{ ticket: { seat_group: timed.id }, amount: 1 }],
		});
	});

	it('treats a network error or a 400 as an unknown failure', async () => {
		openBooking('detail', event);
		addOne(full);
		await addToCart(fakeFetch([new TypeError('offline')]).fetcher);
		expect($booking.get()).toMatchObject({ status: 'error', failure: { reason: 'unknown' } });
		const badRequest = (async () =>
			new Response(JSON.stringify({ error: 'bad', field: 'event_jet_id' }), {
				status: 400,
			})) as unknown as typeof fetch;
		addOne(full);
		await addToCart(badRequest);
		expect($booking.get().failure).toEqual({ reason: 'unknown' });
	});

	it('tells a 400 naming quantities apart: the cart is over the ticket cap', async () => {
		openBooking('detail', event);
		addOne(full);
		const overCap = (async () =>
			new Response(JSON.stringify({ error: 'At most 10 tickets per cart', field: 'quantities' }), {
				status: 400,
			})) as unknown as typeof fetch;
		await addToCart(overCap);
		expect($booking.get()).toMatchObject({
			status: 'error',
			failure: { reason: 'too-many-tickets' },
		});
	});

	it('shows the spinner state while the request is on its way', async () => {
		openBooking('detail', event);
		addOne(full);
		let release: ((value: Response) => void) | undefined;
		const pending = (() =>
			new Promise<Response>((resolve) => {
				release = resolve;
			})) as unknown as typeof fetch;
		const adding = addToCart(pending);
		expect($booking.get().status).toBe('adding');
		expect(canAddToCart($booking.get())).toBe(false);
		await vi.waitFor(() => expect(release).toBeDefined());
		release?.(new Response(JSON.stringify({ tickets_quantity: 1, cart_url: '/webshop/cart/x' })));
		await adding;
		expect($booking.get().status).toBe('success');
	});

	it('asks for a CSRF cookie first when the page has none', async () => {
		vi.stubGlobal('document', { cookie: '' });
		openBooking('detail', event);
		addOne(full);
		const calls: string[] = [];
		const fetcher = (async (url: string) => {
			calls.push(url);
			if (url.includes('user-details')) document.cookie = 'csrftoken=fresh';
			return new Response(JSON.stringify({ tickets_quantity: 1, cart_url: '/webshop/cart/y' }));
		}) as unknown as typeof fetch;
		await addToCart(fetcher);
		expect(calls).toEqual(['/de/api/user-details/', '/de/api/shop-cart/']);
	});
});

describe('the ticket cap per cart', () => {
	const capped: BookingEvent = { ...event, maxTickets: 3 };

	it('stops the selection at the cap, over all seat groups', () => {
		openBooking('detail', capped);
		for (let n = 0; n < 5; n += 1) addOne(full);
		addOne(timedFull);
		expect($booking.get().selection.map((entry) => entry.amount)).toEqual([3]);
		expect(selectionRoom()).toBe(3);
	});

	it('counts what the cart already holds', () => {
		$cart.set({ count: 2, url: '/webshop/cart/dddddddddddddddd' });
		openBooking('detail', capped);
		addOne(full);
		addOne(reduced);
		expect($booking.get().selection.map((entry) => entry.amount)).toEqual([1]);
	});

	it('without a cap from the page, only the per-line limit applies', () => {
		openBooking('detail', event);
		for (let n = 0; n < 12; n += 1) addOne(full);
		expect($booking.get().selection[0]?.amount).toBe(12);
	});

	it('sends nothing when the whole selection no longer fits the cart', async () => {
		openBooking('detail', capped);
		addOne(full);
		addOne(timedFull);
		// Meanwhile another tab filled the cart.
		$cart.set({ count: 2, url: '/webshop/cart/dddddddddddddddd' });
		const { fetcher, calls } = fakeFetch([]);
		await addToCart(fetcher);
		expect(calls).toHaveLength(0);
		expect($booking.get()).toMatchObject({
			status: 'error',
			failure: { reason: 'too-many-tickets' },
			added: null,
		});
		expect($booking.get().selection).toHaveLength(2);
	});
});
