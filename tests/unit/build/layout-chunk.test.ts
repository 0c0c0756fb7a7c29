import { describe, expect, it } from 'vitest';
import {
	LAYOUT_CHUNK,
	layoutChunkName,
	staticClosure,
	type ModuleGraph,
} from '../../../src/build/layout-chunk.ts';

/** A module graph from `importer: [statically imported …]`; dynamic imports are not edges. */
function graph(edges: Record<string, string[]>): ModuleGraph {
	return {
		getModuleInfo: (id) => (id in edges ? { importedIds: edges[id]! } : null),
	};
}

const modules = graph({
	'/app/layout-parts.ts': ['/app/header.ts', '/app/cookie-manager.ts'],
	'/app/page-runtime.ts': ['/app/prefetch.ts', '\0vite/preload-helper.js'],
	'/app/header.ts': ['/app/stores/cart.ts', '/node_modules/nanostores/index.js'],
	'/app/cookie-manager.ts': [
		'/node_modules/vanilla-cookieconsent/index.mjs',
		'/app/stores/cart.ts',
	],
	'/app/prefetch.ts': [],
	'/app/stores/cart.ts': ['/node_modules/nanostores/index.js'],
	'/node_modules/nanostores/index.js': [],
	'/node_modules/vanilla-cookieconsent/index.mjs': [],
	// An island the header loads with import(): its code is no static edge.
	'/app/search-island.ts': ['/node_modules/react/index.js', '/app/stores/cart.ts'],
	'/node_modules/react/index.js': [],
	'\0vite/preload-helper.js': [],
	'\0rolldown/runtime.js': [],
});

describe('staticClosure', () => {
	it('follows static imports to the end, shared modules once, cycles safely', () => {
		const cyclic = graph({ '/a.ts': ['/b.ts'], '/b.ts': ['/a.ts', '/c.ts'], '/c.ts': [] });
		expect([...staticClosure(cyclic, ['/a.ts'])].sort()).toEqual(['/a.ts', '/b.ts', '/c.ts']);
	});
});

describe('layoutChunkName', () => {
	const name = layoutChunkName(['/app/layout-parts.ts', '/app/page-runtime.ts']);

	it('puts the layout runtime and all it imports statically into one chunk', () => {
		for (const id of [
			'/app/layout-parts.ts',
			'/app/page-runtime.ts',
			'/app/header.ts',
			'/app/cookie-manager.ts',
			'/app/stores/cart.ts',
			'/node_modules/nanostores/index.js',
			'/node_modules/vanilla-cookieconsent/index.mjs',
		]) {
			expect(name(id, modules), id).toBe(LAYOUT_CHUNK);
		}
	});

	it('adds the bundler runtime and the preload helper, which every lazy chunk needs', () => {
		expect(name('\0rolldown/runtime.js', modules)).toBe(LAYOUT_CHUNK);
		expect(name('\0vite/preload-helper.js', modules)).toBe(LAYOUT_CHUNK);
	});

	it('leaves code that only islands load (React, the search island) to the bundler', () => {
		expect(name('/app/search-island.ts', modules)).toBeNull();
		expect(name('/node_modules/react/index.js', modules)).toBeNull();
	});

	it('computes the closure anew for another build', () => {
		const other = graph({ '/app/layout-parts.ts': ['/app/other.ts'], '/app/other.ts': [] });
		expect(name('/app/other.ts', other)).toBe(LAYOUT_CHUNK);
		expect(name('/app/header.ts', other)).toBeNull();
	});
});
