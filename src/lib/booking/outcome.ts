import type { CartError, CartResult } from '../contract/booking.ts';
import type { Selection } from './selection.ts';

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

/**
 * How the cart calls for one selection ended: the last cart state, or the first failure with the
 * cart as the calls before it left it (`cart`, null when none of them succeeded).
 */
export type CartOutcome =
	| { ok: true; ticketsQuantity: number; cartUrl: string }
	| {
			ok: false;
			failure: CartFailure;
			cart: { ticketsQuantity: number; cartUrl: string } | null;
	  };

/** The failure a response code stands for (-214, -204, anything else). */
export function cartFailure(code: number | undefined): CartFailure {
	if (code === -214) return { reason: 'not-enough-seats' };
	if (code === -204) return { reason: 'no-reservation' };
	return code === undefined ? { reason: 'unknown' } : { reason: 'code', code };
}

/**
 * The outcome of the answers to one selection's cart calls, in call order (`null` for a call that
 * failed without an answer): success with the last answer's count and URL when every call
 * succeeded, else the first failure and what the successful calls before it put in the cart.
 */
export function cartOutcome(answers: readonly CartAnswer[]): CartOutcome {
	let last: CartResult | undefined;
	const failed = (failure: CartFailure): CartOutcome => ({
		ok: false,
		failure,
		cart: last ? { ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url } : null,
	});
	for (const answer of answers) {
		if (answer === null) return failed(cartFailure(undefined));
		if (!('response_code' in answer) && 'field' in answer) {
			return failed({ reason: 'too-many-tickets' });
		}
		if ('response_code' in answer) return failed(cartFailure(answer.response_code));
		last = answer;
	}
	if (!last) return failed(cartFailure(undefined));
	return { ok: true, ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url };
}

/**
 * The selection split by the answers to its cart calls (one per seat group, in the order
 * cartRequests sends them): the entries of seat groups whose call succeeded, which are in the
 * cart now, and the rest — the failed call's and those never sent after it.
 */
export function splitByAnswers(
	selection: Selection,
	answers: readonly CartAnswer[],
): { added: Selection; notAdded: Selection } {
	const order = [...new Set(selection.map((entry) => entry.ticket.seat_group))];
	const succeeded = new Set<number>();
	for (const [index, answer] of answers.entries()) {
		const group = order[index];
		if (group === undefined || answer === null || !('tickets_quantity' in answer)) break;
		succeeded.add(group);
	}
	return {
		added: selection.filter((entry) => succeeded.has(entry.ticket.seat_group)),
		notAdded: selection.filter((entry) => !succeeded.has(entry.ticket.seat_group)),
	};
}
