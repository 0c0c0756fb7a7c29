import { z } from 'zod';
import { DateTimeSchema, EditorLocaleSchema, IdParamSchema, IdSchema } from './common.ts';

/** The kinds of document a change can be scheduled for. */
export const SCHEDULE_KINDS = ['page', 'event', 'article', 'production'] as const;
export const ScheduleKindSchema = z.enum(SCHEDULE_KINDS);
export type ScheduleKind = z.infer<typeof ScheduleKindSchema>;

/** What a scheduled change does: set the document online or offline, or publish a page's draft. */
export const ScheduleActionSchema = z.enum(['online', 'offline', 'publish']);
export type ScheduleAction = z.infer<typeof ScheduleActionSchema>;

/** How far ahead a change may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/**
 * POST /pageeditor-api/scheduled-changes/ (staff, CSRF): plans `action` on a document at `run_at`
 * (in the future, at most two years ahead). Pages are changed in the request's editor locale,
 * the other kinds in every locale; `publish` is for pages only (their draft).
 */
export const NewScheduledChangeSchema = z.object({
	kind: ScheduleKindSchema,
	doc_id: IdSchema,
	action: ScheduleActionSchema,
	run_at: DateTimeSchema,
});
export type NewScheduledChange = z.infer<typeof NewScheduledChangeSchema>;

/** A pending change as staff see it: the document's title and path, who planned it and when. */
export const ScheduledChangeSchema = z.object({
	id: IdSchema,
	kind: ScheduleKindSchema,
	doc_id: IdSchema,
	/** The page's editor locale; null for the other kinds (every locale). */
	locale: EditorLocaleSchema.nullable(),
	action: ScheduleActionSchema,
	run_at: DateTimeSchema,
	created_at: DateTimeSchema,
	created_by_name: z.string(),
	/** The document's title ('' when it is gone) and its site path (null when it has none). */
	title: z.string(),
	url: z.string().nullable(),
});
export type ScheduledChange = z.infer<typeof ScheduledChangeSchema>;

/** GET /pageeditor-api/scheduled-changes/?kind&id (staff): pending changes, soonest first. */
export const ScheduledChangeListSchema = z.array(ScheduledChangeSchema);

/** The query of the list: every pending change, or those of one document (both or neither). */
export const ScheduledChangeQuerySchema = z
	.object({ kind: ScheduleKindSchema.optional(), id: IdParamSchema.optional() })
	.refine((query) => (query.kind === undefined) === (query.id === undefined), {
		message: 'kind and id go together',
		path: ['id'],
	});

/**
 * POST /pageeditor-api/test-clock/ (staff, CSRF; only on a server started with VENUE_TEST_CLOCK=1):
 * moves the back end's clock forward by `advance_ms` and runs the due scheduled changes once.
 */
export const TestClockAdvanceSchema = z.union([
	z.object({ advance_ms: z.number().int().positive().max(SCHEDULE_MAX_AHEAD_MS) }),
	/** Back to the system clock, so the tests after a schedule test run at the real time. */
	z.object({ reset: z.literal(true) }),
]);

/** The test clock's answer: its time now and how many scheduled changes that run applied. */
export const TestClockStateSchema = z.object({ now: DateTimeSchema, applied: z.number().int() });

/** The kinds besides pages that staff switch online or offline at once (in every language). */
export const DocumentOnlineKindSchema = z.enum(['event', 'article', 'production']);

/** PATCH /pageeditor-api/online/{kind}/{id}/ body, and its answer with the kind and id. */
export const DocumentOnlineSchema = z.object({ is_online: z.boolean() });
export const DocumentOnlineStateSchema = DocumentOnlineSchema.extend({
	kind: DocumentOnlineKindSchema,
	id: z.number().int().positive(),
});
export type DocumentOnlineState = z.infer<typeof DocumentOnlineStateSchema>;
