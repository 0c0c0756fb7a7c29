import { buildCastleSeed } from './castle/index.ts';
import { buildRegionSeed } from './region/index.ts';
import type { BuildSeed } from '../../src/backend/content/seed-bundle.ts';

/** The demo content of each deployment, built for a given `now` (SEED types in ./types.ts). */
export const seeds: Record<'castle' | 'region', BuildSeed> = {
	castle: buildCastleSeed,
	region: buildRegionSeed,
};
