/**
 * Where the node server's own rebuilds live, beside the build it started from: `<DIST_DIR>-builds/`
 * holds one folder per build (named by its start time, so names sort by age), `logs/` with each
 * build's output, and `current.json` naming the build served. Without a valid pointer the server
 * serves `DIST_DIR` itself (the build made by `npm run build`), which is never removed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';

/** A build's folder name: its start time, e.g. `20261126T112933123Z`. */
const BUILD_NAME = /^\d{8}T\d{9}Z$/;
const POINTER = 'current.json';
const PointerSchema = z.object({ build: z.string().regex(BUILD_NAME) });

/** How many builds are kept in the releases folder (the served one and one to roll back to). */
export const KEEP_BUILDS = 2;
/** How many build logs are kept. */
export const KEEP_LOGS = 10;

/** The folder layout of one site's builds. */
export class Releases {
	/** The build made by `npm run build` (DIST_DIR): served when no rebuild is current. */
	readonly baseDir: string;
	/** `<DIST_DIR>-builds`. */
	readonly root: string;
	readonly logDir: string;

	constructor(distDir: string) {
		this.baseDir = resolve(distDir);
		this.root = join(dirname(this.baseDir), `${basename(this.baseDir)}-builds`);
		this.logDir = join(this.root, 'logs');
	}

	/** A new build's name from its start time. */
	static nameAt(date: Date): string {
		return date.toISOString().replace(/[-:.]/g, '');
	}

	dirOf(name: string): string {
		return join(this.root, name);
	}

	logOf(name: string): string {
		return join(this.logDir, `${name}.log`);
	}

	/** A complete build: its server entry exists (the build writes it before it prerenders). */
	static isComplete(dir: string): boolean {
		return existsSync(join(dir, 'server', 'entry.mjs')) && existsSync(join(dir, 'client'));
	}

	/** The name the pointer holds, or null (none, unreadable, or naming no complete build). */
	async current(): Promise<string | null> {
		try {
			const raw: unknown = JSON.parse(await readFile(join(this.root, POINTER), 'utf8'));
			const { build } = PointerSchema.parse(raw);
			return Releases.isComplete(this.dirOf(build)) ? build : null;
		} catch {
			return null;
		}
	}

	/** The folder to serve: the current build's, else DIST_DIR. */
	async servedDir(): Promise<string> {
		const name = await this.current();
		return name ? this.dirOf(name) : this.baseDir;
	}

	/**
	 * Points at `name` (null: back to DIST_DIR), atomically: written beside and renamed over, so a
	 * reader (this server, another instance on shared storage) sees the old or the new pointer.
	 */
	async point(name: string | null): Promise<void> {
		await mkdir(this.root, { recursive: true });
		const target = join(this.root, POINTER);
		if (name === null) {
			await rm(target, { force: true });
			return;
		}
		const temporary = `${target}.${process.pid}.tmp`;
		await writeFile(temporary, JSON.stringify({ build: PointerSchema.shape.build.parse(name) }));
		await rename(temporary, target);
	}

	/** The complete builds, oldest first. */
	async builds(): Promise<string[]> {
		const names = await readdir(this.root).catch(() => [] as string[]);
		return names
			.filter((name) => BUILD_NAME.test(name) && Releases.isComplete(this.dirOf(name)))
			.sort();
	}

	/** The build before the current one (null: DIST_DIR), or undefined when there is none to go back to. */
	async previous(): Promise<string | null | undefined> {
		const current = await this.current();
		if (current === null) return undefined;
		const older = (await this.builds()).filter((name) => name < current);
		return older.at(-1) ?? null;
	}

	/**
	 * Removes builds beyond the last `KEEP_BUILDS` (never the current one or `keep`), unfinished
	 * folders other than `keep`, and logs beyond the last `KEEP_LOGS`.
	 */
	async prune(keep?: string): Promise<void> {
		const current = await this.current();
		const complete = await this.builds();
		const kept = new Set([...complete.slice(-KEEP_BUILDS), current, keep]);
		for (const name of await readdir(this.root).catch(() => [] as string[])) {
			if (BUILD_NAME.test(name) && !kept.has(name)) {
				await rm(this.dirOf(name), { recursive: true, force: true });
			}
		}
		const logs = (await readdir(this.logDir).catch(() => [] as string[])).filter((name) =>
			name.endsWith('.log'),
		);
		for (const name of logs.sort().slice(0, -KEEP_LOGS)) {
			await rm(join(this.logDir, name), { force: true });
		}
	}
}
