import { z } from 'zod';
import { EventQuerySchema } from '../contract/event.ts';
import { EVENT_FILTERS } from './page-query.ts';

/** The event list's query to the site's JSON endpoint: the back end's event query (SPEC §7). */
export const ListQuerySchema = EventQuerySchema;
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The calendar's query: the first day and the filters. */
export const CalendarQuerySchema = EventQuerySchema.pick({
	date: true,
	room: true,
	type: true,
	tag: true,
	series: true,
	genre: true,
	access: true,
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** Which filter's options are asked for. */
export const OptionsQuerySchema = z.object({ key: z.enum(EVENT_FILTERS) });
export type OptionsQuery = z.infer<typeof OptionsQuerySchema>;

/** No query at all (the teasers). */
export const EmptyQuerySchema = z.object({});

/** What reading a query gives: the typed values, or the first field refused and why. */
export type ParsedQuery<T> = { ok: true; query: T } | { ok: false; field: string; message: string };

/**
 * Reads `params` with `schema`: absent and empty keys are left out; a key given twice, or a value
 * the schema refuses, names that field. Keys the schema does not know are ignored.
 */
export function parseQuery<S extends z.ZodObject>(
	params: URLSearchParams,
	schema: S,
): ParsedQuery<z.infer<S>> {
	const raw: Record<string, string> = {};
	for (const key of Object.keys(schema.shape)) {
		const values = params.getAll(key).filter((value) => value !== '');
		if (values.length > 1) return { ok: false, field: key, message: 'given more than once' };
		if (values[0] !== undefined) raw[key] = values[0];
	}
	const parsed = schema.safeParse(raw);
	if (parsed.success) return { ok: true, query: parsed.data };
	const issue = parsed.error.issues[0];
	return {
		ok: false,
		field: issue?.path.join('.') || '(query)',
		message: issue?.message ?? 'invalid',
	};
}
