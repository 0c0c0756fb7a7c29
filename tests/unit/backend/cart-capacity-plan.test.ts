import { describe, expect, it } from 'vitest';
import { capacityPlans } from '../../../demo/seed/capacities.ts';
import { seeds } from '../../../demo/seed/index.ts';
import { NOW } from './harness.ts';

describe('the demo capacity plans', () => {
	it.each(['castle', 'region'] as const)(
		'%s: names only events its seed has, and each of them has seat groups',
		(site) => {
			const events = seeds[site](NOW).events;
			for (const slug of Object.keys(capacityPlans[site].events)) {
				const dates = events.filter((event) => event.de.slug === slug || event.en.slug === slug);
				expect(dates.length, slug).toBeGreaterThan(0);
				expect(
					dates.every((event) => event.de.seat_groups.length > 0),
					slug,
				).toBe(true);
			}
		},
	);
});
