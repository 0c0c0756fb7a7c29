import type { Hono } from 'hono';
import { z } from 'zod';
import {
	FilterIdSchema,
	PersonDetailSchema,
	PersonListItemSchema,
} from '../../lib/contract/index.ts';
import { withoutOfflineCardsIn } from '../content/offline-paths.ts';
import { requireOption } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

const PersonFilterSchema = z.object({ category: FilterIdSchema.optional() });

/**
 * GET /persons/?category&page (by last name), GET /persons/{id}/ (visitors: without offline
 * productions) and the staff writes.
 */
export function createPersonsApp(ctx: BackendContext): Hono<AppEnv> {
	return createRepositoryApp(ctx, '/persons', {
		kind: 'person',
		schema: PersonDetailSchema,
		localised: true,
		reads: {
			listSchema: PersonListItemSchema,
			order: 'sortText',
			defaultPageSize: 100,
			filter: async (c) => {
				const { category } = parseOrThrow(PersonFilterSchema, c.req.query());
				await requireOption(ctx.store, 'person-category', category, 'category');
				return { categoryId: category };
			},
		},
		forVisitors: (person) => withoutOfflineCardsIn(ctx.store, person, ['productions']),
	});
}
