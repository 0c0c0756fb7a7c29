import { Hono, type Context } from 'hono';
import {
	CapacityChangeSchema,
	IdParamSchema,
	WaitlistOverviewSchema,
} from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { waitlistOverview } from '../dashboard/waitlist.ts';
import { ApiProblem, badRequest, notFound } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { requestAddress } from '../http/request-client.ts';
import { parseOrThrow } from '../http/validate.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../ticketing/capacities.ts';
import { ReservationContended } from '../ticketing/contention.ts';
import { eventByJetId } from '../ticketing/event-by-jet-id.ts';
import { entryById, expireUnconfirmed } from '../waitlist/entries.ts';
import { endEntry, offerFreedSeats, offerSeatsOf } from '../waitlist/offers.ts';
import { purgePastEntries } from '../waitlist/purge.ts';

/** 503 with Retry-After when the seats' locks were busy: nothing changed, send it again. */
function contended(c: Context): Response {
	c.header('retry-after', '1');
	return c.json({ error: 'The seats are busy: please try again', retryable: true }, 503);
}

const rethrowUnlessContended = (error: unknown): 'contended' => {
	if (error instanceof ReservationContended) return 'contended';
	throw error;
};

/**
 * The hub's waiting lists, staff only (401/403), writes with CSRF (403):
 * GET /dashboard/waitlist/ (every date with a live list, entries in line order);
 * POST /dashboard/waitlist/{id}/remove/ (takes an entry off its list; an unopened offer's seats
 * go to the next in line); POST /dashboard/waitlist/{id}/offer/ (offers a waiting entry the
 * free seats now, out of turn: 409 when too few are free); POST /dashboard/ticketing-capacity/
 * (`CapacityChangeSchema`: sets a seat group's or timeslot's capacity; seats it adds go to the
 * waiting list first). Answers say what changed: `{ offered }`, the number of offers mailed.
 * A removal and a hand-made offer go to the audit log (`waitlist_removed`, `waitlist_offered`).
 */
export function createWaitlistStaffApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/dashboard/waitlist', async (c) => {
		requireStaff(c);
		c.header('cache-control', 'private, no-store');
		await expireUnconfirmed(ctx.db, ctx.site, ctx.now());
		await purgePastEntries(ctx.db, ctx.site, ctx.now());
		const overview = await waitlistOverview(ctx.db, ctx.site, requestLocale(c));
		return c.json(WaitlistOverviewSchema.parse(overview));
	});

	const entryId = (c: Context<AppEnv>) => parseOrThrow(IdParamSchema, c.req.param('id') ?? '');

	/**
	 * Records a staff change of entry `entry`. Names the entry and its date, never the visitor: the
	 * audit log is kept a year, the entry's personal data only until its list is purged.
	 */
	const audit = (
		c: Context<AppEnv>,
		staff: { username: string },
		action: 'waitlist_removed' | 'waitlist_offered',
		entry: { id: number; idJet: number; seatGroupId: number; blockId: number },
		detail: string,
	) =>
		ctx.audit.record({
			actor: staff.username,
			action,
			target: `#${entry.id} · ${entry.idJet}/${entry.seatGroupId}${entry.blockId ? `/${entry.blockId}` : ''}`,
			detail,
			address: requestAddress(c),
		});

	app.post('/dashboard/waitlist/:id/remove', async (c) => {
		const staff = requireStaffWrite(c);
		const id = entryId(c);
		const entry = await entryById(ctx.db, ctx.site, id);
		if (!entry) throw notFound();
		const result = await endEntry(ctx.db, ctx.site, id, 'removed', ctx.now()).catch(
			rethrowUnlessContended,
		);
		if (result === 'contended') return contended(c);
		if (result.kind === 'unknown') throw notFound();
		ctx.mail.queued();
		if (result.kind === 'changed') await audit(c, staff, 'waitlist_removed', entry, entry.status);
		return c.json({ removed: result.kind === 'changed' });
	});

	app.post('/dashboard/waitlist/:id/offer', async (c) => {
		const staff = requireStaffWrite(c);
		const id = entryId(c);
		const entry = await entryById(ctx.db, ctx.site, id);
		if (!entry) throw notFound();
		if (entry.status !== 'waiting') {
			throw new ApiProblem(409, { error: 'Only a confirmed entry in line can be offered seats' });
		}
		const offered = await offerSeatsOf(ctx.db, ctx.site, entry, ctx.now(), entry.id);
		if (offered === 0) {
			throw new ApiProblem(409, { error: 'Not enough free seats for this entry' });
		}
		ctx.mail.queued();
		await audit(c, staff, 'waitlist_offered', entry, `${entry.quantity}`);
		return c.json({ offered });
	});

	app.post('/dashboard/ticketing-capacity', async (c) => {
		requireStaffWrite(c);
		const body = CapacityChangeSchema.safeParse(await readJsonBody(c));
		if (!body.success) {
			const issue = body.error.issues[0];
			throw badRequest(issue?.message ?? 'Invalid input', String(issue?.path[0] ?? 'body'));
		}
		const change = body.data;
		const event = await eventByJetId(ctx.db, ctx.site, requestLocale(c), change.event_jet_id);
		const group = event?.seat_groups.find((candidate) => candidate.id === change.seat_group);
		if (!event) throw badRequest('Unknown event', 'event_jet_id');
		if (!group) throw badRequest('Seat group does not belong to the event', 'seat_group');
		if (
			change.block_id !== undefined &&
			!group.timeslots.some((slot) => slot.block_id === change.block_id)
		) {
			throw badRequest('Timeslot does not belong to the seat group', 'block_id');
		}
		const now = ctx.now();
		await setCapacity(ctx.db, ctx.site, {
			idJet: change.event_jet_id,
			seatGroupId: change.seat_group,
			blockId: change.block_id ?? WHOLE_SEAT_GROUP,
			capacity: change.capacity,
		});
		// The third trigger: seats a raised capacity adds go to the waiting list first.
		const offered = await offerFreedSeats(ctx.db, ctx.site, change.event_jet_id, now);
		if (offered > 0) ctx.mail.queued();
		return c.json({ offered });
	});

	return app;
}
