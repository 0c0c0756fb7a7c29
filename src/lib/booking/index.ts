/** Ticket-selection logic of the booking widget (SPEC §4), pure and free of zod. */
export * from './availability.ts';
export * from './cart-requests.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './outcome.ts';
export * from './prices.ts';
export * from './selection.ts';
export * from './summary.ts';
export { formatPrice } from '../format/price.ts';
