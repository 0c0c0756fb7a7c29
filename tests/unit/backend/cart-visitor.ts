import { setCapacity, WHOLE_SEAT_GROUP } from '../../../src/backend/ticketing/capacities.ts';
import { CookieJar, type TestBackend } from './harness.ts';

/**
 * Fixture event 2 (id_jet 5002): seat group 1011 'Parkett' (sale type 1 Vollpreis 25.00, 2
 * Ermäßigt 15.00) and timed seat group 1012 'Rang' (sale type 3 Vollpreis 18.00; timeslot 1015
 * available, 1016 unavailable).
 */
export const EVENT = { id: 2, idJet: 5002, parkett: 1011, rang: 1012, slot: 1015 } as const;

/** Sets the capacity of a seat group (or one of its timeslots) of the fixture event. */
export async function capacity(
	backend: Pick<TestBackend, 'db'>,
	seatGroupId: number,
	value: number,
	blockId = WHOLE_SEAT_GROUP,
): Promise<void> {
	await setCapacity(backend.db, 'castle', {
		idJet: EVENT.idJet,
		seatGroupId,
		blockId,
		capacity: value,
	});
}

/** A visitor's cookie jar with a CSRF token, as the site's pages hand it out. */
export function visitor(): CookieJar {
	const jar = new CookieJar();
	jar.set('csrftoken', 'visitor-csrf-token');
	return jar;
}

/** POST /api/shop-cart/ as `jar`; answers the status and the JSON body. */
export async function addToCart(
	backend: TestBackend,
	jar: CookieJar,
	body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
	const response = await backend.request('/de/api/shop-cart/', {
		method: 'POST',
		jar,
		headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A request for `quantity` full-price Parkett tickets of the fixture event. */
export const parkett = (quantity: number) => ({
	event_jet_id: EVENT.idJet,
	seat_group: EVENT.parkett,
	sale_type_ids: [1],
	quantities: [quantity],
});

/** A request for `quantity` Rang tickets in timeslot 1015 of the fixture event. */
export const rangSlot = (quantity: number) => ({
	event_jet_id: EVENT.idJet,
	seat_group: EVENT.rang,
	sale_type_ids: [3],
	quantities: [quantity],
	block_id: EVENT.slot,
});
