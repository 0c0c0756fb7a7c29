import type { EventDetail } from '../../src/lib/contract/index.ts';
import { venueDay } from '../../src/backend/content/index-columns.ts';
import { addDays, addMinutes, berlinDateTime } from '../../demo/seed/shared/dates.ts';
import type { BuildSeed, Localised } from '../../src/backend/content/seed-bundle.ts';

/** Ids of the generated events start above every id the demo and fixture seeds use. */
export const FIRST_VOLUME_EVENT_ID = 100_001;

/** The minutes between two ISO date-times. */
const minutesBetween = (from: string, to: string) =>
	Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** `event` moved to `day` (same Berlin wall-clock time, same duration) under a new id. */
function cloneEvent(event: EventDetail, id: number, day: string): EventDetail {
	const start = berlinDateTime(day, event.date_start.slice(11, 16));
	const end =
		event.date_end === null
			? null
			: addMinutes(start, minutesBetween(event.date_start, event.date_end));
	const withId = (url: string) => url.replace(/\/\d+\/?$/, `/${id}`);
	const idJet = event.id_jet === null ? null : id * 7;
	return {
		...event,
		id,
		url: withId(event.url),
		urls: Object.fromEntries(
			Object.entries(event.urls).map(([locale, url]) => [locale, withId(url)]),
		),
		date_start: start,
		date_end: end,
		id_jet: idJet,
		ticket_url: idJet === null ? event.ticket_url : `/webshop/events/${idJet}`,
	};
}

/**
 * A seed builder answering `base`'s content with its events replaced by `count` events cloned
 * from them in turn, spread evenly over the `days` Berlin days from `now`'s day on (so every one
 * is listed by an unfiltered event list). Rooms, types, tags, series and genres keep the mix of
 * the demo programme.
 */
export function withManyEvents(base: BuildSeed, count: number, days = 365): BuildSeed {
	return (now) => {
		const bundle = base(now);
		const templates = bundle.events;
		if (templates.length === 0) throw new Error('the base seed has no events to clone');
		const today = venueDay(now);
		const events: Localised<EventDetail>[] = [];
		for (let index = 0; index < count; index += 1) {
			const template = templates[index % templates.length] as Localised<EventDetail>;
			const day = addDays(today, Math.floor((index * days) / count));
			const id = FIRST_VOLUME_EVENT_ID + index;
			events.push({
				de: cloneEvent(template.de, id, day),
				en: cloneEvent(template.en, id, day),
			});
		}
		return { ...bundle, events };
	};
}
