import { z } from 'zod';

/** Name of the manifest inside every archive, beside the data dir's files. */
export const MANIFEST_FILE = 'backup-manifest.json';

/** One file of the data dir as it was archived. */
const ArchivedFileSchema = z.object({
	path: z.string().min(1),
	bytes: z.number().int().nonnegative(),
	sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * What an archive holds: every file of the data dir with its size and SHA-256, and the digest
 * of the database's rows taken in the snapshot's own read transaction. `engine` names the
 * database the snapshot came from; only 'sqlite' exists today (a PostgreSQL back end would add
 * 'postgres' with a `pg_dump` file in place of cms.sqlite).
 */
export const BackupManifestSchema = z.object({
	format: z.literal('venue-backup'),
	version: z.literal(1),
	created_at: z.iso.datetime(),
	engine: z.literal('sqlite'),
	database: z.object({
		path: z.string().min(1),
		digest: z.string().regex(/^[0-9a-f]{64}$/),
		schema_version: z.number().int().nonnegative(),
	}),
	files: z.array(ArchivedFileSchema),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type ArchivedFile = z.infer<typeof ArchivedFileSchema>;
