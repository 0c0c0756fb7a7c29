import type { User } from './auth/users.ts';
import type { Database } from './db/database.ts';
import type { DocumentStore } from './content/documents.ts';
import type { MediaStorage } from './media/store.ts';

/** The deployments the back end serves. */
export type SiteName = 'castle' | 'region';

/** What every route of one back-end instance shares. */
export type BackendContext = {
	db: Database;
	site: SiteName;
	dataDir: string;
	/** Where uploads and generated images are kept (shared by every instance). */
	media: MediaStorage;
	now: () => Date;
	store: DocumentStore;
};

/** Hono environment of the back end: the signed-in user (null for visitors). */
export type AppEnv = { Variables: { user: User | null } };
