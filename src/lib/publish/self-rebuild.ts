import type { RebuildStatus } from '../contract/index.ts';

/**
 * The node server's own rebuild, as the site's endpoints see it. The server (src/server/start.ts)
 * provides it at start; the endpoints run inside Astro's bundle, which has its own copies of
 * modules, so the two meet on a global symbol rather than a module variable.
 */
export type SelfRebuild = {
	/** Starts a build, or queues one more after the running one. */
	request: () => 'started' | 'queued';
	status: () => RebuildStatus;
};

const KEY = Symbol.for('venue-site.self-rebuild');
type Holder = { [KEY]?: SelfRebuild | undefined };

/** Makes the server's rebuild known to the endpoints (undefined: none, e.g. `astro dev`). */
export function provideSelfRebuild(rebuild: SelfRebuild | undefined): void {
	(globalThis as Holder)[KEY] = rebuild;
}

/** The server's rebuild, or undefined where the server does not build itself. */
export function selfRebuild(): SelfRebuild | undefined {
	return (globalThis as Holder)[KEY];
}
