import { fileURLToPath } from 'node:url';

/**
 * Bundling rule for the client build: the code every page runs goes into one chunk.
 *
 * Left to itself the bundler splits the layout runtime (header, cookie manager, search loader,
 * sticky navigation, prefetch, editor gate …) into a dozen small chunks wherever an island shares
 * a module with it, and a phone fetches them one round trip after the page script, all before
 * its first paint. Grouped, the page script needs one file. Nothing is added to a visitor's
 * download: every page loaded all of it already, and islands that share a store with the layout
 * import it from the chunk the page has in cache.
 */

export const LAYOUT_CHUNK = 'layout';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the layout runtime starts: PageRuntime.astro's script imports both. */
const ROOTS = [
	'src/islands/page-runtime/layout-parts.ts',
	'src/islands/page-runtime/page-runtime.ts',
];

/** The bundler's runtime and Vite's preload helper, which every chunk with an import() needs. */
const HELPERS = /rolldown[:/]runtime|vite\/preload-helper/;

/** What rolldown's chunking context tells of a module. */
export type ModuleGraph = {
	getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** The static import closure of `roots` in `graph`: the modules they need before they run. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
	const seen = new Set<string>();
	const queue = [...roots];
	for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
		if (seen.has(id)) continue;
		seen.add(id);
		queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
	}
	return seen;
}

/**
 * A `codeSplitting.groups[].name` for rolldown: LAYOUT_CHUNK for the layout runtime and all it
 * imports statically, and the bundler's helpers; null (the bundler's own choice) for the rest.
 * `roots` are absolute module ids; the closure is computed once per chunking pass.
 */
export function layoutChunkName(
	roots: readonly string[] = ROOTS.map((path) => PROJECT_ROOT + path),
): (id: string, graph: ModuleGraph) => string | null {
	let members = new Set<string>();
	let membersOf: ModuleGraph | null = null;
	return (id, graph) => {
		if (graph !== membersOf) {
			members = staticClosure(graph, roots);
			membersOf = graph;
		}
		return members.has(id) || HELPERS.test(id) ? LAYOUT_CHUNK : null;
	};
}
