import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { eventListLabels } from '../../../src/islands/event-list/labels.ts';
import { getT } from '../../../src/lib/i18n/index.ts';
import { describe, expect, it } from 'vitest';
import { bookingDataJson } from '../../../src/components/detail/booking-props.ts';
import { seatGroupLines } from '../../../src/components/detail/tickets.ts';
import { readBookingData } from '../../../src/islands/booking/booking-data.ts';
import { EventCard } from '../../../src/islands/event-list/EventCard.tsx';
import { hasFewTicketsLeft } from '../../../src/lib/booking/availability.ts';
import type { SeatGroup } from '../../../src/lib/contract/index.ts';
import type { EventCardData } from '../../../src/lib/events/cards.ts';
import { slot, stalls, timed } from './fixtures.ts';

const few = (group: SeatGroup): SeatGroup => ({ ...group, few_left: true });
const gone = (group: SeatGroup): SeatGroup => ({ ...group, status: '0' });

describe('few tickets left', () => {
	it('holds for an event when every seat group on sale is nearly gone, never when sold out', () => {
		expect(hasFewTicketsLeft([few(stalls), few(timed)])).toBe(true);
		expect(hasFewTicketsLeft([few(stalls), gone(timed)])).toBe(true);
		expect(hasFewTicketsLeft([few(stalls), timed])).toBe(false);
		expect(hasFewTicketsLeft([gone(few(stalls))])).toBe(false);
		expect(hasFewTicketsLeft([])).toBe(false);
		expect(
			seatGroupLines([few(stalls), gone(timed)]).map((line) => [line.soldOut, line.fewLeft]),
		).toEqual([
			[false, true],
			[true, false],
		]);
	});

	it('reaches the booking widget per seat group and timeslot', () => {
		const group = {
			...timed,
			timeslots: [{ ...slot(5, '10:00'), few_left: true }, slot(6, '11:00')],
		};
		const json = bookingDataJson(
			{
				id: 7,
				id_jet: 4711,
				ticket_url: '/webshop/event/4711',
				name: 'X',
				seat_groups: [few(stalls), group],
			},
			'de',
			'€',
		);
		const data = readBookingData(json ?? undefined);
		expect(data?.event.seatGroups[0]?.few_left).toBe(true);
		expect(data?.event.seatGroups[1]?.few_left).toBeUndefined();
		expect(data?.event.seatGroups[1]?.timeslots.map((one) => one.few_left)).toEqual([
			true,
			undefined,
		]);
	});

	it('shows on an event card in words, apart from sold out', () => {
		const card: EventCardData = {
			id: 1,
			url: '/de/events/x/1',
			name: 'Schloss bei Kerzenlicht',
			preline: '',
			subline: '',
			date_start: '2026-12-01T19:00:00+01:00',
			room: null,
			cancelled: false,
			soldOut: false,
			fewLeft: true,
			access: [],
			image: null,
		};
		const labels = eventListLabels('de', getT('de'));
		const html = renderToStaticMarkup(
			createElement(EventCard, { event: card, locale: 'de', lead: false, labels }),
		);
		expect(html).toContain(
			'<span class="event-badge event-badge--few">Nur noch wenige Plätze</span>',
		);
		expect(html).not.toContain('Ausverkauft');
	});
});
