import type { AstroIntegration } from 'astro';
import { endBuildSnapshot, startBuildSnapshot } from '../lib/cms/build-snapshot.ts';

/**
 * Turns the content client's build snapshot on for the build (src/lib/cms/build-snapshot.ts): the
 * answers every page asks alike are fetched and parsed once per build instead of once per page.
 */
export function buildSnapshotIntegration(): AstroIntegration {
	return {
		name: 'venue-build-snapshot',
		hooks: {
			'astro:build:start': () => startBuildSnapshot(),
			'astro:build:done': () => endBuildSnapshot(),
		},
	};
}
