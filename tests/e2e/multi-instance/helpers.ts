import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';

/** A seat group of an upcoming event date, and what a cart request for it sends. */
export type SeatGroupTarget = { idJet: number; seatGroupId: number; saleTypeId: number };

type EventsAnswer = {
	results: {
		id_jet: number | null;
		seat_groups: {
			id: number;
			status: string;
			timeslots: unknown[];
			prices: { sale_type_id: number }[];
		}[];
	}[];
};

/** The first upcoming event with a bookable seat group without timeslots. */
export async function bookableSeatGroup(origin: string): Promise<SeatGroupTarget> {
	const response = await fetch(`${origin}/de/api/events/?page_size=100`);
	const { results } = (await response.json()) as EventsAnswer;
	for (const event of results) {
		const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		const price = group?.prices[0];
		if (event.id_jet !== null && group && price) {
			return { idJet: event.id_jet, seatGroupId: group.id, saleTypeId: price.sale_type_id };
		}
	}
	throw new Error('no bookable seat group in the demo content');
}

/** Runs `work` with a client of the database at `url`. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	try {
		return await work(client);
	} finally {
		await client.end();
	}
}

/** Gives the whole seat group `seats` seats (the staff tools' setCapacity, straight in SQL). */
export function setSeatGroupCapacity(
	url: string,
	target: SeatGroupTarget,
	seats: number,
): Promise<unknown> {
	return withClient(url, (client) =>
		client.query(
			`INSERT INTO seat_capacities (site, id_jet, seat_group_id, block_id, capacity)
			 VALUES ('castle', $1, $2, 0, $3)
			 ON CONFLICT (site, id_jet, seat_group_id, block_id) DO UPDATE SET capacity = excluded.capacity`,
			[target.idJet, target.seatGroupId, seats],
		),
	);
}

/** Tickets of the seat group that live carts hold, as the database says. */
export function heldTickets(url: string, target: SeatGroupTarget): Promise<number> {
	return withClient(url, async (client) => {
		const { rows } = await client.query<{ n: string }>(
			`SELECT COALESCE(SUM(i.quantity), 0) AS n FROM cart_items i JOIN carts c ON c.token = i.cart_token
			 WHERE i.id_jet = $1 AND i.seat_group_id = $2 AND c.expires_at > $3`,
			[target.idJet, target.seatGroupId, new Date().toISOString()],
		);
		return Number(rows[0]?.n ?? 0);
	});
}

/** What one visitor's cart request came to. */
export type CartOutcome = 'reserved' | 'sold-out' | `status ${number}` | `code ${number}` | 'error';

/**
 * One new visitor (own CSRF token, no cart yet) puts one ticket of `target` in a cart at
 * `origin`. A 503 (seat-group lock contended, `retryable: true`) is tried again up to ten
 * times, as the quick-buy widget's retry would.
 */
export async function tryToReserve(
	origin: string,
	visitor: number,
	target: SeatGroupTarget,
): Promise<CartOutcome> {
	const csrf = `multi-instance-visitor-${visitor}`;
	for (let attempt = 0; attempt < 10; attempt += 1) {
		try {
			const response = await fetch(`${origin}/de/api/shop-cart/`, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					'x-csrftoken': csrf,
					cookie: `csrftoken=${csrf}`,
				},
				body: JSON.stringify({
					event_jet_id: target.idJet,
					seat_group: target.seatGroupId,
					sale_type_ids: [target.saleTypeId],
					quantities: [1],
				}),
			});
			if (response.status === 503) {
				await response.body?.cancel();
				// Contended seat-group lock: back off a little longer each time, with jitter.
				await new Promise((resolve) => setTimeout(resolve, (attempt + 1) * 50 * Math.random()));
				continue;
			}
			if (response.status !== 200) return `status ${response.status}`;
			const answer = (await response.json()) as { response_code?: number };
			if (answer.response_code === undefined) return 'reserved';
			return answer.response_code === -214 ? 'sold-out' : `code ${answer.response_code}`;
		} catch {
			return 'error';
		}
	}
	return 'status 503';
}

/** A prebuilt CMS page one level below /de: its id and path. */
export async function prebuiltCmsPage(origin: string): Promise<{ id: number; path: string }> {
	const list = await fetch(`${origin}/de/pageeditor-api/page-list`);
	const pages = (await list.json()) as { id: number; urls: { de?: string } }[];
	const found = pages.find((entry) => entry.urls.de?.split('/').filter(Boolean).length === 2);
	if (!found?.urls.de) throw new Error('no CMS page below /de');
	return { id: found.id, path: new URL(found.urls.de, origin).pathname };
}

/** Saves a new headline block on page `pageId` through `staff`'s instance; answers the status. */
export async function createHeadline(
	staff: APIRequestContext,
	csrf: string,
	pageId: number,
	content: string,
): Promise<number> {
	const response = await staff.post('/de/pageeditor-api/headline/', {
		headers: { 'X-CSRFToken': csrf },
		data: {
			model: 'headline',
			slug: `headline-${Math.random().toString(36).slice(2)}`,
			content,
			content_type: 'page',
			object_id: pageId,
		},
		timeout: 10_000,
	});
	return response.status();
}
