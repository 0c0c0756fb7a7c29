import { describe, expect, it } from 'vitest';
import { EventDetailSchema } from '../../../src/lib/contract/index.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../../src/backend/ticketing/capacities.ts';
import { isFewLeft } from '../../../src/backend/ticketing/sold-out.ts';
import { parsed, startBackend } from './harness.ts';

describe('few tickets left', () => {
	it('is within a number of seats or a share of the capacity, and never sold out', () => {
		expect(isFewLeft(8, 60, { seats: 8 })).toBe(true);
		expect(isFewLeft(9, 60, { seats: 8 })).toBe(false);
		expect(isFewLeft(0, 60, { seats: 8 })).toBe(false);
		expect(isFewLeft(Infinity, 60, { seats: 8 })).toBe(false);
		expect(isFewLeft(12, 120, { percent: 10 })).toBe(true);
		expect(isFewLeft(13, 120, { percent: 10 })).toBe(false);
		expect(isFewLeft(1, 5, { percent: 10 })).toBe(true);
	});

	it('marks seat groups and timeslots from live capacity, distinct from sold out', async () => {
		// Event 2 of the fixture: 'Parkett' (whole group, 60 seats by the castle plan) and 'Rang'
		// (timeslots of 15, the second one unavailable); the castle shows it at 8 seats or fewer.
		const backend = await startBackend();
		const read = async () => parsed(await backend.request('/de/api/events/2/'), EventDetailSchema);
		const before = await read();
		const idJet = before.id_jet ?? 0;
		const [parkett, rang] = before.seat_groups;
		expect(parkett?.few_left).toBeUndefined();
		expect(rang?.timeslots.map((slot) => slot.few_left)).toEqual([undefined, undefined]);

		const site = 'castle';
		await setCapacity(backend.db, site, {
			idJet,
			seatGroupId: parkett?.id ?? 0,
			blockId: WHOLE_SEAT_GROUP,
			capacity: 8,
		});
		await setCapacity(backend.db, site, {
			idJet,
			seatGroupId: rang?.id ?? 0,
			blockId: rang?.timeslots[0]?.block_id ?? 0,
			capacity: 3,
		});
		const few = await read();
		expect(few.seat_groups[0]).toMatchObject({ status: '1', few_left: true });
		// The one timeslot on sale is nearly full, so is its seat group; the other stays unavailable.
		expect(few.seat_groups[1]).toMatchObject({ status: '1', few_left: true });
		expect(few.seat_groups[1]?.timeslots.map((slot) => [slot.status, slot.few_left])).toEqual([
			['1', true],
			['0', undefined],
		]);
		const listed = (await (await backend.request('/de/api/events/?limit=50')).json()) as {
			results: { id: number; seat_groups: { few_left?: boolean }[] }[];
		};
		expect(listed.results.find((event) => event.id === 2)?.seat_groups[0]?.few_left).toBe(true);

		await setCapacity(backend.db, site, {
			idJet,
			seatGroupId: parkett?.id ?? 0,
			blockId: WHOLE_SEAT_GROUP,
			capacity: 0,
		});
		const gone = await read();
		expect(gone.seat_groups[0]).toMatchObject({ status: '0' });
		expect(gone.seat_groups[0]?.few_left).toBeUndefined();
	});
});
