import type { ContentPack } from '../src/backend/content-pack.ts';
import { demoLibraryImages } from './pictures/demo-library.ts';
import { demoReferencesIn } from './pictures/demo-references.ts';
import { createDemoMediaApp } from './pictures/routes.ts';
import { capacityPlans } from './seed/capacities.ts';

/**
 * A pack of the demo's pictures and ticketing capacities around `seeds`: the demo pack itself, or
 * test fixtures. It does not load the demo's own seed content (seconds of imports per process).
 */
export function packWith(seeds: ContentPack['seeds']): ContentPack {
	return {
		seeds,
		capacityPlans,
		mediaApp: (db, media) => createDemoMediaApp(media, demoReferencesIn(db)),
		libraryImages: demoLibraryImages,
	};
}
