import type { LibraryImage } from '../lib/contract/index.ts';
import type { AuditLog } from './audit/audit-log.ts';
import type { User } from './auth/users.ts';
import type { Database } from './db/database.ts';
import type { DocumentStore } from './content/documents.ts';
import type { PageDrafts } from './content/page-drafts.ts';
import type { MediaStorage } from './media/store.ts';
import type { CapacityPlan } from './ticketing/capacity-plan.ts';
import type { CpuBudget } from './work/cpu-budget.ts';

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
	/** Pages' drafts: collected block changes, published together (content/page-drafts.ts). */
	drafts: PageDrafts;
	/** Capacities of seat groups and timeslots with none stored yet (the content pack's plan). */
	capacityPlan: CapacityPlan;
	/** The content pack's pictures this site's content uses, for the image library (or none). */
	packLibraryImages: () => Promise<LibraryImage[]>;
	/** The audit log of staff actions in `db`. */
	audit: AuditLog;
	/** This instance's outbox worker: whether it sends (SMTP set), and a nudge after mail was queued. */
	mail: { sending: boolean; queued(): void };
	/** What searching may still spend, per client and in all (routes/search.ts). */
	searchBudget: CpuBudget;
};

/** Hono environment of the back end: the signed-in user (null for visitors). */
export type AppEnv = { Variables: { user: User | null } };
