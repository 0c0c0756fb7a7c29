// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { buildInfoIntegration } from './src/server/build-info.ts';

/** The deployment this build is for: 'castle' (default) or 'region'. */
const site = process.env.SITE === 'region' ? 'region' : 'castle';

export default defineConfig({
	site: process.env.SITE_URL ?? 'http://localhost:4321',
	output: 'server',
	outDir: process.env.DIST_DIR ?? `./dist/${site}`,
	adapter: node({ mode: 'middleware' }),
	integrations: [react(), buildInfoIntegration()],
	trailingSlash: 'ignore',
	// Hover prefetch for every site link comes from src/islands/page-runtime/link-prefetch.ts, which
	// leaves out back-end, shop and edit-mode paths; links marked data-astro-prefetch also work.
	prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
	i18n: {
		locales: ['de', 'en'],
		defaultLocale: 'de',
		// Manual: every page path carries its locale (our routes and middleware see to it), and
		// the webshop and editor-hub paths, which SPEC §2 excludes from localisation, still route.
		routing: 'manual',
	},
	vite: {
		define: { 'import.meta.env.SITE_NAME': JSON.stringify(site) },
		ssr: { external: ['node:sqlite'] },
	},
});
