import type { Locale } from '../../lib/contract/common.ts';
import de from '../../lib/i18n/de.booking.json' with { type: 'json' };
import en from '../../lib/i18n/en.booking.json' with { type: 'json' };
import { fill } from '../../lib/i18n/fill.ts';

/**
 * Every text the booking widget shows (`de.booking.json`), translated on the server and passed as
 * props. Placeholders stay `{{name}}` and are filled in the browser with `fill`; `selected` and
 * `selectedOne`, `tickets` and `ticketsOne` are the plural and singular forms.
 */
export type BookingLabels = typeof de;

const TEXTS = { de, en } satisfies Record<Locale, BookingLabels>;

/** The labels in the visitor's language (server side); `maxTickets`: the site's tickets per cart. */
export function bookingLabels(locale: Locale, maxTickets: number): BookingLabels {
	const labels = TEXTS[locale];
	const max = { max: maxTickets };
	return {
		...labels,
		tooManyTickets: fill(labels.tooManyTickets, max),
		capReached: fill(labels.capReached, max),
		capReachedCart: fill(labels.capReachedCart, max),
	};
}
