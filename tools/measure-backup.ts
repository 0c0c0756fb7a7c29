/**
 * `node tools/measure-backup.ts [sqlite|postgres]…`: seeds the demo content of both deployments
 * with 12 uploaded library photos into a fresh site on each engine named (both by default;
 * PostgreSQL on a throw-away server, as the tests start one), then times `backup` and `restore`
 * of it and prints the archive's size. Bar (issue 28): the backup under 10 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createBackend } from '../src/backend/app.ts';
import { createBackup } from '../src/backend/backup/create-backup.ts';
import { restoreBackup } from '../src/backend/backup/restore-backup.ts';
import { formatBytes } from '../src/backend/cli/backup-commands.ts';
import { openDatabase } from '../src/backend/db/database.ts';
import { addLibraryImage } from '../src/backend/media/library-images.ts';
import { createTestDatabase, startTestPostgres } from '../tests/support/postgres-server.ts';

// CPU time beside wall time: on a shared host the wall time mostly measures the neighbours.
const cpuSeconds = (since: NodeJS.CpuUsage) => {
	const used = process.cpuUsage(since);
	return ((used.user + used.system) / 1e6).toFixed(2);
};

/** The demo site with 12 photos in `dataDir` (and the database at `url`). */
async function seedDemo(dataDir: string, url: string | undefined): Promise<void> {
	for (const site of ['castle', 'region'] as const)
		await (await createBackend({ dataDir, databaseUrl: url, site })).close();
	const db = await openDatabase({ dataDir, url });
	for (let i = 0; i < 12; i++) {
		// Noise does not compress: as heavy as real photos of this size.
		const bytes = await sharp({
			create: {
				width: 2400,
				height: 1600,
				channels: 3,
				background: '#808080',
				noise: { type: 'gaussian', mean: 128, sigma: 40 },
			},
		})
			.jpeg({ quality: 85 })
			.toBuffer();
		await addLibraryImage(
			db,
			'castle',
			dataDir,
			{ name: `photo-${i}.jpg`, bytes, by: null },
			new Date(),
		);
	}
	await db.close();
}

/** Seeds, backs up and restores on one engine; answers whether the backup met the bar. */
async function measure(engine: 'sqlite' | 'postgres', urls?: [string, string]): Promise<boolean> {
	const root = mkdtempSync(join(tmpdir(), `measure-backup-${engine}-`));
	try {
		const dataDir = join(root, 'data');
		await seedDemo(dataDir, urls?.[0]);
		let cpu = process.cpuUsage();
		const backup = await createBackup({ dataDir, url: urls?.[0], to: join(root, 'backups') });
		const backupCpu = cpuSeconds(cpu);
		cpu = process.cpuUsage();
		const restored = await restoreBackup({
			archive: backup.archive,
			dataDir: join(root, 'restored'),
			url: urls?.[1],
		});
		console.log(
			`${engine} backup: ${(backup.ms / 1000).toFixed(2)} s (CPU ${backupCpu} s), ${formatBytes(backup.bytes)} archive of ${backup.files} files (${formatBytes(restored.bytes)} unpacked)`,
		);
		console.log(
			`${engine} restore: ${(restored.ms / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s)`,
		);
		return backup.ms < 10_000;
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}

const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['sqlite', 'postgres'];
let met = true;
for (const engine of engines) {
	if (engine === 'sqlite') met = (await measure('sqlite')) && met;
	else if (engine === 'postgres') {
		const server = await startTestPostgres();
		try {
			const urls: [string, string] = [
				await createTestDatabase(server.url),
				await createTestDatabase(server.url),
			];
			met = (await measure('postgres', urls)) && met;
		} finally {
			await server.stop();
		}
	} else throw new Error(`Unknown engine '${engine}': sqlite or postgres`);
}
process.exitCode = met ? 0 : 1;
