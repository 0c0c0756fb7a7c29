import type { AccessValues } from '../../../src/lib/contract/index.ts';
import type { EventDef, Key, VenueDef } from './defs.ts';

/**
 * A site's access information, by key: per venue, per event, and per date of an event (by its
 * index in the event's dates) where that date differs.
 */
export type AccessPlan = {
	venues: Record<Key, AccessValues>;
	events: Record<Key, AccessValues>;
	dates?: Record<Key, Record<number, AccessValues>>;
};

/** A house that offers every feature of the building (a hall with lift, loop and spaces). */
export const FULLY_ACCESSIBLE: AccessValues = {
	step_free: true,
	wheelchair_spaces: true,
	accessible_toilet: true,
	induction_loop: true,
	assistance_dogs: true,
	companion_ticket: true,
};

/** Fails on a key of `plan` that names nothing, so a typo cannot drop access information. */
function requireKeys(plan: Record<Key, unknown>, known: readonly { key: Key }[], what: string) {
	const keys = new Set(known.map((entry) => entry.key));
	const unknown = Object.keys(plan).filter((key) => !keys.has(key));
	if (unknown.length > 0) throw new Error(`access plan: unknown ${what} ${unknown.join(', ')}`);
}

/** The venues with their access information from `plan`. */
export function venuesWithAccess(venues: readonly VenueDef[], plan: AccessPlan): VenueDef[] {
	requireKeys(plan.venues, venues, 'venues');
	return venues.map((venue) => {
		const access = plan.venues[venue.key];
		return access ? { ...venue, access } : venue;
	});
}

/** The events (and their dates) with their access information from `plan`. */
export function eventsWithAccess(events: readonly EventDef[], plan: AccessPlan): EventDef[] {
	requireKeys({ ...plan.events, ...plan.dates }, events, 'events');
	return events.map((event) => {
		const access = plan.events[event.key];
		const dates = plan.dates?.[event.key];
		return {
			...event,
			...(access ? { access } : {}),
			dates: dates
				? event.dates.map((date, index) => {
						const differs = dates[index];
						return differs ? { ...date, access: differs } : date;
					})
				: event.dates,
		};
	});
}
