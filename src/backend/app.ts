import type { Hono } from 'hono';
import { assembleBackend, type BackendOptions } from './backend.ts';
import type { ContentChange } from './content/documents.ts';
import type { SiteName } from './context.ts';
import { demoReferencesIn } from './media/demo-references.ts';
import { createMediaApp } from './media/routes.ts';
import { seeds as demoSeeds } from './seed/index.ts';
import type { BuildSeed } from './seed/types.ts';

export type { ContentChange } from './content/documents.ts';
export type { SiteName } from './context.ts';

/**
 * The embedded page-editor back end: one SQLite file `${dataDir}/cms.sqlite` holding the content
 * of both deployments (each seeded with its demo content on first use), served under `/api`,
 * `/pageeditor-api` (each also under `/de` and `/en`) and `/accounts`, with the media files
 * under `/media`.
 */
export function createBackend(options: {
	dataDir: string;
	site: SiteName;
	now?: () => Date;
	seeds?: Record<SiteName, BuildSeed>;
	/** Hears of every committed content change, with the site paths it touched. */
	onChange?: (change: ContentChange) => void;
}): { app: Hono; close(): void } {
	const assembled: BackendOptions = {
		dataDir: options.dataDir,
		site: options.site,
		seeds: options.seeds ?? demoSeeds,
		extraApps: ({ db }) => [createMediaApp(options.dataDir, demoReferencesIn(db))],
		...(options.now ? { now: options.now } : {}),
		...(options.onChange ? { onChange: options.onChange } : {}),
	};
	const backend = assembleBackend(assembled);
	return { app: backend.app, close: () => backend.close() };
}
