import { z } from 'zod';
import { IdParamSchema, IdSchema } from './common.ts';

/** One side of a page comparison: a kept version by id, the current (published) page or its draft. */
export const CompareSideSchema = z.union([z.literal('current'), z.literal('draft'), IdSchema]);
export type CompareSide = z.infer<typeof CompareSideSchema>;

/** A side as written in a query string: 'current', 'draft' or a version id. */
export const CompareSideParamSchema = z.union([
	z.literal('current'),
	z.literal('draft'),
	IdParamSchema,
]);

/** GET /pageeditor-api/pages/{id}/compare/?from=&to= query: both sides, older first. */
export const PageCompareQuerySchema = z.object({
	from: CompareSideParamSchema,
	to: CompareSideParamSchema,
});

/** A run of words of a word-level diff: kept, inserted (only in `to`) or deleted (only in `from`). */
export const WordPartSchema = z.object({
	op: z.enum(['same', 'ins', 'del']),
	/** Plain visible text (never markup: rich text is compared as the text a reader sees). */
	text: z.string(),
});
export type WordPart = z.infer<typeof WordPartSchema>;

/** One changed field of a block: its words from old to new. */
export const FieldChangeSchema = z.object({
	field: z.string(),
	parts: z.array(WordPartSchema),
	/** The visible text is the same: only formatting, links or settings behind it changed. */
	formatting_only: z.boolean(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/** What happened to one block (matched by id) between the two sides. */
export const BlockChangeSchema = z.object({
	id: IdSchema,
	model: z.string(),
	/** The block's first words (its name for people), '' when it has no text. */
	words: z.string(),
	status: z.enum(['added', 'removed', 'kept']),
	/** Kept, but at another place: another parent or column, or out of order among its siblings. */
	moved: z.boolean(),
	/** Its own fields that changed (children are blocks of their own); empty unless kept. */
	fields: z.array(FieldChangeSchema),
});
export type BlockChange = z.infer<typeof BlockChangeSchema>;

/** GET /pageeditor-api/pages/{id}/compare/: the changes from `from` to `to`, in page order. */
export const PageComparisonSchema = z.object({
	from: CompareSideSchema,
	to: CompareSideSchema,
	/** Title, URLs, online state or other page settings differ. */
	settings_changed: z.boolean(),
	blocks: z.array(BlockChangeSchema),
});
export type PageComparison = z.infer<typeof PageComparisonSchema>;
