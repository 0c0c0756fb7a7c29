import { Hono } from 'hono';
import { SiteSettingsSchema } from '../../lib/contract/index.ts';
import { ANY_LOCALE, SINGLETON_ID } from '../content/kinds.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';

/** GET /settings (page-editor API): site status, shop status and the custom HTML blocks. */
export function createSettingsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/settings', (c) =>
		c.json(readDetail(ctx.store, 'settings', SINGLETON_ID, ANY_LOCALE, SiteSettingsSchema)),
	);
	return app;
}
