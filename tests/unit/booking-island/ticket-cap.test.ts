import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDataContext } from '../../../src/islands/booking/booking-context.ts';
import { readBookingData } from '../../../src/islands/booking/booking-data.ts';
import { bookingLabels } from '../../../src/islands/booking/booking-labels.ts';
import { bookingDataJson } from '../../../src/components/detail/booking-props.ts';
import { BookingActions } from '../../../src/islands/booking/BookingActions.tsx';
import { BookingSummary } from '../../../src/islands/booking/BookingSummary.tsx';
import { capHintText } from '../../../src/islands/booking/cap-hint.ts';
import { partlyAddedText } from '../../../src/islands/booking/failure-text.ts';
import { MainStep } from '../../../src/islands/booking/MainStep.tsx';
import type { Locale } from '../../../src/lib/contract/index.ts';
import { $booking, addOne, closeBooking, openBooking } from '../../../src/stores/booking.ts';
import { $cart } from '../../../src/stores/cart.ts';
import { full, stalls, timed, timedFull } from '../booking/fixtures.ts';

/** The widget's data for a two-group event with a cap of `maxTickets`. */
function widgetData(locale: Locale, maxTickets: number) {
	const json = bookingDataJson(
		{
			id: 7,
			id_jet: 4711,
			ticket_url: '/webshop/events/4711',
			name: 'Konzert',
			seat_groups: [stalls, timed],
		},
		locale,
		'€',
	);
	const data = readBookingData(json ?? undefined);
	if (!data) throw new Error('no data');
	return {
		...data,
		event: { ...data.event, maxTickets },
		labels: bookingLabels(locale, maxTickets),
	};
}

/** The main step, summary and buttons as HTML. */
function widget(data: ReturnType<typeof widgetData>): string {
	const parts = createElement(
		Fragment,
		null,
		createElement(MainStep),
		createElement(BookingSummary),
		createElement(BookingActions),
	);
	return renderToStaticMarkup(createElement(BookingDataContext.Provider, { value: data }, parts));
}

const plusButtons = (html: string) =>
	[
		...html.matchAll(/<button[^>]*aria-label="[^"]*(?:ein Ticket mehr|one more ticket)"[^>]*>/g),
	].map((m) => m[0]);

afterEach(() => {
	closeBooking();
	$cart.set({ count: 0, url: null });
});

describe('the + button at the ticket cap', () => {
	it('is aria-disabled in every seat group once the selection reaches the cap, with a hint', () => {
		const data = widgetData('de', 2);
		openBooking('detail-7', data.event);
		addOne(full);
		let html = widget(data);
		expect(plusButtons(html).every((b) => b.includes('aria-disabled="false"'))).toBe(true);
		expect(html).not.toContain('booking-cap-hint');

		addOne(timedFull);
		html = widget(data);
		const buttons = plusButtons(html);
		expect(buttons.length).toBeGreaterThan(1);
		for (const button of buttons) {
			expect(button).toContain('aria-disabled="true"');
			expect(button).toContain('aria-describedby="booking-cap-hint"');
		}
		expect(html).toContain(
			'id="booking-cap-hint">Mehr Tickets passen nicht in einen Warenkorb: höchstens 2.</p>',
		);
	});

	it('counts the tickets already in the cart, and says so in English', () => {
		const data = widgetData('en', 10);
		$cart.set({ count: 9, url: '/webshop/cart/eeeeeeeeeeeeeeee' });
		openBooking('detail-7', data.event);
		addOne(full);
		addOne(full);
		expect($booking.get().selection[0]?.amount).toBe(1);
		expect(widget(data)).toContain(
			'No more fit: your cart already holds 9 tickets, 10 tickets at most.',
		);
	});
});

describe('the texts', () => {
	const de = bookingLabels('de', 10);
	const en = bookingLabels('en', 10);

	it('give the hint only at the cap', () => {
		expect(capHintText(de, 9, 10, 0)).toBe('');
		expect(capHintText(de, 3, Infinity, 0)).toBe('');
		expect(capHintText(de, 10, 10, 0)).toBe(
			'Mehr Tickets passen nicht in einen Warenkorb: höchstens 10.',
		);
		expect(capHintText(de, 9, 9, 1)).toBe(
			'Mehr passen nicht: Ihr Warenkorb hat schon 1 Ticket, höchstens 10 Tickets gehen hinein.',
		);
	});

	it('name what went into the cart and for which seat groups nothing did', () => {
		expect(partlyAddedText(de, 2, [{ seatGroup: 'Rang' }, { seatGroup: 'Rang' }])).toBe(
			'2 Tickets wurden in Ihren Warenkorb gelegt, die Tickets für Rang nicht.',
		);
		expect(partlyAddedText(en, 1, [{ seatGroup: 'Circle' }, { seatGroup: 'Gallery' }])).toBe(
			'1 ticket was added to your cart, the tickets for Circle, Gallery were not.',
		);
	});

	it('show a partial failure with both the cart and the webshop link', () => {
		const data = widgetData('de', 10);
		openBooking('detail-7', data.event);
		$booking.set({
			...$booking.get(),
			status: 'error',
			failure: { reason: 'not-enough-seats' },
			selection: [
				{
					ticket: { id: timedFull.id, seat_group: timed.id, sale_type_id: timedFull.sale_type_id },
					amount: 1,
				},
			],
			added: { count: 2, cartUrl: '/webshop/cart/ffffffffffffffff' },
		});
		const html = widget(data);
		expect(html).toContain(
			`2 Tickets wurden in Ihren Warenkorb gelegt, die Tickets für ${timed.seat_group} nicht.`,
		);
		expect(html).toContain('Nicht genügend (zusammenhängende) Plätze gefunden.');
		expect(html).toContain('href="/webshop/cart/ffffffffffffffff"');
		expect(html).toContain('href="/webshop/events/4711"');
	});
});
