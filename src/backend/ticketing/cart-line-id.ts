import { CartLineIdSchema, MAX_ID } from '../../lib/contract/index.ts';
import type { StoredCartLine } from '../content/carts.ts';

/** What names one stored cart line: every column cartLinesOf groups by except the event id. */
export type CartLineKey = Pick<
	StoredCartLine,
	'idJet' | 'seatGroupId' | 'saleTypeId' | 'blockId' | 'unitPrice'
>;

const part = (value: number | string | null) => (value === null ? 'n' : String(value));

/** The line id of a stored cart line (CartLineIdSchema). */
export function cartLineId(line: CartLineKey): string {
	return [line.idJet, line.seatGroupId, line.saleTypeId, line.blockId, line.unitPrice]
		.map(part)
		.join('_');
}

/** The line a line id names, or undefined when it is not one. */
export function parseCartLineId(id: unknown): CartLineKey | undefined {
	const parsed = CartLineIdSchema.safeParse(id);
	if (!parsed.success) return undefined;
	const [idJet, seatGroupId, saleTypeId, blockId, unitPrice] = parsed.data.split('_');
	const number = (value: string | undefined) => (value === 'n' ? null : Number(value));
	const key = {
		idJet: Number(idJet),
		seatGroupId: number(seatGroupId),
		saleTypeId: Number(saleTypeId),
		blockId: number(blockId),
		unitPrice: unitPrice === 'n' || unitPrice === undefined ? null : unitPrice,
	};
	// Ids beyond what the id columns hold name no line (and PostgreSQL would refuse them).
	const ids = [key.idJet, key.seatGroupId ?? 1, key.saleTypeId, key.blockId ?? 1];
	return ids.every((id) => id >= 1 && id <= MAX_ID) ? key : undefined;
}
