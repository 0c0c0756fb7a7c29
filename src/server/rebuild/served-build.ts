/**
 * The build the server answers from, as one value: its folder, start time, static files, the
 * change feed's view of it and Astro's handler. Switching builds replaces this value in one
 * assignment, so every request uses one build throughout and none sees a half-loaded one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuiltAt } from '../build-info.ts';
import { Freshness } from '../freshness.ts';
import { StaticFiles, type StaticFilesOptions } from '../static-files.ts';

export type AstroHandler = (
	req: IncomingMessage,
	res: ServerResponse,
	next?: (error?: unknown) => void,
) => void;

export type ServedBuild = {
	dir: string;
	builtAt: Date;
	staticFiles: StaticFiles;
	/** Pages of the build (prebuilt HTML files). */
	pages: number;
	freshness: Freshness;
	handler: AstroHandler;
};

export type LoadOptions = {
	staticFiles: StaticFilesOptions;
	/** Hears of every change the build's freshness takes into account. */
	onChange: () => void;
	/** Reads the back end's change feed (for the changes since the build started). */
	fetchFeed: (path: string) => Promise<Response>;
	/** Imports the build's server entry (tests pass their own handler). */
	importHandler?: (entry: string) => Promise<AstroHandler>;
};

const importAstroHandler = async (entry: string): Promise<AstroHandler> =>
	((await import(pathToFileURL(entry).href)) as { handler: AstroHandler }).handler;

/**
 * Loads the build in `dir` completely — files, handler, and the changes made since it started
 * (those pages stay rendered on demand) — before anything is served from it.
 */
export async function loadServedBuild(dir: string, options: LoadOptions): Promise<ServedBuild> {
	const builtAt = await readBuiltAt(dir);
	const staticFiles = await StaticFiles.load(join(dir, 'client'), options.staticFiles);
	const handler = await (options.importHandler ?? importAstroHandler)(
		join(dir, 'server', 'entry.mjs'),
	);
	const freshness = new Freshness(builtAt, options.onChange);
	await freshness.poll(options.fetchFeed);
	return { dir, builtAt, staticFiles, pages: staticFiles.pageCount, freshness, handler };
}
