import { Hono } from 'hono';
import { PresenceAnswerSchema, PresenceBeatSchema } from '../../lib/contract/index.ts';
import { requireStaffWrite } from '../auth/guards.ts';
import { createPresence } from '../content/presence.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { readJsonObject } from '../http/json-body.ts';
import { parseOrThrow } from '../http/validate.ts';

/**
 * POST /presence/ (staff + CSRF, PresenceBeatSchema): the editor's heartbeat while a page is in
 * edit mode ('also editing: NAME'); answers PresenceAnswerSchema, the others on that page.
 */
export function createPresenceApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const presence = createPresence(ctx.db, ctx.site, ctx.now);
	app.post('/presence', async (c) => {
		const user = requireStaffWrite(c);
		const beat = parseOrThrow(PresenceBeatSchema, await readJsonObject(c));
		const others = await presence.beat(user.id, beat.path, beat.leave);
		c.header('cache-control', 'private, no-store');
		return c.json(PresenceAnswerSchema.parse({ others }));
	});
	return app;
}
