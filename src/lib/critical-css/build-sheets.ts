import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSheet, type SheetNode } from './sheet-rules.ts';
import type { SheetSource } from './defer-stylesheets.ts';

const BUILD_CSS = /^\/_astro\/[\w.-]+\.css$/;

/**
 * The build stylesheets of the client files in `clientDir`, each read and parsed once (a build
 * holds a few dozen; a hashed name never changes content). Undefined for a sheet that is not
 * there (a Netlify function has no client files): that page then keeps its plain links.
 */
export function sheetsIn(clientDir: string): SheetSource {
	const parsed = new Map<string, SheetNode[] | undefined>();
	return (href) => {
		if (!parsed.has(href)) {
			let nodes: SheetNode[] | undefined;
			try {
				if (BUILD_CSS.test(href)) nodes = parseSheet(readFileSync(join(clientDir, href), 'utf8'));
			} catch {
				nodes = undefined;
			}
			parsed.set(href, nodes);
		}
		return parsed.get(href);
	};
}

/**
 * The stylesheets of the build the server serves, where astro.config.mjs writes it and
 * src/server/start.ts serves it from (DIST_DIR, else dist/<SITE>).
 */
export const buildSheets: SheetSource = sheetsIn(
	resolve(
		process.env['DIST_DIR'] ?? `dist/${process.env['SITE'] === 'region' ? 'region' : 'castle'}`,
		'client',
	),
);
