import { z } from 'zod';

/** Name of the manifest inside every archive, beside the data dir's files. */
export const MANIFEST_FILE = 'backup-manifest.json';

/** One file of the data dir as it was archived. */
const ArchivedFileSchema = z.object({
	path: z.string().min(1),
	bytes: z.number().int().nonnegative(),
	sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** The SQLite snapshot: the database file `path` and the digest of its rows. */
const SqliteDatabaseSchema = z.object({
	path: z.string().min(1),
	digest: Sha256Schema,
	schema_version: z.number().int().nonnegative(),
});

/**
 * The PostgreSQL export: a folder `path` with one file of rows per table (in the order they are
 * loaded, parents first), the sequences' state, and the digest of the rows.
 */
const PostgresDatabaseSchema = z.object({
	path: z.string().min(1),
	digest: Sha256Schema,
	schema_version: z.number().int().nonnegative(),
	tables: z.array(
		z.object({
			name: z.string().min(1).max(63),
			columns: z.array(z.string().min(1).max(63)).min(1),
			file: z.string().min(1),
			rows: z.number().int().nonnegative(),
		}),
	),
	sequences: z.array(
		z.object({
			name: z.string().min(1).max(63),
			last_value: z.string().regex(/^-?\d{1,19}$/),
			is_called: z.boolean(),
		}),
	),
});

const Common = {
	format: z.literal('venue-backup'),
	version: z.literal(1),
	created_at: z.iso.datetime(),
	files: z.array(ArchivedFileSchema),
};

/**
 * What an archive holds: every file (the data dir's, and on PostgreSQL the export's) with its
 * size and SHA-256, and the digest of the database's rows taken in the snapshot's own read
 * transaction. `engine` names the database the snapshot came from: `sqlite` (the file
 * cms.sqlite) or `postgres` (a logical export, see postgres-export.ts). A restore goes back into
 * the same engine.
 */
export const BackupManifestSchema = z.discriminatedUnion('engine', [
	z.object({ ...Common, engine: z.literal('sqlite'), database: SqliteDatabaseSchema }),
	z.object({ ...Common, engine: z.literal('postgres'), database: PostgresDatabaseSchema }),
]);

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type PostgresDatabase = z.infer<typeof PostgresDatabaseSchema>;
export type ArchivedFile = z.infer<typeof ArchivedFileSchema>;
