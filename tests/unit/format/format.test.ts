import { describe, expect, it } from 'vitest';
import {
	berlinDay,
	formatDate,
	formatTime,
	fromUrlDate,
	toUrlDate,
} from '../../../src/lib/format/datetime.ts';
import { formatPrice, fullPrice, hasPaidPrice } from '../../../src/lib/format/price.ts';
import { summariseOpeningHours } from '../../../src/lib/format/opening-hours.ts';
import type { OpeningSlot, Price } from '../../../src/lib/contract/index.ts';

describe('dates and times in Europe/Berlin', () => {
	it('shows times in Berlin, with " Uhr" in German', () => {
		// 18:30 UTC in winter is 19:30 in Berlin; in summer 17:30 UTC is 19:30.
		expect(formatTime('2026-12-05T18:30:00Z', 'de')).toBe('19:30 Uhr');
		expect(formatTime('2026-12-05T18:30:00Z', 'en')).toBe('19:30');
		expect(formatTime('2027-06-05T17:30:00Z', 'de')).toBe('19:30 Uhr');
	});

	it('formats dates with German and English names', () => {
		expect(formatDate('2026-12-05T18:30:00+01:00', 'de')).toBe('Sa, 05.12.2026');
		expect(formatDate('2026-12-05T18:30:00+01:00', 'en')).toBe('Sat, 5 Dec 2026');
	});

	it('groups by the Berlin day, not the UTC day', () => {
		expect(berlinDay('2026-12-05T23:30:00Z')).toBe('2026-12-06');
	});

	it('converts the event-list URL date and rejects impossible dates', () => {
		expect(toUrlDate('2026-03-07')).toBe('07-03-2026');
		expect(fromUrlDate('07-03-2026')).toBe('2026-03-07');
		expect(fromUrlDate('29-02-2028')).toBe('2028-02-29');
		expect(fromUrlDate('29-02-2027')).toBeNull();
		expect(fromUrlDate('31-04-2026')).toBeNull();
		expect(fromUrlDate('2026-03-07')).toBeNull();
		expect(fromUrlDate('7-3-2026')).toBeNull();
	});
});

describe('prices', () => {
	it('drops .00, uses a decimal comma, then the currency symbol', () => {
		expect(formatPrice('18.00')).toBe('18\u00a0€');
		expect(formatPrice('12.50')).toBe('12,50\u00a0€');
		expect(formatPrice('0.00')).toBe('0\u00a0€');
	});

	const price = (id: number, value: string, text: string): Price => ({
		id,
		price: value,
		sale_type_id: id,
		seat_group: 1,
		text,
		name: text,
		has_discounts: false,
	});

	it('finds the full price by its text Vollpreis', () => {
		const prices = [price(1, '9.00', 'Ermäßigt'), price(2, '14.00', 'Vollpreis')];
		expect(fullPrice(prices)?.id).toBe(2);
		expect(fullPrice([price(3, '5.00', 'Kinder')])?.id).toBe(3);
	});

	it('ignores 0.00 when deciding whether tickets cost anything', () => {
		expect(hasPaidPrice([price(1, '0.00', 'Frei')])).toBe(false);
		expect(hasPaidPrice([price(1, '0.00', 'Frei'), price(2, '4.00', 'Vollpreis')])).toBe(true);
		expect(hasPaidPrice([])).toBe(false);
	});
});

describe('opening hours label', () => {
	const slot = (from: string, to: string, closed = false): OpeningSlot => ({
		time_from: from,
		time_to: to,
		closed,
		alternative_link_url: null,
		alternative_text: null,
	});
	// 2026-12-05 is in winter: Berlin = UTC+1.
	const at = (berlinTime: string) => new Date(`2026-12-05T${berlinTime}:00+01:00`);
	const day = {
		opening_hours: [slot('10:00', '13:00'), slot('14:00', '18:00')],
		opening_hours_exceptions: [],
	};

	it('says open from before opening, open until during, closed after', () => {
		expect(summariseOpeningHours(day, at('09:00')).state).toEqual({
			kind: 'openFrom',
			time: '10:00',
		});
		expect(summariseOpeningHours(day, at('11:00')).state).toEqual({
			kind: 'openUntil',
			time: '13:00',
		});
		expect(summariseOpeningHours(day, at('13:30')).state).toEqual({
			kind: 'openFrom',
			time: '14:00',
		});
		expect(summariseOpeningHours(day, at('18:00')).state).toEqual({ kind: 'closed' });
	});

	it('spans the range from the first from-time to the last to-time and lists each slot', () => {
		const summary = summariseOpeningHours(day, at('11:00'));
		expect(summary.range).toEqual({ from: '10:00', to: '18:00' });
		expect(summary.slots).toHaveLength(2);
	});

	it('lets exceptions replace the normal hours', () => {
		const holiday = { ...day, opening_hours_exceptions: [slot('00:00', '00:00', true)] };
		expect(summariseOpeningHours(holiday, at('11:00')).state).toEqual({ kind: 'closed' });
		const late = { ...day, opening_hours_exceptions: [slot('10:00', '22:00')] };
		expect(summariseOpeningHours(late, at('20:00')).state).toEqual({
			kind: 'openUntil',
			time: '22:00',
		});
	});
});
