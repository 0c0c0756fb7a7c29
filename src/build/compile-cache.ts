import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { enableCompileCache, getCompileCacheDir } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node's compile cache for builds: the V8 code of every module a build loads (Astro, Vite, the
 * integrations, the compressing workers) is kept in `node_modules/.cache/node-compile`, so the next
 * build's start-up parses and compiles less (config imports ~300 → 130 ms). Node checks each entry
 * against its module's source and its own version and recompiles on any mismatch, so a stale or
 * damaged cache costs time, never a wrong build; a folder it cannot write is skipped.
 */

/** The cache folder (absolute): beside the other build caches in node_modules. */
export const COMPILE_CACHE_DIR = fileURLToPath(
	new URL('../../node_modules/.cache/node-compile/', import.meta.url),
);

/**
 * Entries kept at most before the cache starts afresh. A build adds one per module it has not
 * seen, and the prerender's chunks are new files each build (content-hashed names, a new folder
 * per editor rebuild): ~2,000 entries (~12 MB) after a build, a few hundred more per build after.
 */
export const MAX_COMPILE_CACHE_ENTRIES = 8000;

/**
 * The environment a build's process is started with to use the cache from its first module on
 * (Astro's own start-up, before the config is read).
 */
export function compileCacheEnv(): { NODE_COMPILE_CACHE: string } {
	return { NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
}

/**
 * Drops what no build will use again: other Node versions' folders under `dir`, and the entries of
 * this version's folder `current` once it holds more than `maxEntries` (started afresh: which
 * entries are still used is not known, a hit does not touch its file). `current` stays, empty:
 * Node writes this process's new entries there as it exits.
 */
export function pruneCompileCache(
	dir: string,
	current: string,
	maxEntries = MAX_COMPILE_CACHE_ENTRIES,
): void {
	if (!existsSync(dir)) return;
	for (const entry of readdirSync(dir)) {
		const folder = join(dir, entry);
		if (folder !== current) rmSync(folder, { recursive: true, force: true });
	}
	if (existsSync(current) && readdirSync(current).length > maxEntries) {
		rmSync(current, { recursive: true, force: true });
		mkdirSync(current, { recursive: true });
	}
}

/**
 * Turns the cache on for the rest of this process's modules (called when the build reads its
 * config) and, through the environment, for the workers and processes it starts; prunes it
 * first. A process started with `compileCacheEnv()` has it on already: it is only pruned.
 */
export function enableBuildCompileCache(dir = COMPILE_CACHE_DIR): void {
	const running = getCompileCacheDir();
	const result = running === undefined ? enableCompileCache(dir) : { directory: running };
	if (result.directory === undefined) return;
	process.env['NODE_COMPILE_CACHE'] ||= dir;
	// Pruned once enabled: Node names this version's folder.
	pruneCompileCache(running === undefined ? dir : join(running, '..'), result.directory);
}
