import { Hono } from 'hono';
import { z } from 'zod';
import { EventTeaserSchema, IsoDateSchema } from '../../lib/contract/index.ts';
import { venueDay } from '../content/index-columns.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';

const TeaserQuerySchema = z.object({ date: IsoDateSchema.optional() });

/** GET /teasers/?date: the event-list teasers positioned on `date` (default today) or later. */
export function createTeasersApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/teasers', async (c) => {
		const query = parseOrThrow(TeaserQuerySchema, c.req.query());
		const { bodies } = await ctx.store.list('teaser', requestLocale(c), {
			filter: { startDayFrom: query.date ?? venueDay(ctx.now()) },
			order: 'startDay',
		});
		return c.json(bodies.map((body) => EventTeaserSchema.parse(body)));
	});
	return app;
}
