import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

/** What a rebuild of the self-hosted site is doing (src/server/rebuild/build-output.ts). */
export const RebuildPhaseSchema = z.enum([
	'preparing',
	'bundling',
	'prerendering',
	'finishing',
	'switching',
]);
export type RebuildPhase = z.infer<typeof RebuildPhaseSchema>;

/** One build of the site by the node server: running, or how it ended. */
export const RebuildRunSchema = z.object({
	/** Its name (start time, folder of the build). */
	id: z.string(),
	state: z.enum(['running', 'succeeded', 'failed']),
	phase: RebuildPhaseSchema,
	/** Pages written so far (all of them once it succeeded). */
	pages: z.number().int().nonnegative(),
	/** Pages the served build has: the bar's end while this one runs (0 when unknown). */
	expected_pages: z.number().int().nonnegative(),
	started_at: DateTimeSchema,
	finished_at: DateTimeSchema.nullable(),
	/** The first error line of a failed build (the log keeps the rest). */
	error: z.string().nullable(),
});
export type RebuildRun = z.infer<typeof RebuildRunSchema>;

/** GET /editor-api/rebuild (staff): the running or last build, and whether another is queued. */
export const RebuildStatusSchema = z.object({
	/** False where the server does not build itself (a rebuild hook, Netlify, `astro dev`). */
	available: z.boolean(),
	run: RebuildRunSchema.nullable(),
	/** A Publish arrived while a build ran: one more build follows it. */
	queued: z.boolean(),
	/** When the build being served started: edits after it are rendered on demand. */
	served_built_at: DateTimeSchema.nullable(),
});
export type RebuildStatus = z.infer<typeof RebuildStatusSchema>;
