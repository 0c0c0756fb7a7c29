import type { Context } from 'hono';
import { z } from 'zod';
import { IdParamSchema } from '../../lib/contract/index.ts';
import { badRequest } from './errors.ts';
import { parseOrThrow } from './validate.ts';

/** The `:id` path parameter as a positive integer; 400 naming 'id' when malformed. */
export function idParam(c: Context, name = 'id'): number {
	const raw = c.req.param(name);
	if (raw === undefined) throw badRequest('Missing id', name);
	return parseOrThrow(IdParamSchema, raw, name);
}

/** Page and page size of plain list calls (no filters of their own). */
export function pageQuerySchema(defaultSize: number) {
	return z.object({
		page: z.coerce.number().int().min(1).max(10_000).default(1),
		page_size: z.coerce.number().int().min(1).max(500).default(defaultSize),
	});
}
