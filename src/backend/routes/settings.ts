import { Hono } from 'hono';
import { SiteSettingsSchema } from '../../lib/contract/index.ts';
import { ANY_LOCALE, SINGLETON_ID } from '../content/kinds.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

/**
 * GET /settings (page-editor API, also under `/{locale}`): site status, shop status and the custom
 * HTML blocks in the request's language. Data dirs seeded before settings were kept per language
 * hold one shared document, which answers for both.
 */
export function createSettingsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/settings', async (c) => {
		const locale = requestLocale(c);
		const stored = (await ctx.store.get('settings', SINGLETON_ID, locale)) !== undefined;
		return c.json(
			await readDetail(
				ctx.store,
				'settings',
				SINGLETON_ID,
				stored ? locale : ANY_LOCALE,
				SiteSettingsSchema,
			),
		);
	});
	return app;
}
