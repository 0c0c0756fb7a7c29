import { z } from 'zod';
import { IdSchema, UrlsSchema } from './common.ts';

/**
 * The accessibility checker's findings (issue 23, item 4): one pure check over a page's stored
 * blocks (src/lib/a11y-check/) serves the editor's panel and the hub. Findings are warnings:
 * they never block a save or a publish.
 */

/** What a finding is about. */
export const A11Y_RULES = [
	/** An image without alternative text that is not marked decorative. */
	'image-alt',
	/** A heading more than one level below the one before it (h1 → h3). */
	'heading-skip',
	/** A link whose text is empty or says nothing out of context ('hier', 'read more'). */
	'link-text',
	/** Text on a coloured or image background below 4.5:1. */
	'contrast',
	/** A table without header cells. */
	'table-header',
	/** A video not marked as captioned. */
	'video-captions',
] as const;
export const A11yRuleSchema = z.enum(A11Y_RULES);
export type A11yRule = z.infer<typeof A11yRuleSchema>;

/** One finding: the rule, the block it is in (its module id) and what was found. */
export const A11yProblemSchema = z.object({
	rule: A11yRuleSchema,
	module_id: IdSchema,
	/** The block's model ('headline', 'image' …), for the panel's block name. */
	model: z.string(),
	/** Where in the block: a field path such as `images.2` or `items.0.answer` ('' for the block). */
	field: z.string(),
	/** The text concerned: a link's text, a heading's text ('' when there is none). */
	text: z.string(),
	/** heading-skip: the level before and this heading's level; contrast: the ratio × 100. */
	from: z.number().int().nullable().default(null),
	to: z.number().int().nullable().default(null),
});
export type A11yProblem = z.infer<typeof A11yProblemSchema>;

/** GET /pageeditor-api/pages/{id}/a11y/ (staff): the findings of one page in one locale. */
export const A11yReportSchema = z.object({
	page_id: IdSchema,
	problems: z.array(A11yProblemSchema),
});
export type A11yReport = z.infer<typeof A11yReportSchema>;

/** GET /api/dashboard/a11y/?locale= (staff): the pages with findings, most first. */
export const A11yPageSummarySchema = z.object({
	id: IdSchema,
	title: z.string(),
	urls: UrlsSchema,
	is_online: z.boolean(),
	count: z.number().int().nonnegative(),
	rules: z.array(A11yRuleSchema),
});
export type A11yPageSummary = z.infer<typeof A11yPageSummarySchema>;
