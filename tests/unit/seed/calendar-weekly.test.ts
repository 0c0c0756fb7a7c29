import { describe, expect, it } from 'vitest';
import { createCalendar, weekdayOf } from '../../../demo/seed/shared/dates.ts';

describe('calendar.weekly', () => {
	it('gives the same number of dates whatever day today is, so event ids stay put', () => {
		const counts = new Set<number>();
		for (let day = 0; day < 14; day++) {
			const calendar = createCalendar(new Date(Date.UTC(2026, 10, 16 + day, 12)));
			const saturdays = calendar.weekly(6, 0, 120);
			counts.add(saturdays.length);
			expect(saturdays.every((date) => weekdayOf(date) === 6)).toBe(true);
			expect(saturdays[0]! >= calendar.today).toBe(true);
		}
		expect([...counts]).toEqual([17]);
	});

	it('steps by whole weeks', () => {
		const calendar = createCalendar(new Date('2026-11-21T12:00:00Z'));
		expect(calendar.weekly(7, 0, 28, 2)).toEqual(['2026-11-22', '2026-12-06']);
	});
});
