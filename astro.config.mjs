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
	i18n: {
		locales: ['de', 'en'],
		defaultLocale: 'de',
		routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
	},
	vite: {
		define: { 'import.meta.env.SITE_NAME': JSON.stringify(site) },
		ssr: { external: ['node:sqlite'] },
	},
});
