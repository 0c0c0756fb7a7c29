import { z } from 'zod';
import {
	FilterIdSchema,
	DateTimeSchema,
	IdSchema,
	LinkSchema,
	pagedSchema,
	SlugSchema,
} from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { PriceSchema, SeatGroupSchema } from './booking.ts';
import { CardSchema, PartnerSchema, RefSchema } from './refs.ts';
import { DETAIL_SECTION_FIELDS } from './detail-sections.ts';
import { AccessFeatureSchema, AccessQuerySchema, AccessValuesSchema } from './access.ts';

/** Event types (event_type_new): a dated performance, an exhibition run, a timed-entry visit. */
export const EventTypeSchema = z.enum(['performance', 'exhibition', 'tour', 'concert', 'workshop']);
export type EventType = z.infer<typeof EventTypeSchema>;

/** Fields every event answer carries (SPEC §3 'Event'). */
const EventCoreSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	name: z.string().min(1),
	url: z.string(),
	date_start: DateTimeSchema,
	date_end: DateTimeSchema.nullable().default(null),
	event_type_new: EventTypeSchema,
	id_jet: IdSchema.nullable().default(null),
	ticket_url: z.string().nullable().default(null),
	prices: z.array(PriceSchema).default([]),
	seat_groups: z.array(SeatGroupSchema).default([]),
	preline: z.string().default(''),
	subline: z.string().default(''),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	room: RefSchema.nullable().default(null),
	type: RefSchema.nullable().default(null),
	tags: z.array(RefSchema).default([]),
	series: RefSchema.nullable().default(null),
	genre: RefSchema.nullable().default(null),
	is_cancelled: z.boolean().default(false),
	/** false: visitors never see it (404, left out of every list); staff do. */
	is_online: z.boolean().default(true),
	/** The venue whose access information this event inherits (null: read from the room's link). */
	venue_id: IdSchema.nullable().default(null),
	/** The event's own access values (shared by its dates); they override the venue's. */
	access_values: AccessValuesSchema.default({}),
	/** This date's access values where it differs from the event; they override the event's. */
	date_access_values: AccessValuesSchema.default({}),
	/**
	 * The features offered on this date, venue ⊕ event ⊕ date (answers only: the back end
	 * computes it on every read, whatever a write sent).
	 */
	access: z.array(AccessFeatureSchema).default([]),
});

/** An event in the paged event list. */
export const EventListItemSchema = EventCoreSchema;
export type EventListItem = z.infer<typeof EventListItemSchema>;

/** GET /{locale}/api/events/: the paged list. */
export const EventListSchema = pagedSchema(EventListItemSchema);
export type EventList = z.infer<typeof EventListSchema>;

/** GET /{locale}/api/events/{id}/: everything the detail page's sections need (SPEC §9 order). */
export const EventDetailSchema = EventCoreSchema.extend({
	...DETAIL_SECTION_FIELDS,
	children: z.array(CardSchema).default([]),
	sponsors: z.array(PartnerSchema).default([]),
	important_info: z.string().default(''),
	production: RefSchema.nullable().default(null),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/**
 * An editorial teaser interleaved in the event list (SPEC §3 'Event teaser'); `position` is the day
 * it belongs to, treated as the end of that day, and it shows only when the list is unfiltered.
 */
export const EventTeaserSchema = z.object({
	id: IdSchema,
	name: z.string(),
	link: LinkSchema,
	preline: z.string().default(''),
	headline: z.string(),
	subline: z.string().default(''),
	link_text: z.string().default(''),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	position: z.iso.date(),
});
export type EventTeaser = z.infer<typeof EventTeaserSchema>;
export const EventTeaserListSchema = z.array(EventTeaserSchema);

/** Query of GET /{locale}/api/events/ as the back end validates it (SPEC §7, §5). */
export const EventQuerySchema = z.object({
	room: FilterIdSchema.optional(),
	type: z
		.string()
		.regex(/^[a-z0-9-]+$/, 'must be an exhibition type slug')
		.optional(),
	tag: FilterIdSchema.optional(),
	series: FilterIdSchema.optional(),
	genre: FilterIdSchema.optional(),
	date: z.iso.date().optional(),
	date_to: z.iso.date().optional(),
	filter: z.enum(['next_3_days', 'weekend']).optional(),
	/** Access features every listed date must offer (comma-separated). */
	access: AccessQuerySchema.optional(),
	/** The dates of one event (their shared slug): the editor's access dialog writes them all. */
	slug: SlugSchema.optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type EventQuery = z.infer<typeof EventQuerySchema>;
