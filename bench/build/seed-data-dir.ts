import { createBackend, type SiteName } from '../../src/backend/app.ts';
import { demoPackWith } from '../../demo/index.ts';
import type { BuildSeed } from '../../src/backend/content/seed-bundle.ts';

/**
 * Seeds `site` in the (fresh) data dir `dataDir` with `seed` instead of its demo content, the way
 * the back end seeds any data dir on first use, and closes it again: a build or server started on
 * that data dir afterwards finds the site seeded and reads this content. Answers the seconds it
 * took.
 */
export async function seedDataDir(
	dataDir: string,
	site: SiteName,
	seed: BuildSeed,
): Promise<number> {
	const start = performance.now();
	const backend = await createBackend({ dataDir, site, content: demoPackWith({ [site]: seed }) });
	await backend.close();
	return (performance.now() - start) / 1000;
}
