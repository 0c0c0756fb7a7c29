import type { Price, SeatGroup } from '../contract/booking.ts';
import { centsToPrice, priceToCents } from './money.ts';
import type { Selection } from './selection.ts';

/** One selected ticket as the summary lists it. */
export type SummaryLine = {
	seatGroup: string;
	/** The sale type's name, e.g. 'Ermäßigt'. */
	name: string;
	amount: number;
	/** Unit price, e.g. '12.50'. */
	price: string;
	/** amount × price, e.g. '25.00'. */
	total: string;
};

/** What the selection adds up to: its lines, the number of tickets and the total price. */
export type SelectionSummary = { lines: SummaryLine[]; count: number; total: string };

/**
 * The summary of `selection` against the event's seat groups; entries whose seat group or sale
 * type the event no longer offers are left out.
 */
export function selectionSummary(
	seatGroups: readonly Pick<SeatGroup, 'id' | 'seat_group' | 'prices'>[],
	selection: Selection,
): SelectionSummary {
	const lines = selection.flatMap((entry): SummaryLine[] => {
		const group = seatGroups.find((candidate) => candidate.id === entry.ticket.seat_group);
		const price: Price | undefined = group?.prices.find(
			(candidate) => candidate.sale_type_id === entry.ticket.sale_type_id,
		);
		if (!group || !price) return [];
		return [
			{
				seatGroup: group.seat_group,
				name: price.name,
				amount: entry.amount,
				price: price.price,
				total: centsToPrice(priceToCents(price.price) * entry.amount),
			},
		];
	});
	return {
		lines,
		count: lines.reduce((sum, line) => sum + line.amount, 0),
		total: centsToPrice(lines.reduce((sum, line) => sum + priceToCents(line.total), 0)),
	};
}
