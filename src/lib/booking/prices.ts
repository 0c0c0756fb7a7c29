import type { Price, SeatGroup } from '../contract/booking.ts';
import { fullPrice } from '../format/price.ts';

/** A seat group's prices as the widget offers them: the main price first, then its discounts. */
export type PriceChoice = { main: Price | undefined; discounts: Price[] };

/** True when a seat group is sold by timeslot (timed entry). */
export function isTimeslotMode(group: Pick<SeatGroup, 'timeslots'>): boolean {
	return group.timeslots.length > 0;
}

/**
 * The main price and the discounts of a seat group (SPEC §4, §9): in timeslot mode the first
 * price is the main one; otherwise the full price, the one whose text is 'Vollpreis' (the first
 * price when none is). Every other price is a discount, in the order given.
 */
export function priceChoice(group: Pick<SeatGroup, 'prices' | 'timeslots'>): PriceChoice {
	const main = isTimeslotMode(group) ? group.prices[0] : fullPrice(group.prices);
	return { main, discounts: group.prices.filter((price) => price !== main) };
}
