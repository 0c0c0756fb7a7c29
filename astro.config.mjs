// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { buildSnapshotIntegration } from './src/build/build-snapshot.ts';
import { enableBuildCompileCache } from './src/build/compile-cache.ts';
import { DEFER_STYLESHEETS_WHILE_RENDERING } from './src/build/defer-stylesheets-source.ts';
import { layoutChunkName } from './src/build/layout-chunk.ts';
import { scopedConsentStyles } from './src/build/consent-styles.ts';
import { compactPreloadHelper } from './src/build/preload-helper.ts';
import { buildInfoIntegration } from './src/server/build-info.ts';
import { precompressIntegration } from './src/server/precompress.ts';
import { onNetlify } from './src/deploy/on-netlify.ts';

// Node's compile cache for what the build loads from here on, its workers included (from the
// start when the build's command set NODE_COMPILE_CACHE): src/build/compile-cache.ts.
enableBuildCompileCache();

/** The deployment this build is for: 'castle' (default) or 'region'. */
const site = process.env.SITE === 'region' ? 'region' : 'castle';

/**
 * On Netlify (NETLIFY=true in its builds) the Netlify adapter: prerendered pages and assets on the
 * CDN, on-demand pages in a function, back-end paths proxied to CMS_API_URL (README 'Deploying').
 * Everywhere else the node adapter behind our own server (src/server/start.ts).
 */
const netlify = onNetlify();
const adapter = netlify
	? (await import('@astrojs/netlify')).default({ imageCDN: false })
	: node({ mode: 'middleware' });

/**
 * Netlify's own steps, loaded only for its builds: their modules (the back end's database and
 * transport, the CSS tooling) cost the node build ~0.3 s of start-up before Vite's first build.
 * Critical CSS before the check: it sees the pages as served.
 */
const netlifySteps = async () => [
	(await import('./src/build/critical-css-integration.ts')).criticalCssIntegration(),
	(await import('./src/build/inline-script-check.ts')).inlineScriptCheckIntegration(),
	(await import('./src/deploy/netlify.ts')).netlifyDeployIntegration(),
];

export default defineConfig({
	site: process.env.SITE_URL ?? 'http://localhost:4321',
	output: 'server',
	outDir: process.env.DIST_DIR ?? `./dist/${site}`,
	adapter,
	// Netlify's CDN compresses by itself; the node server sends the build's .br/.gz copies. The
	// precompressing workers check inline scripts on the way, so only Netlify builds walk the pages
	// for it.
	integrations: [
		react(),
		buildInfoIntegration(),
		buildSnapshotIntegration(),
		...(netlify
			? await netlifySteps()
			: // Each page gets its critical CSS as it is rendered, before it is compressed.
				[precompressIntegration({ rewritePage: DEFER_STYLESHEETS_WHILE_RENDERING, site })]),
	],
	// Four pages prerendered at a time: while one waits for its head from a compressing worker
	// (src/server/precompress.ts) or for its file to be written, the main thread renders another.
	build: { concurrency: 4 },
	trailingSlash: 'ignore',
	// Scoped styles mark their elements with a class (`astro-xxxxxxxx`) instead of a
	// `data-astro-cid-xxxxxxxx` attribute: a class weighs what an attribute selector weighs, so every
	// rule keeps its specificity, and it costs ~9 bytes less on each of a page's ~1,000 elements.
	scopedStyleStrategy: 'class',
	// Prefetch is ours (src/islands/page-runtime/link-prefetch.ts: hover, focus and the main menu
	// when idle; never back-end, shop or edit-mode paths). Astro's would add a page script of its
	// own, one more request before the first paint on every page.
	prefetch: false,
	i18n: {
		locales: ['de', 'en'],
		defaultLocale: 'de',
		// Manual: every page path carries its locale (our routes and middleware see to it), and
		// the webshop and editor-hub paths, which SPEC §2 excludes from localisation, still route.
		routing: 'manual',
	},
	vite: {
		define: { 'import.meta.env.SITE_NAME': JSON.stringify(site) },
		// A shorter helper for every import() of the client (src/build/preload-helper.ts); the
		// consent library's style defaults on its banner, not on :root (src/build/consent-styles.ts).
		plugins: [compactPreloadHelper(), scopedConsentStyles()],
		// Bundled rather than imported from node_modules file by file: date-fns alone is ~320
		// modules behind its index and zod ~100, which every process rendering pages (the server,
		// the build's prerenderer) resolved and loaded one by one at start (~0.7 s each).
		ssr: { external: ['node:sqlite'] },
		resolve: { noExternal: ['date-fns', 'date-fns-tz', 'zod'] },
		// Scripts stay files of the build, never inlined into pages: the CSP allows 'self' and only
		// the inline scripts of src/components/layout/inline-scripts.ts. Other assets as Vite's default.
		build: { assetsInlineLimit: (file) => (/\.[cm]?js$/.test(file) ? false : undefined) },
		// One chunk for the code every page runs (src/build/layout-chunk.ts).
		environments: {
			client: {
				build: {
					rolldownOptions: {
						output: { codeSplitting: { groups: [{ name: layoutChunkName() }] } },
					},
				},
			},
		},
	},
});
