import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Parses `data` with `schema`; on failure throws a 400 naming the first failing field (its dotted
 * path under `prefix`, or `prefix` itself / 'body' when the whole value failed).
 */
export function parseOrThrow<T extends z.ZodType>(
	schema: T,
	data: unknown,
	prefix = '',
): z.output<T> {
	const result = schema.safeParse(data);
	if (result.success) return result.data;
	const issue = result.error.issues[0];
	const path = issue ? issue.path.map(String).join('.') : '';
	const field = [prefix, path].filter(Boolean).join('.') || 'body';
	throw badRequest(issue?.message ?? 'Invalid input', field);
}
