/**
 * `node tools/measure-backup.ts [dir]`: seeds the demo content of both deployments into a fresh
 * data dir with 12 uploaded library photos, then times `backup` and `restore` of it and prints
 * the archive's size. Bar (issue 28): the backup under 10 s.
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

const root = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'measure-backup-'));
const dataDir = join(root, 'data');
for (const site of ['castle', 'region'] as const)
	await (await createBackend({ dataDir, site })).close();
const db = await openDatabase({ dataDir });
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

// CPU time beside wall time: on a shared host the wall time mostly measures the neighbours.
const cpuSeconds = (since: NodeJS.CpuUsage) => {
	const used = process.cpuUsage(since);
	return ((used.user + used.system) / 1e6).toFixed(2);
};
let cpu = process.cpuUsage();
const backup = await createBackup({ dataDir, to: join(root, 'backups') });
const backupCpu = cpuSeconds(cpu);
cpu = process.cpuUsage();
const restored = await restoreBackup({ archive: backup.archive, dataDir: join(root, 'restored') });
console.log(
	`backup: ${(backup.ms / 1000).toFixed(2)} s (CPU ${backupCpu} s), ${formatBytes(backup.bytes)} archive of ${backup.files} files (${formatBytes(restored.bytes)} unpacked)`,
);
console.log(`restore: ${(restored.ms / 1000).toFixed(2)} s (CPU ${cpuSeconds(cpu)} s)`);
if (process.argv[2] === undefined) rmSync(root, { recursive: true, force: true });
process.exitCode = backup.ms < 10_000 ? 0 : 1;
