import type { Hono } from 'hono';
import type { LibraryImage } from '../lib/contract/index.ts';
import type { BuildSeed } from './content/seed-bundle.ts';
import type { SiteName } from './context.ts';
import type { Database } from './db/database.ts';
import type { MediaStorage } from './media/store.ts';
import type { CapacityPlan } from './ticketing/capacity-plan.ts';

/**
 * The URL space a content pack's pictures are served under (`/media/demo/…`): stored content
 * naming it is what makes a back end load its pack (`needsContentPack`).
 */
export const PACK_MEDIA_PREFIX = '/media/demo';

/**
 * Content a back end can be started with (the demo in `demo/`, README 'Demo content'): what a
 * site is seeded with on first start, and what that content needs at run time. The product never
 * imports a pack; its composition roots hand one over as a `LoadContentPack`.
 */
export type ContentPack = {
	/** The content each deployment is seeded with the first time it is served from a database. */
	seeds: Record<SiteName, BuildSeed>;
	/** Seats and timeslot places of the events the pack's ticketing system sells, per deployment. */
	capacityPlans: Record<SiteName, CapacityPlan>;
	/** The app serving the pack's pictures under PACK_MEDIA_PREFIX, mounted beside the back end. */
	mediaApp(db: Database, media: MediaStorage): Hono;
	/** The pack's pictures `site`'s content uses, offered in the editor's image library. */
	libraryImages(db: Database, site: string): Promise<LibraryImage[]>;
};

/** Loads a pack (a dynamic import, so a back end that needs none never loads its code). */
export type LoadContentPack = () => Promise<ContentPack>;
