import type { ContentPack } from '../src/backend/content-pack.ts';
import { demoLibraryImages } from './pictures/demo-library.ts';
import { demoReferencesIn } from './pictures/demo-references.ts';
import { createDemoMediaApp } from './pictures/routes.ts';
import { capacityPlans } from './seed/capacities.ts';
import { seeds } from './seed/index.ts';

/**
 * The demo content pack: the castle's and the region's seed content, the demo ticketing system's
 * capacities and the generated pictures that content shows (README 'Demo content').
 */
export const demoPack: ContentPack = {
	seeds,
	capacityPlans,
	mediaApp: (db, media) => createDemoMediaApp(media, demoReferencesIn(db)),
	libraryImages: demoLibraryImages,
};

/** The demo pack seeding other content (test fixtures, a benchmark's volume) where `seeds` say. */
export function demoPackWith(seeds: Partial<ContentPack['seeds']>): ContentPack {
	return { ...demoPack, seeds: { ...demoPack.seeds, ...seeds } };
}
