import type { Hono } from 'hono';
import { VenueDetailSchema, VenueListItemSchema } from '../../lib/contract/index.ts';
import { withoutOfflineCardsIn } from '../content/offline-paths.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { createRepositoryApp } from './repository.ts';

/** GET /venues/?page (by name), GET /venues/{id}/ (visitors: without offline events) and the staff writes. */
export function createVenuesApp(ctx: BackendContext): Hono<AppEnv> {
	return createRepositoryApp(ctx, '/venues', {
		kind: 'venue',
		schema: VenueDetailSchema,
		localised: true,
		reads: { listSchema: VenueListItemSchema, order: 'sortText', defaultPageSize: 50 },
		forVisitors: (venue) => withoutOfflineCardsIn(ctx.store, venue, ['events']),
	});
}
