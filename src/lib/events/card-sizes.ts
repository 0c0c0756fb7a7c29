/**
 * The `sizes` of the event list's pictures, for the cards the server builds (cards.ts: a srcset
 * lists only the widths a browser picks at these) and the island that draws them.
 */
export const EVENT_CARD_SIZES = '(min-width: 64em) 30vw, (min-width: 48em) 46vw, 94vw';
/** The list teaser's picture: half the list from 64em, else its full width. */
export const LIST_TEASER_SIZES = '(min-width: 64em) 50vw, 100vw';
