import type { CartRequest } from '../contract/booking.ts';
import type { Selection } from './selection.ts';

/**
 * The POST /api/shop-cart/ bodies for a selection (SPEC §7): one per seat group, in the order the
 * seat groups were first chosen, with the quantities and sale types of its entries and the
 * seat group's chosen timeslot (`blockIds`: seat group id → block_id) when it has one.
 */
export function cartRequests(
	eventJetId: number,
	selection: Selection,
	blockIds: Readonly<Record<number, number>> = {},
): CartRequest[] {
	const bySeatGroup = new Map<number, Selection[number][]>();
	for (const entry of selection) {
		const entries = bySeatGroup.get(entry.ticket.seat_group) ?? [];
		bySeatGroup.set(entry.ticket.seat_group, [...entries, entry]);
	}
	return [...bySeatGroup].map(([seatGroup, entries]) => {
		const blockId = blockIds[seatGroup];
		return {
			quantities: entries.map((entry) => entry.amount),
			event_jet_id: eventJetId,
			sale_type_ids: entries.map((entry) => entry.ticket.sale_type_id),
			seat_group: seatGroup,
			...(blockId === undefined ? {} : { block_id: blockId }),
		};
	});
}
