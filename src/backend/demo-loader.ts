import type { LoadContentPack } from './content-pack.ts';

/**
 * Loads the demo content pack of `demo/` (the only product file that names it; ESLint's
 * no-restricted-imports keeps it so). Handed to the back end by its composition roots, which call
 * it only when a site needs seeding or its content shows the demo's pictures.
 */
export const loadDemoPack: LoadContentPack = async () =>
	(await import('../../demo/index.ts')).demoPack;
