import { describe, expect, it, vi } from 'vitest';
import { demoPack } from '../../../demo/index.ts';
import { packWith } from '../../../demo/pack.ts';
import { assembleBackend } from '../../../src/backend/backend.ts';
import type { LoadContentPack } from '../../../src/backend/content-pack.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import { databaseUrlOf, NOW, tempDataDir } from './harness.ts';

/** Starts and closes a back end on `dataDir` with `load` as its content pack loader. */
async function startWith(dataDir: string, load: LoadContentPack): Promise<void> {
	const backend = await assembleBackend({
		dataDir,
		databaseUrl: await databaseUrlOf(dataDir),
		site: 'castle',
		now: () => NOW,
		content: load,
	});
	await backend.close();
}

describe('the content pack is loaded only when wanted', () => {
	it('seeds an empty site from the pack, and loads it again while content shows its pictures', async () => {
		const dataDir = tempDataDir();
		const load = vi.fn(() => Promise.resolve(demoPack));
		await startWith(dataDir, load);
		expect(load).toHaveBeenCalledTimes(1);
		await startWith(dataDir, load);
		expect(load).toHaveBeenCalledTimes(2);
	});

	it('never loads it for a seeded site whose content shows none of its pictures', async () => {
		const dataDir = tempDataDir();
		// The fixtures name no demo picture: once seeded, the site's content is its own.
		await startWith(dataDir, () => Promise.resolve(packWith(fixtureSeeds)));
		const load = vi.fn(() => Promise.resolve(demoPack));
		await startWith(dataDir, load);
		expect(load).not.toHaveBeenCalled();
	});
});
