import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

/**
 * GET/POST /pageeditor-api/pages/{id}/draft/ (staff): a page's draft in one editor locale, the
 * changes to its blocks collected before they are published together. Visitors never see it.
 */
export const PageDraftSchema = z.object({
	page_id: z.number().int().positive(),
	locale: z.string(),
	created_at: DateTimeSchema,
	/** Who started the draft ('' when unknown or deleted). */
	created_by_name: z.string(),
	updated_at: DateTimeSchema,
	/** Who saved into the draft last ('' when unknown or deleted). */
	updated_by_name: z.string(),
});
export type PageDraft = z.infer<typeof PageDraftSchema>;

/** GET /pageeditor-api/drafts/ (staff): every page draft of the site, newest change first. */
export const PageDraftEntrySchema = PageDraftSchema.extend({
	/** The page's title in the draft's language ('' when the page is gone). */
	title: z.string(),
	/** The page's address in that language, null without one. */
	url: z.string().nullable(),
});
export type PageDraftEntry = z.infer<typeof PageDraftEntrySchema>;
