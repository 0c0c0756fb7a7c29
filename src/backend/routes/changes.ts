import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, BackendContext } from '../context.ts';
import { changesSince } from '../content/change-feed.ts';
import { parseOrThrow } from '../http/validate.ts';

const ChangesQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });

/**
 * GET /pageeditor-api/changes?since=ISO — the content changes after `since` (the site uses it to
 * render pages on demand that changed after its build).
 */
export function createChangesApp(ctx: BackendContext): Hono<AppEnv> {
	return new Hono<AppEnv>({ strict: false }).get('/changes', async (c) => {
		const { since } = parseOrThrow(ChangesQuerySchema, c.req.query());
		const changes = await changesSince(ctx.db, ctx.site, new Date(since));
		return c.json({ now: ctx.now().toISOString(), changes });
	});
}
