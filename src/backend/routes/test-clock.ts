import { Hono } from 'hono';
import { TestClockAdvanceSchema, TestClockStateSchema } from '../../lib/contract/index.ts';
import { requireStaffWrite } from '../auth/guards.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { readJsonObject } from '../http/json-body.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { TestClock } from '../schedule/test-clock.ts';

/**
 * POST /test-clock/ (staff + CSRF, TestClockAdvanceSchema): moves the test clock forward (or
 * back to the system clock with `reset`) and runs the due scheduled changes at once (TestClockStateSchema). Mounted only on a back end
 * started with the test clock (VENUE_TEST_CLOCK=1): the e2e suite tests schedules without waiting.
 */
export function createTestClockApp(ctx: BackendContext, clock: TestClock): Hono<AppEnv> {
	return new Hono<AppEnv>({ strict: false }).post('/test-clock', async (c) => {
		requireStaffWrite(c);
		const body = parseOrThrow(TestClockAdvanceSchema, await readJsonObject(c));
		if ('reset' in body) clock.reset();
		else clock.advance(body.advance_ms);
		const applied = await ctx.schedule.runNow();
		return c.json(TestClockStateSchema.parse({ now: ctx.now().toISOString(), applied }));
	});
}
