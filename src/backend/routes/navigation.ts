import { Hono } from 'hono';
import { NavigationSchema } from '../../lib/contract/index.ts';
import { SINGLETON_ID } from '../content/kinds.ts';
import { withoutOfflineEntries } from '../content/offline-paths.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

/**
 * GET /nav: menu, secondary menu and footer lists in the request's language, without entries that
 * link to an offline page (the stored navigation may still name one).
 */
export function createNavigationApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/nav', async (c) => {
		const nav = await readDetail(
			ctx.store,
			'navigation',
			SINGLETON_ID,
			requestLocale(c),
			NavigationSchema,
		);
		const offline = await ctx.store.offlinePaths();
		return c.json({
			menu: withoutOfflineEntries(nav.menu, offline),
			secondary_menu: withoutOfflineEntries(nav.secondary_menu, offline),
			footer: withoutOfflineEntries(nav.footer, offline),
		});
	});
	return app;
}
