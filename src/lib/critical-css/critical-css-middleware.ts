import { defineMiddleware } from 'astro:middleware';
import { scriptsIn } from '../html/module-preload.ts';
import { BUILD_CLIENT_DIR, buildSheets } from './build-sheets.ts';
import { deferStylesheetsInStream } from './defer-stream.ts';

const buildScripts = scriptsIn(BUILD_CLIENT_DIR);

/**
 * Every HTML page rendered on demand without a render-blocking stylesheet: its first-viewport CSS
 * inline, the full sheets after the first paint (defer-stylesheets.ts), its layout chunk
 * preloaded (module-preload.ts). Prerendered pages are
 * left to the build, which rewrites them once their sheets exist (precompress.ts'
 * `rewritePage`, or criticalCssIntegration on Netlify): while prerendering, the sheets are not
 * in the client folder yet, so this pass would decode and re-encode every page for nothing.
 */
export const criticalCss = defineMiddleware(async (context, next) => {
	if (context.isPrerendered) return next();
	const response = await next();
	const type = response.headers.get('content-type') ?? '';
	if (!response.body || !type.startsWith('text/html')) return response;
	return new Response(deferStylesheetsInStream(response.body, buildSheets, buildScripts), response);
});
