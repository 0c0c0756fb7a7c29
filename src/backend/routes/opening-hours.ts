import { Hono } from 'hono';
import type { OpeningHoursToday } from '../../lib/contract/index.ts';
import { isoWeekday } from '../content/days.ts';
import { venueDay } from '../content/index-columns.ts';
import { ANY_LOCALE, OpeningHoursPlanSchema, SINGLETON_ID } from '../content/kinds.ts';
import type { AppEnv, BackendContext } from '../context.ts';

/**
 * GET /opening-hours-today/: today's weekly slots (Europe/Berlin) and today's exceptions, which
 * replace them when present.
 */
export function createOpeningHoursApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/opening-hours-today', async (c) => {
		const stored = await ctx.store.get('opening-hours', SINGLETON_ID, ANY_LOCALE);
		const today = venueDay(ctx.now());
		const answer: OpeningHoursToday = { opening_hours: [], opening_hours_exceptions: [] };
		if (stored !== undefined) {
			const plan = OpeningHoursPlanSchema.parse(stored);
			answer.opening_hours = plan.weekly[isoWeekday(today)];
			answer.opening_hours_exceptions = plan.exceptions[today] ?? [];
		}
		return c.json(answer);
	});
	return app;
}
