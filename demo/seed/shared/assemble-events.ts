import type { z } from 'zod';
import type { EventDetailSchema } from '../../../src/lib/contract/index.ts';
import { addDays, addMinutes, longDateTime } from './dates.ts';
import type { ContributorDef, EventDef, EventDate, Key, OptionDef, RoomDef } from './defs.ts';
import { imageFields, image } from './images.ts';
import { partnerDraft } from './partners.ts';
import type { CardDraft, RefDraft, Registry } from './registry.ts';
import { buildTickets, lastSlotEnd } from './tickets.ts';
import type { Bilingual, Txt } from './text.ts';
import { eventFilterUrl, routeUrls, ticketUrl } from './urls.ts';

/** One date of an event template, with the ids it is sold under. */
export type DatedEvent = {
	def: EventDef;
	date: EventDate;
	id: number;
	idJet: number;
	start: string;
	end: string | null;
};

/** Option lookups by key, as events and productions reference them. */
export type OptionIndex = {
	room(key: Key): RoomDef;
	type(key: Key): OptionDef;
	tag(key: Key): OptionDef;
	genre(key: Key): OptionDef;
};

type EventDraft = Bilingual<z.input<typeof EventDetailSchema>>;

const START_TIMES = (date: EventDate, def: EventDef, start: string): string | null => {
	if (date.untilDay !== undefined) return null;
	const timed = def.tickets.kind === 'seats' ? def.tickets.groups.find((g) => g.slots) : undefined;
	if (timed?.slots) return lastSlotEnd(date.day, timed.slots, def.durationMinutes);
	return addMinutes(start, def.durationMinutes);
};

/** Days on which the venues do not play: Christmas Eve, New Year's Eve and New Year's Day. */
const QUIET_DAYS = ['12-24', '12-31', '01-01'];
const isQuiet = (day: string) => QUIET_DAYS.includes(day.slice(5));

/**
 * Keeps the programme off quiet days: a date that falls on one moves to the next day that is not
 * quiet. Moving rather than dropping keeps each event's number of dates the same all year, so
 * the ids given in date order do not shift when the calendar passes the holidays.
 */
function scheduled(dates: readonly EventDate[]): EventDate[] {
	return dates.map((date) => {
		let day = date.day;
		while (isQuiet(day)) day = addDays(day, 1);
		return day === date.day ? date : { ...date, day };
	});
}

/**
 * Gives every date of every template its own event id (in template order, then date order) and
 * ticketing id, with start and end times in Berlin.
 */
export function expandEvents(
	defs: readonly EventDef[],
	firstId: number,
	idJetOffset: number,
	at: (day: string, time: string) => string,
): DatedEvent[] {
	let id = firstId;
	return defs.flatMap((def) =>
		scheduled(def.dates)
			.sort((a, b) => (a.day + a.time).localeCompare(b.day + b.time))
			.map((date) => {
				const eventId = id++;
				const start = at(date.day, date.time);
				const end =
					date.untilDay !== undefined ? at(date.untilDay, '17:00') : START_TIMES(date, def, start);
				return { def, date, id: eventId, idJet: idJetOffset + eventId * 7, start, end };
			}),
	);
}

/** The card of a dated event: date as preline, the event's name, its subline. */
export function eventCard(event: DatedEvent): CardDraft {
	return {
		id: event.id,
		url: routeUrls('event', event.def.slug, event.id).url,
		preline: longDateTime(event.start),
		headline: event.def.name,
		subline: event.def.subline,
		...imageFields(event.def.image),
	};
}

const optionRef = (option: OptionDef, url: Txt): RefDraft => ({
	id: option.id,
	slug: option.slug,
	name: option.name,
	url,
});

/** Contributors with links to the team pages of the persons they name. */
export function contributorDrafts(list: readonly ContributorDef[], registry: Registry) {
	return list.map((entry) => ({
		role: entry.role,
		name: entry.name,
		url: entry.person === undefined ? null : registry.url({ kind: 'person', key: entry.person }),
	}));
}

/** Everything the event detail needs to resolve its references. */
export type EventContext = {
	registry: Registry;
	options: OptionIndex;
	/** Every date of a template, in date order. */
	datesOf(key: Key): DatedEvent[];
	seriesRef(key: Key): RefDraft;
	productionRef(key: Key): RefDraft;
};

/** The full detail draft of one dated event. */
export function eventDraft(event: DatedEvent, ctx: EventContext): EventDraft {
	const { def, date } = event;
	const room = ctx.options.room(def.room);
	const type = ctx.options.type(def.type);
	const siblings = ctx.datesOf(def.key).filter((other) => other.id !== event.id);
	const related = (def.related ?? []).map((key) => ctx.registry.card('event', key));
	const tickets = buildTickets(def.tickets, event.id, date.day, date);
	return {
		id: event.id,
		slug: def.slug,
		name: def.name,
		...routeUrls('event', def.slug, event.id),
		date_start: event.start,
		date_end: event.end,
		event_type_new: def.kind,
		id_jet: event.idJet,
		ticket_url: ticketUrl(event.idJet),
		...tickets,
		preline: def.preline ?? type.name,
		subline: def.subline,
		...imageFields(def.image),
		room: optionRef(room, ctx.registry.url({ kind: 'venue', key: room.venue })),
		type: optionRef(type, eventFilterUrl('type', type.slug)),
		tags: def.tags.map((key) => {
			const tag = ctx.options.tag(key);
			return optionRef(tag, eventFilterUrl('tag', tag.id));
		}),
		series: def.series === undefined ? null : ctx.seriesRef(def.series),
		genre:
			def.genre === undefined
				? null
				: optionRef(
						ctx.options.genre(def.genre),
						eventFilterUrl('genre', ctx.options.genre(def.genre).id),
					),
		is_cancelled: date.cancelled ?? false,
		access_values: def.access ?? {},
		date_access_values: date.access ?? {},
		description: def.description,
		programs: (def.programs ?? []).map((item) => ({ title: item.title, text: item.text ?? '' })),
		children: (def.children ?? []).map((key) => ctx.registry.card('event', key)),
		sponsors: (def.sponsors ?? []).map(partnerDraft),
		important_info: def.importantInfo ?? '',
		opening_hours: def.openingHours ?? null,
		images: (def.gallery ?? []).map(image),
		video_url: def.videoUrl ?? null,
		events: [...siblings.slice(0, 4).map(eventCard), ...related],
		blog: (def.blog ?? []).map((key) => ctx.registry.card('article', key)),
		contributors: contributorDrafts(def.contributors ?? [], ctx.registry),
		promoter: def.promoter === undefined ? null : partnerDraft(def.promoter),
		production: def.production === undefined ? null : ctx.productionRef(def.production),
		body_class: def.bodyClass ?? '',
		meta_description: def.teaser,
	};
}
