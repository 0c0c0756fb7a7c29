import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { addressGroup } from './address-group.ts';
import type { CpuBudget } from '../work/cpu-budget.ts';
import { withWorkMeter } from '../work/work-meter.ts';
import { requestAddress } from './request-client.ts';

/**
 * Middleware charging the measured work of each request (`measured` in work-meter.ts) to
 * `budget`, per client address group (calls
 * made in-process, such as the site's own rendering, count only towards the total). A client
 * over its share is answered 429, any client while all are over theirs 503 — both at once, with
 * Retry-After and before any work is done.
 */
export function budgetGate(budget: CpuBudget, what: string): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const address = requestAddress(c);
		const client = address === 'unknown' ? null : addressGroup(address);
		const refusal = budget.check(client);
		if (refusal !== null) {
			c.header('Retry-After', String(refusal.retryAfterSeconds));
			c.header('Cache-Control', 'no-store');
			return refusal.scope === 'client'
				? c.json({ error: `Too many ${what} from your address: please wait a moment` }, 429)
				: c.json({ error: `Too many ${what} at once: please try again in a moment` }, 503);
		}
		const { ms } = await withWorkMeter(next);
		budget.spend(client, ms);
		return undefined;
	};
}
