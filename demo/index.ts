import type { ContentPack } from '../src/backend/content-pack.ts';
import { packWith } from './pack.ts';
import { seeds } from './seed/index.ts';

/**
 * The demo content pack: the castle's and the region's seed content, the demo ticketing system's
 * capacities and the generated pictures that content shows (README 'Demo content').
 */
export const demoPack: ContentPack = packWith(seeds);

/** The demo pack seeding other content (a benchmark's volume) where `partial` says. */
export function demoPackWith(partial: Partial<ContentPack['seeds']>): ContentPack {
	return packWith({ ...seeds, ...partial });
}
