import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { netlifyBackendMode } from './netlify-backend.ts';
import { backendOrigin, backendRedirects, staticHeaders } from './netlify-files.ts';

/** Writes `text` before what `file` already holds (the adapter appends its own rules). */
async function prepend(file: string, text: string): Promise<void> {
	const existing = await readFile(file, 'utf8').catch(() => '');
	await writeFile(file, existing ? `${text}\n${existing}` : text);
}

/**
 * The Netlify side of the build, used together with @astrojs/netlify (astro.config.mjs):
 * - decides where the back end runs: at CMS_API_URL (proxied), or — DATABASE_URL set to a
 *   PostgreSQL database and no CMS_API_URL — inside the site's own function (the middleware
 *   answers the back-end paths); fails the build at once when neither is set;
 * - adds src/deploy/netlify-middleware.ts before the site's middleware (security and CDN cache
 *   headers of on-demand answers);
 * - after the build, writes into the publish directory `_redirects` (with an external back end:
 *   its paths proxied to CMS_API_URL, before the adapter's rules) and `_headers` (the node
 *   server's security headers and CSP, which allows the site's own inline scripts only).
 */
export function netlifyDeployIntegration(
	env: Readonly<Record<string, string | undefined>> = process.env,
): AstroIntegration {
	let origin: string | null = null;
	return {
		name: 'venue-netlify-deploy',
		hooks: {
			'astro:config:setup': ({ addMiddleware, command }) => {
				if (command === 'build' && netlifyBackendMode(env) === 'external') {
					origin = backendOrigin(env['CMS_API_URL']);
				}
				addMiddleware({
					entrypoint: new URL('./netlify-middleware.ts', import.meta.url),
					order: 'pre',
				});
			},
			'astro:build:done': async ({ dir, logger }) => {
				const publishDir = fileURLToPath(dir);
				if (origin !== null)
					await prepend(join(publishDir, '_redirects'), backendRedirects(origin));
				await writeFile(join(publishDir, '_headers'), staticHeaders());
				logger.info(
					`${origin === null ? "back end: in the site's own function (DATABASE_URL)" : `_redirects: back-end paths → ${origin}`}; _headers: security headers and CSP`,
				);
			},
		},
	};
}
