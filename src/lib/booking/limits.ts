/**
 * Most tickets of one sale type a single cart request may ask for (the contract enforces it; the
 * widget stops adding there). Kept free of zod so the booking island can import it.
 */
export const MAX_TICKETS_PER_LINE = 50;
