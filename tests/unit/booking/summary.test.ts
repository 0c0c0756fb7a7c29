import { describe, expect, it } from 'vitest';
import {
	addTicket,
	centsToPrice,
	formatPrice,
	priceToCents,
	selectionSummary,
	totalPrice,
	type Selection,
} from '../../../src/lib/booking/index.ts';
import { child, circle, full, stalls, timed, timedReduced } from './fixtures.ts';

const select = (...prices: (typeof full)[]): Selection =>
	prices.reduce<Selection>((selection, price) => addTicket(selection, price), []);

describe('the selection summary', () => {
	it('lists each ticket with its amount, unit price and sum, and adds them up', () => {
		const summary = selectionSummary([stalls, timed], select(full, full, child, timedReduced));
		expect(summary).toEqual({
			lines: [
				{ seatGroup: 'Parkett', name: 'Full price', amount: 2, price: '25.00', total: '50.00' },
				{ seatGroup: 'Parkett', name: 'Kinder bis 14', amount: 1, price: '7.50', total: '7.50' },
				{ seatGroup: 'Zeitfenster', name: 'Ermäßigt', amount: 1, price: '10.00', total: '10.00' },
			],
			count: 4,
			total: '67.50',
		});
	});

	it('leaves out tickets the event no longer offers', () => {
		expect(selectionSummary([circle], select(full)).count).toBe(0);
	});

	it('is empty for an empty selection', () => {
		expect(selectionSummary([stalls], [])).toEqual({ lines: [], count: 0, total: '0.00' });
	});
});

describe('prices as money', () => {
	it('adds cents without float rounding', () => {
		expect(priceToCents('0.10') + priceToCents('0.20')).toBe(30);
		expect(totalPrice([{ price: '0.10', amount: 3 }])).toBe('0.30');
		expect(centsToPrice(123456)).toBe('1234.56');
		expect(centsToPrice(5)).toBe('0.05');
	});

	it("is shown without '.00', with a decimal comma and the euro sign (SPEC §9)", () => {
		expect(formatPrice('18.00')).toBe('18\u00a0€');
		expect(formatPrice('12.50')).toBe('12,50\u00a0€');
		expect(formatPrice(totalPrice([{ price: '7.50', amount: 2 }]))).toBe('15\u00a0€');
	});
});
