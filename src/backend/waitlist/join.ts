import type { Locale, WaitlistJoin, WaitlistJoinTarget } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { confirmationAllowed } from '../mail/form-mails.ts';
import { WHOLE_SEAT_GROUP } from '../ticketing/capacities.ts';
import { eventByJetId } from '../ticketing/event-by-jet-id.ts';
import { withSoldOut } from '../ticketing/sold-out.ts';
import { mailDateTime } from '../mail/texts.ts';
import { eventFacts } from './describe.ts';
import { ticketLimits } from '../ticketing/ticket-limits.ts';
import type { SiteName } from '../context.ts';
import { hasActiveEntry, insertEntry, type WaitlistKey } from './entries.ts';
import { queueConfirmationMail } from './mails.ts';
import { waitingListSettings } from './settings.ts';

/** How a join ended: 'sent' whatever happened to the address (see WaitlistJoinedSchema). */
export type JoinResult = 'sent' | 'not-sold-out';

/** A join as the route hands it over. */
export type JoinRequest = {
	site: SiteName;
	join: WaitlistJoin;
	locale: Locale;
	/** The client's address, for the mail limits. */
	client: string;
	now: Date;
};

/**
 * Adds a visitor to the waiting list of a sold-out seat group or timeslot: checks the ids
 * against the event (400 naming the field), the wish against the site's tickets per cart, and
 * that nothing of it is on sale (else 'not-sold-out'); then, in one transaction, stores the entry
 * `unconfirmed` and queues the double opt-in mail — unless the address already has an entry for
 * it, or the confirmation limits of the form mails are spent (3 per address a day, 10 per client
 * an hour), in which case nothing is stored and the answer is the same.
 */
export async function joinWaitlist(db: Database, request: JoinRequest): Promise<JoinResult> {
	const { site, join, locale, now } = request;
	const event = await eventByJetId(db, site, locale, join.event_jet_id, { onlineOnly: true });
	if (!event) throw badRequest(`Unknown event ${join.event_jet_id}`, 'event_jet_id');
	const group = event.seat_groups.find((candidate) => candidate.id === join.seat_group);
	if (!group) throw badRequest('Seat group does not belong to the event', 'seat_group');
	const timed = group.timeslots.length > 0;
	if (timed && !group.timeslots.some((slot) => slot.block_id === join.block_id)) {
		throw badRequest('Choose one of the seat group’s timeslots', 'block_id');
	}
	if (!timed && join.block_id !== undefined) {
		throw badRequest('The seat group has no timeslots', 'block_id');
	}
	const price =
		join.sale_type_id === undefined
			? group.prices[0]
			: group.prices.find((candidate) => candidate.sale_type_id === join.sale_type_id);
	if (!price) throw badRequest('Sale type does not belong to the seat group', 'sale_type_id');
	const max = ticketLimits[site].maxTicketsPerCart;
	if (join.quantity > max) throw badRequest(`At most ${max} tickets`, 'quantity');
	const key: WaitlistKey = {
		idJet: join.event_jet_id,
		seatGroupId: group.id,
		blockId: join.block_id ?? WHOLE_SEAT_GROUP,
	};
	const [marked] = await withSoldOut(
		db,
		site,
		[{ id: event.id, id_jet: join.event_jet_id, seat_groups: event.seat_groups }],
		now,
	);
	const shown = marked?.seat_groups.find((candidate) => candidate.id === group.id);
	const soldOut = timed
		? shown?.status === '0' ||
			shown?.timeslots.find((slot) => slot.block_id === join.block_id)?.status === '0'
		: shown?.status === '0';
	if (!soldOut || event.is_cancelled) return 'not-sold-out';
	const email = join.email.trim().toLowerCase();
	await db.transaction(async () => {
		if (!(await confirmationAllowed(db, email, request.client, now, 'waitlist-confirmation'))) {
			return;
		}
		if (await hasActiveEntry(db, site, key, email)) return;
		const confirmBy = new Date(now.getTime() + waitingListSettings(site).confirmHours * 3_600_000);
		const entry = await insertEntry(
			db,
			{
				...key,
				site,
				eventId: event.id,
				saleTypeId: price.sale_type_id,
				unitPrice: price.price,
				quantity: join.quantity,
				name: join.name,
				email,
				locale,
				client: request.client,
				confirmBy,
			},
			now,
		);
		await queueConfirmationMail(db, entry, now, request.client);
	});
	return 'sent';
}

/**
 * What the join page of seat group `seatGroupId` of event date `idJet` shows, from live
 * availability (`on_sale` when nothing of it is sold out); undefined for unknown ids.
 */
export async function joinTarget(
	db: Database,
	query: { site: SiteName; locale: Locale; idJet: number; seatGroupId: number; now: Date },
): Promise<WaitlistJoinTarget | undefined> {
	const { site, locale, idJet } = query;
	const event = await eventByJetId(db, site, locale, idJet, { onlineOnly: true });
	if (!event) return undefined;
	const [marked] = await withSoldOut(
		db,
		site,
		[{ id: event.id, id_jet: idJet, seat_groups: event.seat_groups }],
		query.now,
	);
	const group = marked?.seat_groups.find((candidate) => candidate.id === query.seatGroupId);
	if (!group) return undefined;
	const facts = await eventFacts(db, site, event.id, locale);
	const slots = group.timeslots
		.filter((slot) => slot.status === '0')
		.map((slot) => ({
			block_id: slot.block_id,
			label: mailDateTime(new Date(slot.time_start), locale),
		}));
	const soldOut = group.timeslots.length > 0 ? slots.length > 0 : group.status === '0';
	return {
		title: facts.name,
		url: facts.url ?? '',
		id_jet: idJet,
		seat_group: { id: group.id, name: group.seat_group },
		slots,
		on_sale: !soldOut || event.is_cancelled,
		max_tickets: ticketLimits[site].maxTicketsPerCart,
		offer_hours: waitingListSettings(site).offerHours,
	};
}
