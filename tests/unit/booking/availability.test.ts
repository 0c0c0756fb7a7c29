import { describe, expect, it } from 'vitest';
import {
	availableSeatGroups,
	availableTimeslots,
	canChangeTimeslot,
	preselectedTimeslot,
} from '../../../src/lib/booking/index.ts';
import { circle, slot, stalls, timed } from './fixtures.ts';

describe('what can be booked', () => {
	it("hides seat groups with status '0'", () => {
		expect(availableSeatGroups([stalls, circle, timed]).map((group) => group.id)).toEqual([11, 12]);
	});

	it("hides timeslots with status '0'", () => {
		expect(availableTimeslots(timed).map((entry) => entry.block_id)).toEqual([902, 903]);
	});

	it('preselects the first available timeslot', () => {
		expect(preselectedTimeslot(timed)?.block_id).toBe(902);
	});

	it('preselects nothing when every timeslot is gone or there are none', () => {
		expect(preselectedTimeslot({ timeslots: [slot(1, '10:00', '0')] })).toBeNull();
		expect(preselectedTimeslot(stalls)).toBeNull();
	});

	it("offers 'change' only with more than one available timeslot", () => {
		expect(canChangeTimeslot(timed)).toBe(true);
		expect(canChangeTimeslot({ timeslots: [slot(1, '10:00'), slot(2, '10:30', '0')] })).toBe(false);
		expect(canChangeTimeslot(stalls)).toBe(false);
	});
});
