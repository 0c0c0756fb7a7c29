import { describe, expect, it } from 'vitest';
import { isTimeslotMode, priceChoice } from '../../../src/lib/booking/index.ts';
import { child, full, price, reduced, stalls, timed, timedFull, timedReduced } from './fixtures.ts';

describe('main price and discounts', () => {
	it("takes the 'Vollpreis' price as the main price wherever it stands", () => {
		expect(priceChoice(stalls)).toEqual({ main: full, discounts: [reduced, child] });
	});

	it('takes the first price as the main price when none is the full price', () => {
		const prices = [price(20, 2, '9.00', 'Ermäßigt'), price(20, 5, '5.00', 'Schüler')];
		expect(priceChoice({ prices, timeslots: [] })).toEqual({
			main: prices[0],
			discounts: [prices[1]],
		});
	});

	it('in timeslot mode takes the first price as main and the rest as discounts', () => {
		expect(isTimeslotMode(timed)).toBe(true);
		expect(priceChoice(timed)).toEqual({ main: timedReduced, discounts: [timedFull] });
	});

	it('has no main price and no discounts for a seat group without prices', () => {
		expect(priceChoice({ prices: [], timeslots: [] })).toEqual({ main: undefined, discounts: [] });
	});
});
