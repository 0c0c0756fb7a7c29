import { Hono } from 'hono';
import type { Calendar } from '../../lib/contract/index.ts';
import { isStaff } from '../auth/guards.ts';
import { venueDay } from '../content/index-columns.ts';
import { onlineFilterFor } from '../content/offline-paths.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';
import { EventFilterQuerySchema, eventFilter } from './event-filter.ts';

/** GET /calendar/?date&room&type&tag&series&genre: the days with matching events from `date` on. */
export function createCalendarApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/calendar', async (c) => {
		const locale = requestLocale(c);
		const query = parseOrThrow(EventFilterQuerySchema, c.req.query());
		const dates = await ctx.store.days('event', locale, {
			...(await eventFilter(ctx.store, locale, query, venueDay(ctx.now()))),
			...onlineFilterFor(isStaff(c)),
		});
		const answer: Calendar = { dates };
		return c.json(answer);
	});
	return app;
}
