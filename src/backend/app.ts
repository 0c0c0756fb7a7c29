import type { Hono } from 'hono';
import { assembleBackend, type BackendOptions } from './backend.ts';
import type { ContentPack, LoadContentPack } from './content-pack.ts';
import type { ContentChange } from './content/documents.ts';
import type { SiteName } from './context.ts';
import type { Database } from './db/database.ts';
import { createMediaApp } from './media/routes.ts';
import { mediaStorageFromEnv, type MediaStorage } from './media/store.ts';

export type { ContentChange } from './content/documents.ts';
export type { SiteName } from './context.ts';

/** What `createBackend` is told. */
export type CreateBackendOptions = {
	dataDir: string;
	/** `postgres://…` keeps the content in PostgreSQL (the deployment's DATABASE_URL). */
	databaseUrl?: string | undefined;
	/** Where uploads and generated images go; default from MEDIA_S3_BUCKET / MEDIA_DIR / the data dir. */
	media?: MediaStorage;
	site: SiteName;
	now?: () => Date;
	/** The content pack: the composition roots hand over the demo's loader, `loadDemoPack`. */
	content?: LoadContentPack | ContentPack;
	/** Hears of every committed content change, with the site paths it touched. */
	onChange?: (change: ContentChange) => void;
	/** Send the outbox (see BackendOptions.mail); unset, mails stay queued. */
	mail?: BackendOptions['mail'];
	/** The e2e suite's movable clock (see BackendOptions.testClock). */
	testClock?: BackendOptions['testClock'];
};

/** A running back end: its routes, its database, and how to close it. */
export type EmbeddedBackend = { app: Hono; db: Database; close(): Promise<void> };

/**
 * The embedded page-editor back end: one SQLite file `${dataDir}/cms.sqlite` holding the content
 * of both deployments (each seeded from the content pack on first use), served under `/api`,
 * `/pageeditor-api` (each also under `/de` and `/en`) and `/accounts`, with the media files
 * under `/media`.
 */
export async function createBackend(options: CreateBackendOptions): Promise<EmbeddedBackend> {
	const assembled: BackendOptions = {
		dataDir: options.dataDir,
		databaseUrl: options.databaseUrl,
		media: options.media ?? (await mediaStorageFromEnv(process.env, options.dataDir)),
		site: options.site,
		content: options.content,
		extraApps: ({ media }) => [createMediaApp(media)],
		...(options.now ? { now: options.now } : {}),
		...(options.onChange ? { onChange: options.onChange } : {}),
		...(options.mail ? { mail: options.mail } : {}),
		...(options.testClock ? { testClock: options.testClock } : {}),
	};
	const backend = await assembleBackend(assembled);
	return { app: backend.app, db: backend.db, close: () => backend.close() };
}
