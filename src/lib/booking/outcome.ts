import type { CartError, CartResult } from '../contract/booking.ts';

/** Why adding to the cart failed (SPEC §8), for the summary's extra sentence. */
export type CartFailure =
	| { reason: 'not-enough-seats' }
	| { reason: 'no-reservation' }
	/** The cart would hold more tickets than the site allows (400 naming `quantities`). */
	| { reason: 'too-many-tickets' }
	/** Any other response code: shown as 'Error {code}'. */
	| { reason: 'code'; code: number }
	/** The call failed without a response code (network, 4xx, 5xx). */
	| { reason: 'unknown' };

/** A 400 answer naming `quantities`: the request, or the cart with it, is over the ticket cap. */
export type CartLimitAnswer = { error: string; field: 'quantities' };

/** One cart call's answer: success, a SPEC §8 failure, the ticket cap, or null (no usable answer). */
export type CartAnswer = CartResult | CartError | CartLimitAnswer | null;

/** How the cart calls for one selection ended: the last cart state, or the first failure. */
export type CartOutcome =
	{ ok: true; ticketsQuantity: number; cartUrl: string } | { ok: false; failure: CartFailure };

/** The failure a response code stands for (-214, -204, anything else). */
export function cartFailure(code: number | undefined): CartFailure {
	if (code === -214) return { reason: 'not-enough-seats' };
	if (code === -204) return { reason: 'no-reservation' };
	return code === undefined ? { reason: 'unknown' } : { reason: 'code', code };
}

/**
 * The outcome of the answers to one selection's cart calls, in call order (`null` for a call that
 * failed without an answer): success with the last answer's count and URL when every call
 * succeeded, else the first failure.
 */
export function cartOutcome(answers: readonly CartAnswer[]): CartOutcome {
	let last: CartResult | undefined;
	for (const answer of answers) {
		if (answer === null) return { ok: false, failure: cartFailure(undefined) };
		if (!('response_code' in answer) && 'field' in answer) {
			return { ok: false, failure: { reason: 'too-many-tickets' } };
		}
		if ('response_code' in answer) return { ok: false, failure: cartFailure(answer.response_code) };
		last = answer;
	}
	if (!last) return { ok: false, failure: cartFailure(undefined) };
	return { ok: true, ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url };
}
