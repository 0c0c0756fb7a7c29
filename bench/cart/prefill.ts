import type { Database } from '../../src/backend/db/database.ts';
import { capacityPlans } from '../../demo/seed/capacities.ts';
import { reserveTickets } from '../../src/backend/ticketing/reserve.ts';

/** The seat group the bench buys from, and what prefilled carts need to hold tickets of it. */
export type BenchTarget = {
	eventId: number;
	idJet: number;
	seatGroupId: number;
	saleTypeId: number;
	price: string;
};

/**
 * Puts `carts` live carts of one ticket each of `target`'s seat group into the database, through
 * the same reservation the endpoint uses (so whatever bookkeeping it keeps stays consistent):
 * the state of a busy sale, where every reservation of the date competes with thousands of
 * others. Answers the number of tickets they hold.
 */
export async function prefillCarts(
	db: Database,
	target: BenchTarget,
	carts: number,
): Promise<number> {
	const now = new Date();
	let held = 0;
	for (let cart = 0; cart < carts; cart += 1) {
		const result = await reserveTickets(db, {
			site: 'castle',
			cartToken: undefined,
			event: { id: target.eventId, idJet: target.idJet, seatGroups: [] },
			lines: [
				{
					eventId: target.eventId,
					idJet: target.idJet,
					seatGroupId: target.seatGroupId,
					saleTypeId: target.saleTypeId,
					blockId: null,
					quantity: 1,
					unitPrice: target.price,
				},
			],
			plan: capacityPlans.castle,
			// One ticket each: far below any site's cap.
			limits: { maxTicketsPerCart: 1, maxHoldMinutes: 60 },
			now,
		});
		if (result.kind !== 'reserved')
			throw new Error(`prefill stopped at cart ${cart}: ${result.kind}`);
		held += 1;
	}
	return held;
}
