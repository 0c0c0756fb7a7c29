import { z } from 'zod';
import { IdSchema } from './common.ts';

/** Most characters of a name on a waiting list. */
export const WAITLIST_NAME_MAX = 120;

/**
 * POST /api/waitlist/ (CSRF): a visitor joins the waiting list of a sold-out seat group or
 * timeslot of an event date. `quantity` is bounded by the site's tickets per cart (checked by the
 * back end); `sale_type_id` is the ticket the offer will hold (default: the seat group's first).
 */
export const WaitlistJoinSchema = z.object({
	event_jet_id: IdSchema,
	seat_group: IdSchema,
	block_id: IdSchema.optional(),
	sale_type_id: IdSchema.optional(),
	quantity: z.number().int().min(1).max(100),
	name: z.string().trim().min(1).max(WAITLIST_NAME_MAX),
	email: z.email().max(254),
});
export type WaitlistJoin = z.infer<typeof WaitlistJoinSchema>;

/**
 * The answer to a join: always the same whether the address was new, already listed or over the
 * mail limits, so the form tells no one whose address is on a list.
 */
export const WaitlistJoinedSchema = z.object({ status: z.literal('confirmation_sent') });

export const WaitlistStatusSchema = z.enum([
	'unconfirmed',
	'waiting',
	'offered',
	'accepted',
	'declined',
	'lapsed',
	'left',
	'removed',
	'expired',
]);
export type WaitlistStatusName = z.infer<typeof WaitlistStatusSchema>;

/** One entry of a waiting list as the hub shows it (staff only: it holds the visitor's address). */
export const WaitlistEntryViewSchema = z.object({
	id: z.number().int().positive(),
	seat_group_id: z.number().int(),
	/** The timeslot's block id; 0 for a whole seat group. */
	block_id: z.number().int().nonnegative(),
	name: z.string(),
	email: z.string(),
	quantity: z.number().int().positive(),
	locale: z.string(),
	status: WaitlistStatusSchema,
	created_at: z.string(),
	confirmed_at: z.string(),
	offer_ends_at: z.string(),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryViewSchema>;

/**
 * GET /api/dashboard/waitlist/ (staff): the event dates with waiting-list entries, soonest
 * first, with each date's entries in line order (entries that ended stay listed with their status).
 */
export const WaitlistOverviewSchema = z.object({
	dates: z.array(
		z.object({
			id_jet: z.number().int().positive(),
			event_id: z.number().int().positive(),
			title: z.string(),
			date_start: z.string(),
			entries: z.array(WaitlistEntryViewSchema),
		}),
	),
});
export type WaitlistOverview = z.infer<typeof WaitlistOverviewSchema>;

/** POST /api/dashboard/ticketing-capacity/ (staff, CSRF): sets a seat group's or timeslot's capacity. */
export const CapacityChangeSchema = z.object({
	event_jet_id: IdSchema,
	seat_group: IdSchema,
	block_id: IdSchema.optional(),
	capacity: z.number().int().min(0).max(1_000_000),
});

/**
 * GET /api/waitlist/target/?event_jet_id=&seat_group= (visitors): what the join page shows of a
 * seat group, from live availability (404 for unknown ids). `on_sale`: nothing of it is sold out
 * (book it directly); `slots`: the sold-out timeslots of a timed seat group, labelled by start.
 */
export const WaitlistJoinTargetSchema = z.object({
	title: z.string(),
	/** The event page, '' when unknown. */
	url: z.string(),
	id_jet: IdSchema,
	seat_group: z.object({ id: IdSchema, name: z.string() }),
	slots: z.array(z.object({ block_id: IdSchema, label: z.string() })),
	on_sale: z.boolean(),
	/** The site's tickets per cart: the most one entry may wait for. */
	max_tickets: z.number().int().positive(),
	/** How long an offer holds the seats. */
	offer_hours: z.number().positive(),
});
export type WaitlistJoinTarget = z.infer<typeof WaitlistJoinTargetSchema>;

/**
 * GET /api/waitlist/{token}/state/ (the token is the secret): what the entry page shows.
 * `deadline` is the confirmation's or the offer's end, written out in the page's language;
 * `position` the place in line (waiting only, else 0); `confirm_open` whether it can still be confirmed.
 */
export const WaitlistEntryStateSchema = z.object({
	token: z.string(),
	status: WaitlistStatusSchema,
	quantity: z.number().int().positive(),
	title: z.string(),
	url: z.string(),
	deadline: z.string(),
	position: z.number().int().nonnegative(),
	confirm_open: z.boolean(),
});
export type WaitlistEntryState = z.infer<typeof WaitlistEntryStateSchema>;

/** What the entry page says a visitor just did (`?done=`). */
export const WaitlistNoticeSchema = z.enum(['confirmed', 'declined', 'left', 'offer_gone']);
export type WaitlistNotice = z.infer<typeof WaitlistNoticeSchema>;
