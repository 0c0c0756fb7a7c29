import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const FILE = 'build-info.json';

/**
 * Records when the build started in `<outDir>/build-info.json`: content changed after that moment
 * may be missing from the prerendered pages, so the server renders those on demand.
 */
export function buildInfoIntegration(): AstroIntegration {
	let outDir: URL | undefined;
	let startedAt = new Date();
	return {
		name: 'venue-build-info',
		hooks: {
			'astro:config:done': ({ config }) => {
				outDir = config.outDir;
			},
			'astro:build:start': () => {
				startedAt = new Date();
			},
			'astro:build:done': async () => {
				if (!outDir) return;
				await writeFile(
					join(fileURLToPath(outDir), FILE),
					JSON.stringify({ builtAt: startedAt.toISOString() }),
				);
			},
		},
	};
}

/** When the build in `distDir` started; the epoch when unknown (then every change counts). */
export async function readBuiltAt(distDir: string): Promise<Date> {
	try {
		const info = JSON.parse(await readFile(join(distDir, FILE), 'utf8')) as { builtAt?: unknown };
		const date = new Date(String(info.builtAt));
		return Number.isNaN(date.getTime()) ? new Date(0) : date;
	} catch {
		return new Date(0);
	}
}
