import { Hono } from 'hono';
import { NavigationSchema } from '../../lib/contract/index.ts';
import { SINGLETON_ID } from '../content/kinds.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

/** GET /nav: menu, secondary menu and footer lists in the request's language. */
export function createNavigationApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/nav', (c) =>
		c.json(readDetail(ctx.store, 'navigation', SINGLETON_ID, requestLocale(c), NavigationSchema)),
	);
	return app;
}
