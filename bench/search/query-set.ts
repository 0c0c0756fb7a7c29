import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What a query of the set tries: a typo, German spelling, another word form, a compound. */
export const QUERY_KINDS = ['typo', 'spelling', 'form', 'compound'] as const;

/** One query of the set and the title of the item a visitor typing it means. */
export const SetQuerySchema = z.object({
	site: z.enum(['castle', 'region']),
	locale: z.enum(['de', 'en']),
	kind: z.enum(QUERY_KINDS),
	query: z.string().min(1),
	expect: z.string().min(1),
});
export type SetQuery = z.infer<typeof SetQuerySchema>;

/** The query set (`query-set.json`: built from the demo content of both sites and languages). */
export function readQuerySet(): SetQuery[] {
	const file = new URL('./query-set.json', import.meta.url);
	return z.array(SetQuerySchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}
