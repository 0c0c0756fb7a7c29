import type { EventDetail, Locale, Price, SeatGroup } from '../../lib/contract/index.ts';
import { waitlistJoinPath } from '../../lib/waitlist/paths.ts';
import { formatPrice, hasPaidPrice } from '../../lib/format/price.ts';

type TicketFacts = {
	seat_groups: readonly Pick<SeatGroup, 'status'>[];
	prices: readonly Pick<Price, 'price'>[];
};

/**
 * SPEC §2: the ticket button shows only if the event has seat groups or any price other than
 * '0.00' (free prices alone do not justify it, SPEC §5).
 */
export function showsTicketButton(event: TicketFacts): boolean {
	return event.seat_groups.length > 0 || hasPaidPrice(event.prices);
}

/** Sold out: the event has seat groups and every one has status '0' (unavailable, SPEC §9). */
export function isSoldOut(event: Pick<TicketFacts, 'seat_groups'>): boolean {
	return event.seat_groups.length > 0 && event.seat_groups.every((group) => group.status === '0');
}

/** The full price of each seat group, as shown: the price whose text is 'Vollpreis' (SPEC §9). */
const FULL_PRICE_TEXT = 'Vollpreis';

/**
 * The price line of an event from its full prices (SPEC §9): '18 €' for one, '18 € – 38 €' for a
 * range over seat groups; the first price stands in when none is called 'Vollpreis'. Null when
 * nothing costs anything.
 */
export function fullPriceSummary(
	prices: readonly Pick<Price, 'price' | 'text'>[],
	currencySymbol = '€',
): string | null {
	if (!hasPaidPrice(prices)) return null;
	const full = prices.filter((price) => price.text === FULL_PRICE_TEXT);
	const candidates = (full.length > 0 ? full : prices.slice(0, 1)).map((price) => price.price);
	const sorted = [...new Set(candidates)].sort((a, b) => Number(a) - Number(b));
	const low = sorted[0];
	const high = sorted[sorted.length - 1];
	if (low === undefined || high === undefined) return null;
	return low === high
		? formatPrice(low, currencySymbol)
		: `${formatPrice(low, currencySymbol)} – ${formatPrice(high, currencySymbol)}`;
}

/** A seat group's line in the ticket area: its name, its full price, whether it is gone or nearly. */
export type SeatGroupLine = {
	name: string;
	note: string;
	price: string | null;
	soldOut: boolean;
	/** On sale with only a few tickets left. */
	fewLeft: boolean;
};

/** One line per seat group, in the back end's order. */
export function seatGroupLines(
	groups: readonly SeatGroup[],
	currencySymbol = '€',
): SeatGroupLine[] {
	return groups.map((group) => {
		const full = group.prices.find((price) => price.text === FULL_PRICE_TEXT) ?? group.prices[0];
		return {
			name: group.seat_group,
			note: group.text,
			price: full && Number(full.price) > 0 ? formatPrice(full.price, currencySymbol) : null,
			soldOut: group.status === '0',
			fewLeft: group.status !== '0' && group.few_left === true,
		};
	});
}

/**
 * The seat groups a visitor can join the waiting list of: sold out, or with a sold-out timeslot
 * (the join form lets them choose which). None without a ticketing id or when cancelled.
 */
export function waitlistGroups(
	event: Pick<EventDetail, 'id_jet' | 'is_cancelled' | 'seat_groups'>,
): { id: number; name: string }[] {
	if (event.id_jet === null || event.is_cancelled) return [];
	return event.seat_groups
		.filter((group) => group.status === '0' || group.timeslots.some((slot) => slot.status === '0'))
		.map((group) => ({ id: group.id, name: group.seat_group }));
}

/** The join page of seat group `seatGroupId` of event date `idJet`. */
export const waitlistJoinUrl = (locale: Locale, idJet: number, seatGroupId: number) =>
	waitlistJoinPath(locale, { idJet, seatGroup: seatGroupId });
