/** Price strings ('12.50', SPEC §3) as whole cents, so sums never suffer from float rounding. */

/** '12.50' → 1250. */
export function priceToCents(price: string): number {
	const [euros = '0', cents = '0'] = price.split('.');
	return Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 1250 → '12.50'. */
export function centsToPrice(cents: number): string {
	const whole = Math.round(cents);
	return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The sum of `amount` × `price` over `lines`, as a price string. */
export function totalPrice(lines: readonly { price: string; amount: number }[]): string {
	return centsToPrice(lines.reduce((sum, line) => sum + priceToCents(line.price) * line.amount, 0));
}
