import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sheetsIn } from '../lib/critical-css/build-sheets.ts';
import { deferredHead, deferStylesheets } from '../lib/critical-css/defer-stylesheets.ts';
import { preloadModuleImports, scriptsIn } from '../lib/html/module-preload.ts';
import type { HeadRewrite } from './rewrite-head.ts';

/**
 * Rewrites every prerendered page of `clientDir` by deferStylesheets and preloadModuleImports;
 * answers how many changed.
 */
export async function deferStylesheetsInPages(clientDir: string): Promise<number> {
	const sheets = sheetsIn(clientDir);
	const scripts = scriptsIn(clientDir);
	const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
	let changed = 0;
	for (const entry of entries) {
		if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
		const file = join(entry.parentPath, entry.name);
		const html = await readFile(file, 'utf8');
		const deferred = preloadModuleImports(deferStylesheets(html, sheets), scripts);
		if (deferred === html) continue;
		await writeFile(file, deferred);
		changed++;
	}
	return changed;
}

/**
 * For precompress.ts, whose workers hand each prerendered page's head here as it is rendered: the
 * head without a render-blocking stylesheet, its layout chunk preloaded (the client's scripts are
 * written before the pages). Astro moves the CSS into the client folder only after
 * prerendering, so the sheets are read where they are meanwhile (the server output, whose
 * `.prerender/` holds the prerender build's).
 */
export function deferStylesheetsWhileRendering(dirs: {
	client: string;
	server: string;
}): HeadRewrite {
	const sheets = sheetsIn(dirs.client, join(dirs.server, '.prerender'), dirs.server);
	const scripts = scriptsIn(dirs.client);
	// preloadModuleImports takes text without '</head>' for a head: the head alone is rewritten.
	return (html, headEnd) =>
		preloadModuleImports(deferredHead(html, headEnd, sheets) ?? html.slice(0, headEnd), scripts);
}

/**
 * Prerendered pages without a render-blocking stylesheet, like the on-demand ones
 * (src/lib/critical-css/critical-css-middleware.ts), for builds that do not precompress
 * (Netlify): the build writes its CSS files only after it has prerendered the pages, so they are
 * rewritten once it is done.
 */
export function criticalCssIntegration(): AstroIntegration {
	return {
		name: 'venue-critical-css',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const changed = await deferStylesheetsInPages(fileURLToPath(dir));
				logger.info(
					`${changed} pages with inline critical CSS in ${Math.round(performance.now() - started)} ms`,
				);
			},
		},
	};
}
