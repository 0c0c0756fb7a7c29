import { z } from 'zod';
import { DateTimeSchema, EditorLocaleSchema, IdSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';

/**
 * Shapes of the page editor's own calls (SPEC §7 'Editor calls', issue 6): reorder, versions,
 * online state, the image library, the link and event finders, publishing and the editor hub.
 * All live under `/{locale}/pageeditor-api/` unless noted; writes need staff and `X-CSRFToken`.
 */

/** POST /pageeditor-api/reorder: sibling modules (one list) in their new order. */
export const ReorderSchema = z.object({
	ids: z.array(IdSchema).min(1).max(500),
});
export type Reorder = z.infer<typeof ReorderSchema>;

/** One kept version of a page: who saved it, when, and what the save changed. */
export const PageVersionEntrySchema = z.object({
	version_id: IdSchema,
	created_at: DateTimeSchema,
	created_by: IdSchema.nullable(),
	/** The saving user's display name ('' when unknown or deleted). */
	created_by_name: z.string().default(''),
	/** What the save changed, e.g. 'Headline 12 edited', 'Page set offline'. */
	summary: z.string().default(''),
});
export type PageVersionEntry = z.infer<typeof PageVersionEntrySchema>;
/** GET /pageeditor-api/pages/{id}/versions/: newest first. */
export const PageVersionListSchema = z.array(PageVersionEntrySchema);

/** PATCH /pageeditor-api/pages/{id}/online/ body. */
export const PageOnlineSchema = z.object({ is_online: z.boolean() });

/** Image types an editor may upload to the library, and the size limit. */
export const LIBRARY_IMAGE_TYPES = [
	'image/jpeg',
	'image/png',
	'image/webp',
	'image/gif',
	'image/avif',
];
export const LIBRARY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** One image of the library (GET /pageeditor-api/images/, POST the same path with `file`). */
export const LibraryImageSchema = z.object({
	id: z.string().min(1),
	name: z.string(),
	created_at: DateTimeSchema,
	image: ImageObjSchema,
	image_thumbnails: ImageThumbnailsSchema,
});
export type LibraryImage = z.infer<typeof LibraryImageSchema>;
export const LibraryImagePageSchema = z.object({
	count: z.number().int().nonnegative(),
	next: z.string().nullable(),
	previous: z.string().nullable(),
	results: z.array(LibraryImageSchema),
});

/** Query of the finders: GET /pageeditor-api/link-search/?q=&page= and /event-search/. */
export const FinderQuerySchema = z.object({
	q: z.string().trim().max(200).default(''),
	page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Kinds the link finder searches. */
export const LINK_TARGET_KINDS = [
	'page',
	'event',
	'article',
	'production',
	'venue',
	'series',
	'person',
	'form',
] as const;
export const LinkTargetSchema = z.object({
	kind: z.enum(LINK_TARGET_KINDS),
	id: IdSchema,
	title: z.string(),
	url: z.string().min(1),
	/** Extra line for the result list (a date, a parent page). */
	detail: z.string().default(''),
});
export type LinkTarget = z.infer<typeof LinkTargetSchema>;
export const LinkTargetPageSchema = z.object({
	count: z.number().int().nonnegative(),
	results: z.array(LinkTargetSchema),
});

export const EventTargetSchema = z.object({
	id: IdSchema,
	title: z.string(),
	date_start: DateTimeSchema,
	url: z.string().min(1),
	venue: z.string().default(''),
});
export type EventTarget = z.infer<typeof EventTargetSchema>;
export const EventTargetPageSchema = z.object({
	count: z.number().int().nonnegative(),
	results: z.array(EventTargetSchema),
});

/** POST /editor-api/publish (the site server, not the back end): the rebuild's outcome. */
export const PublishResultSchema = z.object({
	/**
	 * 'triggered': the hook accepted; 'started': the node server began building itself; 'queued':
	 * it builds once more after the running build; 'not-configured': neither (edits are live anyway);
	 * 'failed'.
	 */
	status: z.enum(['triggered', 'started', 'queued', 'not-configured', 'failed']),
	message: z.string(),
	at: DateTimeSchema,
});
export type PublishResult = z.infer<typeof PublishResultSchema>;

/** The content locale an editor works in (the page editor knows four, SPEC §9). */
export const EditorContentLocaleSchema = EditorLocaleSchema;

/** Editor hub: GET /api/dashboard/page-activities/ — recent saves across pages. */
export const PageActivitySchema = z.object({
	page_id: IdSchema,
	locale: EditorLocaleSchema,
	title: z.string(),
	url: z.string(),
	version_id: IdSchema,
	created_at: DateTimeSchema,
	created_by_name: z.string(),
	summary: z.string(),
	is_online: z.boolean(),
});
export type PageActivity = z.infer<typeof PageActivitySchema>;

/** Editor hub: GET /api/dashboard/error-log/ — 404 views grouped by URL. */
export const ErrorLogSummarySchema = z.object({
	url: z.string(),
	count: z.number().int().positive(),
	last_seen: DateTimeSchema,
});

/**
 * Editor hub: GET /api/dashboard/search-keywords/ — most searched texts; `misses`: how many of
 * those searches found nothing (`?misses=true`: only such texts, most missed first).
 */
export const SearchKeywordSchema = z.object({
	keyword: z.string(),
	count: z.number().int().positive(),
	misses: z.number().int().min(0).default(0),
	last_seen: DateTimeSchema,
});

/** Editor hub: GET /api/dashboard/ticketing-events/ — upcoming ticketed events and their sales. */
export const TicketingEventSchema = z.object({
	id: IdSchema,
	id_jet: IdSchema,
	title: z.string(),
	date_start: DateTimeSchema,
	url: z.string(),
	capacity: z.number().int().nonnegative(),
	reserved: z.number().int().nonnegative(),
	sold_out: z.boolean(),
});
