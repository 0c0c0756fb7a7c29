import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSheet, type SheetNode } from './sheet-rules.ts';
import type { SheetSource } from './defer-stylesheets.ts';

const BUILD_CSS = /^\/_astro\/[\w.-]+\.css$/;

/**
 * The build stylesheets under the first of `dirs` that holds each (the client files; while
 * prerendering, Astro still keeps them in the server output), each read and parsed once (a build
 * holds a few dozen; a hashed name never changes content). Undefined for a sheet that is not
 * there (a Netlify function has no client files): that page then keeps its plain links.
 */
export function sheetsIn(...dirs: string[]): SheetSource {
	const parsed = new Map<string, SheetNode[] | undefined>();
	return (href) => {
		if (!parsed.has(href)) {
			let nodes: SheetNode[] | undefined;
			try {
				const file = dirs.map((dir) => join(dir, href)).find((path) => existsSync(path));
				if (BUILD_CSS.test(href) && file) nodes = parseSheet(readFileSync(file, 'utf8'));
			} catch {
				nodes = undefined;
			}
			parsed.set(href, nodes);
		}
		return parsed.get(href);
	};
}

/**
 * The client files of the build the server serves, where astro.config.mjs writes it and
 * src/server/start.ts serves it from (DIST_DIR, else dist/<SITE>).
 */
export const BUILD_CLIENT_DIR = resolve(
	process.env['DIST_DIR'] ?? `dist/${process.env['SITE'] === 'region' ? 'region' : 'castle'}`,
	'client',
);

/** The stylesheets of the build the server serves. */
export const buildSheets: SheetSource = sheetsIn(BUILD_CLIENT_DIR);
