import { Hono } from 'hono';
import {
	DocumentOnlineKindSchema,
	DocumentOnlineSchema,
	DocumentOnlineStateSchema,
} from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { applyChange, ScheduleFailure } from '../schedule/apply-change.ts';

/**
 * GET and PATCH /online/{kind}/{id}/ (staff; PATCH with CSRF, DocumentOnlineSchema): an event's,
 * article's or production's online state, read from the request's locale and switched at once in
 * every language, as a scheduled change would (DocumentOnlineStateSchema). 404 for another kind
 * or an unknown document.
 */
export function createDocumentOnlineApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const kindOf = (raw: string | undefined) => {
		const kind = DocumentOnlineKindSchema.safeParse(raw);
		if (!kind.success) throw notFound();
		return kind.data;
	};
	/** Whether the document is online in any language (undefined when there is none). */
	const stateOf = async (kind: 'event' | 'article' | 'production', id: number) => {
		let found: boolean | undefined;
		for (const locale of ['de', 'en']) {
			const body = (await ctx.store.get(kind, id, locale)) as { is_online?: unknown } | undefined;
			if (body !== undefined) found = (found ?? false) || body.is_online !== false;
		}
		return found;
	};

	app.get('/online/:kind/:id', async (c) => {
		requireStaff(c);
		const kind = kindOf(c.req.param('kind'));
		const id = idParam(c);
		const isOnline = await stateOf(kind, id);
		if (isOnline === undefined) throw notFound();
		c.header('cache-control', 'private, no-store');
		return c.json(DocumentOnlineStateSchema.parse({ kind, id, is_online: isOnline }));
	});

	app.patch('/online/:kind/:id', async (c) => {
		const user = requireStaffWrite(c);
		const kind = kindOf(c.req.param('kind'));
		const id = idParam(c);
		const { is_online } = parseOrThrow(DocumentOnlineSchema, await readJsonObject(c));
		const change = { id: 0, kind, docId: id, locale: null, createdBy: user.id };
		try {
			await ctx.store.transaction(() =>
				applyChange(
					{
						db: ctx.db,
						store: ctx.store,
						now: ctx.now,
						publishDraft: (...args) => ctx.drafts.publish(...args),
					},
					{ ...change, action: is_online ? 'online' : 'offline' },
				),
			);
		} catch (error) {
			if (error instanceof ScheduleFailure) throw notFound();
			throw error;
		}
		return c.json(DocumentOnlineStateSchema.parse({ kind, id, is_online }));
	});
	return app;
}
