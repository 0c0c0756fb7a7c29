import type { Price } from '../contract/booking.ts';

/**
 * A price string as shown (SPEC §9): '.00' removed, the decimal point replaced by a comma, then
 * the currency symbol — '18.00' → '18 €', '12.50' → '12,50 €'.
 */
export function formatPrice(price: string, currencySymbol = '€'): string {
	const amount = price.endsWith('.00') ? price.slice(0, -3) : price.replace('.', ',');
	return `${amount}\u00a0${currencySymbol}`;
}

/** The full-price entry: the price whose text is 'Vollpreis' (SPEC §9), else the first. */
export function fullPrice(prices: readonly Price[]): Price | undefined {
	return prices.find((price) => price.text === 'Vollpreis') ?? prices[0];
}

/** True when any price is more than '0.00' (free prices don't justify a ticket button, SPEC §5). */
export function hasPaidPrice(prices: readonly Pick<Price, 'price'>[]): boolean {
	return prices.some((price) => Number(price.price) > 0);
}
