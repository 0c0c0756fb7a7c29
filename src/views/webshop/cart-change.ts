import type { Locale } from '../../lib/contract/index.ts';
import { csrfToken } from '../../lib/cookies/csrf-token.ts';

/** What the cart page needs of a changed cart's answer (a CartDetail, checked by hand: no zod here). */
export type ChangedCart = { tickets_quantity: number; cart_url: string; seconds_left: number };

/** A cart answer as ChangedCart, 'expired' for the -204 answer, else null. */
export function readChangedCart(value: unknown): ChangedCart | 'expired' | null {
	if (typeof value !== 'object' || value === null) return null;
	const record = value as Record<string, unknown>;
	if (record['response_code'] === -204) return 'expired';
	const { tickets_quantity: count, cart_url: url, seconds_left: seconds } = record;
	if (typeof count !== 'number' || typeof url !== 'string' || typeof seconds !== 'number') {
		return null;
	}
	return { tickets_quantity: count, cart_url: url, seconds_left: seconds };
}

/**
 * POST /api/shop-cart/{token}/{action}/ with the CSRF header: 'remove' (`body`: line_id,
 * quantity) or 'renew'. Answers the changed cart, 'expired' when its reservation has ended (or
 * the cart is gone), null when the request failed (network, 503: try again).
 */
export async function sendCartChange(
	locale: Locale,
	token: string,
	action: 'remove' | 'renew',
	body: Record<string, unknown> = {},
): Promise<ChangedCart | 'expired' | null> {
	try {
		const response = await fetch(`/${locale}/api/shop-cart/${token}/${action}/`, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				Accept: 'application/json',
				'Content-Type': 'application/json',
				'X-CSRFToken': await csrfToken(locale),
			},
			body: JSON.stringify(body),
		});
		if (response.status === 404) return 'expired';
		return readChangedCart(await response.json().catch(() => null));
	} catch {
		return null;
	}
}
