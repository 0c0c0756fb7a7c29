import type { z } from 'zod';
import type { PriceSchema, SeatGroupSchema } from '../../../src/lib/contract/index.ts';
import { addMinutes, berlinDateTime } from './dates.ts';
import { bi, type BiText, type Bilingual } from './text.ts';

/**
 * Sale types of the ticketing system. `text` is the system's own (German) label, which the site
 * matches ('Vollpreis' marks the full price, SPEC §9); `name` is what visitors read.
 */
export const SALE_TYPES = {
	full: { id: 1, text: 'Vollpreis', name: bi('Vollpreis', 'Full price') },
	reduced: { id: 2, text: 'Ermäßigt', name: bi('Ermäßigt', 'Reduced') },
	child: { id: 3, text: 'Kinder bis 14', name: bi('Kinder bis 14', 'Children under 14') },
	family: {
		id: 4,
		text: 'Familienkarte',
		name: bi('Familienkarte (2 Erw. + Kinder)', 'Family ticket (2 adults + children)'),
	},
	student: {
		id: 5,
		text: 'Schüler & Studierende',
		name: bi('Schüler & Studierende', 'Pupils & students'),
	},
	pass: { id: 6, text: 'Kulturpass', name: bi('Kulturpass-Inhaber', 'Culture pass holders') },
	free: { id: 7, text: 'Freikarte', name: bi('Freier Eintritt', 'Free admission') },
} as const;
export type SaleType = keyof typeof SALE_TYPES;

/** Prices of one seat group: the first entry is the main price, the others are its discounts. */
export type PriceList = readonly (readonly [SaleType, string])[];

/** Timed entry: a slot every `everyMinutes` from `from` to `to` (inclusive). */
export type SlotPlan = { from: string; to: string; everyMinutes: number };

/** One seat group of an event. */
export type SeatGroupPlan = {
	name: BiText;
	text?: BiText;
	prices: PriceList;
	/** Timed entry instead of a fixed start. */
	slots?: SlotPlan;
};

/**
 * How tickets are sold: `open` free admission without booking (only a '0.00' price), or seat
 * groups (priced, or free with registration when every price is '0.00').
 */
export type TicketPlan = { kind: 'open' } | { kind: 'seats'; groups: readonly SeatGroupPlan[] };

/** Per-date availability: sold-out seat groups (by index, or all) and unavailable slot times. */
export type Availability = {
	soldOut?: 'all' | readonly number[];
	unavailableSlots?: readonly string[];
};

type PriceDraft = Bilingual<z.input<typeof PriceSchema>>;
type SeatGroupDraft = Bilingual<z.input<typeof SeatGroupSchema>>;

/** Common price lists. */
export const PRICES = {
	/** Full, reduced, children and family. */
	standard: (full: string, reduced: string, child: string, family: string): PriceList => [
		['full', full],
		['reduced', reduced],
		['child', child],
		['family', family],
	],
	fullAndReduced: (full: string, reduced: string): PriceList => [
		['full', full],
		['reduced', reduced],
	],
	single: (full: string): PriceList => [['full', full]],
	free: [['free', '0.00']] as PriceList,
};

/** The times of a slot plan on a day, 'HH:MM'. */
export function slotTimes(plan: SlotPlan): string[] {
	const toMinutes = (time: string) => {
		const [h, m] = time.split(':').map(Number) as [number, number];
		return h * 60 + m;
	};
	const times: string[] = [];
	for (let t = toMinutes(plan.from); t <= toMinutes(plan.to); t += plan.everyMinutes) {
		times.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
	}
	return times;
}

/**
 * Seat groups, prices and the event-level price list of one dated event. Ids derive from the
 * event id, so they are stable and identical in both languages: seat group eventId·10+n, price
 * eventId·100+n, timeslot eventId·100+50+n, ticketing block eventId·1000+n.
 */
export function buildTickets(
	plan: TicketPlan,
	eventId: number,
	day: string,
	availability: Availability,
): { prices: PriceDraft[]; seat_groups: SeatGroupDraft[] } {
	if (plan.kind === 'open') {
		const free = SALE_TYPES.free;
		const price: PriceDraft = {
			id: eventId * 100 + 1,
			price: '0.00',
			sale_type_id: free.id,
			seat_group: eventId * 10,
			text: free.text,
			name: free.name,
			has_discounts: false,
		};
		return { prices: [price], seat_groups: [] };
	}
	let priceNo = 0;
	let slotNo = 0;
	const seatGroups = plan.groups.map((group, index): SeatGroupDraft => {
		const seatGroupId = eventId * 10 + index + 1;
		const soldOut = availability.soldOut === 'all' || (availability.soldOut ?? []).includes(index);
		const prices = group.prices.map(([saleType, amount], position): PriceDraft => {
			const type = SALE_TYPES[saleType];
			priceNo += 1;
			return {
				id: eventId * 100 + priceNo,
				price: amount,
				sale_type_id: type.id,
				seat_group: seatGroupId,
				text: type.text,
				name: type.name,
				has_discounts: position === 0 && group.prices.length > 1,
			};
		});
		const timeslots = group.slots
			? slotTimes(group.slots).map((time) => {
					slotNo += 1;
					return {
						id: eventId * 100 + 50 + slotNo,
						block_id: eventId * 1000 + slotNo,
						time_start: berlinDateTime(day, time),
						status: (availability.unavailableSlots ?? []).includes(time)
							? ('0' as const)
							: ('1' as const),
					};
				})
			: [];
		return {
			id: seatGroupId,
			seat_group: group.name,
			status: soldOut ? '0' : '1',
			text: group.text ?? '',
			prices,
			timeslots,
		};
	});
	return { prices: seatGroups.flatMap((group) => group.prices), seat_groups: seatGroups };
}

/** The end of a timed-entry day: the last slot plus the visit's length. */
export function lastSlotEnd(day: string, slots: SlotPlan, visitMinutes: number): string {
	const times = slotTimes(slots);
	return addMinutes(berlinDateTime(day, times[times.length - 1] ?? slots.from), visitMinutes);
}
