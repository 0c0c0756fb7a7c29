import { z } from 'zod';
import { IdSchema, LinkSchema } from './common.ts';

/** One breaking-news alert (SPEC §3 'Alert'); the list's first item is shown. */
export const AlertSchema = z.object({
	id: IdSchema,
	title: z.string(),
	text: z.string(),
	link: LinkSchema.nullable().default(null),
	link_title: z.string().default(''),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListSchema = z.array(AlertSchema);
