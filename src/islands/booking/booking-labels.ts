import type { Translate } from '../../lib/i18n/index.ts';

/**
 * Every text the booking widget shows, translated on the server. Placeholders stay in single
 * braces ('{name}: ein Ticket mehr') and are filled in the browser with `fillLabel`.
 */
export type BookingLabels = {
	title: string;
	close: string;
	back: string;
	/** '{name}: ein Ticket mehr'. */
	more: string;
	/** '{name}: ein Ticket weniger'. */
	less: string;
	/** '{name}: Anzahl'. */
	amount: string;
	discounts: string;
	/** 'Ermäßigungen für {group}'. */
	discountsFor: string;
	allSeatGroups: string;
	fewerSeatGroups: string;
	timeslot: string;
	/** 'Zeitfenster für {group}'. */
	timeslotFor: string;
	changeTimeslot: string;
	/** 'Zeitfenster ändern, gewählt: {time}'. */
	changeTimeslotLabel: string;
	chosen: string;
	addToCart: string;
	adding: string;
	nothingSelected: string;
	/** '{count} Tickets ausgewählt, zusammen {total}' and its singular. */
	selected: string;
	selectedOne: string;
	/** '{count} Tickets' and its singular. */
	tickets: string;
	ticketsOne: string;
	/** '{cart} wurden erfolgreich …' (SPEC §8) and its singular. */
	success: string;
	successOne: string;
	reserved: string;
	failed: string;
	failedAdvice: string;
	notEnoughSeats: string;
	noReservation: string;
	/** 'Ein Warenkorb fasst höchstens 10 Tickets.' (the site's cap, filled in on the server). */
	tooManyTickets: string;
	/** The hint at the cap with an empty cart: 'Mehr Tickets passen nicht …: höchstens 10.' */
	capReached: string;
	/** The hint at the cap when the cart holds '{inCart}' ('4 Tickets') already. */
	capReachedCart: string;
	/** '{cart} wurden in Ihren Warenkorb gelegt, die Tickets für {groups} nicht.' and its singular. */
	partlyAdded: string;
	partlyAddedOne: string;
	/** 'Fehler {code}'. */
	errorCode: string;
	toCart: string;
	continue: string;
	toWebshop: string;
};

/** The labels in the visitor's language (server side); `maxTickets`: the site's tickets per cart. */
export function bookingLabels(t: Translate, maxTickets: number): BookingLabels {
	const count = '{count}';
	return {
		title: t('booking.title'),
		close: t('booking.close'),
		back: t('booking.back'),
		more: t('booking.more', { name: '{name}' }),
		less: t('booking.less', { name: '{name}' }),
		amount: t('booking.amount', { name: '{name}' }),
		discounts: t('booking.discounts'),
		discountsFor: t('booking.discountsFor', { group: '{group}' }),
		allSeatGroups: t('booking.allSeatGroups'),
		fewerSeatGroups: t('booking.fewerSeatGroups'),
		timeslot: t('booking.timeslot'),
		timeslotFor: t('booking.timeslotFor', { group: '{group}' }),
		changeTimeslot: t('booking.changeTimeslot'),
		changeTimeslotLabel: t('booking.changeTimeslotLabel', { time: '{time}' }),
		chosen: t('booking.chosen'),
		addToCart: t('booking.addToCart'),
		adding: t('booking.adding'),
		nothingSelected: t('booking.nothingSelected'),
		// A string count skips i18next's plural choice, so each form is asked for by name.
		selected: t('booking.selected', { count, total: '{total}' }),
		selectedOne: t('booking.selected_one', { count, total: '{total}' }),
		tickets: t('booking.tickets', { count }),
		ticketsOne: t('booking.tickets_one', { count }),
		success: t('booking.success', { cart: '{cart}' }),
		successOne: t('booking.success_one', { cart: '{cart}' }),
		reserved: t('booking.reserved'),
		failed: t('booking.failed'),
		failedAdvice: t('booking.failedAdvice'),
		notEnoughSeats: t('booking.notEnoughSeats'),
		noReservation: t('booking.noReservation'),
		tooManyTickets: t('booking.tooManyTickets', { max: maxTickets }),
		capReached: t('booking.capReached', { max: maxTickets }),
		capReachedCart: t('booking.capReachedCart', { max: maxTickets, inCart: '{inCart}' }),
		partlyAdded: t('booking.partlyAdded', { cart: '{cart}', groups: '{groups}' }),
		partlyAddedOne: t('booking.partlyAdded_one', { cart: '{cart}', groups: '{groups}' }),
		errorCode: t('booking.errorCode', { code: '{code}' }),
		toCart: t('booking.toCart'),
		continue: t('booking.continue'),
		toWebshop: t('booking.toWebshop'),
	};
}

/** `template` with each '{key}' replaced by `values[key]`. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
		key in values ? String(values[key]) : whole,
	);
}
