import { Hono, type Context } from 'hono';
import {
	NewScheduledChangeSchema,
	SCHEDULE_MAX_AHEAD_MS,
	ScheduledChangeListSchema,
	ScheduledChangeQuerySchema,
	type ScheduledChange,
} from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { editorRequestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { requestAddress } from '../http/request-client.ts';
import { parseOrThrow } from '../http/validate.ts';
import { cancelChange, insertChange, pendingChanges } from '../schedule/scheduled-changes.ts';

/**
 * Scheduled changes, staff only (401/403), writes with CSRF (403):
 * GET /scheduled-changes/?kind&id (ScheduledChangeListSchema: the pending ones, of one document
 * when asked, soonest first; titles in the request's editor locale);
 * POST /scheduled-changes/ (NewScheduledChangeSchema; 400 naming the field for a time not in the
 * future or more than two years ahead, an unknown document, `publish` of anything but a page's
 * draft; answers 201 with the change);
 * DELETE /scheduled-changes/{id}/ (cancels a pending change, 204; 404 when done or unknown).
 * Creating and cancelling go to the audit log (`schedule_created`, `schedule_cancelled`).
 */
export function createScheduleApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { db, site, store } = ctx;

	const audit = (
		c: Context<AppEnv>,
		actor: string,
		action: 'schedule_created' | 'schedule_cancelled',
		change: Pick<ScheduledChange, 'kind' | 'doc_id' | 'action'> & { locale: string | null },
		detail: string,
	) =>
		ctx.audit.record({
			actor,
			action,
			target: `${change.kind} #${change.doc_id}${change.locale ? ` (${change.locale})` : ''}`,
			detail: `${change.action} ${detail}`,
			address: requestAddress(c),
		});

	app.get('/scheduled-changes', async (c) => {
		requireStaff(c);
		c.header('cache-control', 'private, no-store');
		const query = parseOrThrow(ScheduledChangeQuerySchema, c.req.query());
		const doc =
			query.kind !== undefined && query.id !== undefined
				? { kind: query.kind, id: query.id }
				: undefined;
		const changes = await pendingChanges(db, site, editorRequestLocale(c), doc);
		return c.json(ScheduledChangeListSchema.parse(changes));
	});

	app.post('/scheduled-changes', async (c) => {
		const user = requireStaffWrite(c);
		const input = parseOrThrow(NewScheduledChangeSchema, await readJsonObject(c));
		const now = ctx.now();
		const runAt = new Date(input.run_at);
		if (runAt.getTime() <= now.getTime())
			throw badRequest('run_at must be in the future', 'run_at');
		if (runAt.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS)
			throw badRequest('run_at must be at most two years ahead', 'run_at');
		const locale = input.kind === 'page' ? editorRequestLocale(c) : null;
		if (!(await store.exists(input.kind, input.doc_id, locale ?? undefined)))
			throw badRequest(`Unknown ${input.kind} ${input.doc_id}`, 'doc_id');
		if (input.action === 'publish') {
			if (locale === null) throw badRequest('Only a page draft can be published', 'action');
			if ((await ctx.drafts.meta(input.doc_id, locale)) === undefined)
				throw badRequest(`Page ${input.doc_id} has no draft in '${locale}'`, 'action');
		}
		const id = await insertChange(
			db,
			site,
			{ ...input, docId: input.doc_id, locale, runAt, createdBy: user.id },
			now,
		);
		await audit(c, user.username, 'schedule_created', { ...input, locale }, input.run_at);
		const doc = { kind: input.kind, id: input.doc_id };
		const created = (await pendingChanges(db, site, editorRequestLocale(c), doc)).find(
			(change) => change.id === id,
		);
		return c.json(created, 201);
	});

	app.delete('/scheduled-changes/:id', async (c) => {
		const user = requireStaffWrite(c);
		const cancelled = await cancelChange(db, site, idParam(c), user.id, ctx.now());
		if (!cancelled) throw notFound('No pending change with this id');
		await audit(
			c,
			user.username,
			'schedule_cancelled',
			{
				kind: cancelled.kind,
				doc_id: cancelled.docId,
				action: cancelled.action,
				locale: cancelled.locale,
			},
			'',
		);
		return c.body(null, 204);
	});

	return app;
}
