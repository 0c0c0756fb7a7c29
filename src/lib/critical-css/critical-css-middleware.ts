import { defineMiddleware } from 'astro:middleware';
import { scriptsIn } from '../html/module-preload.ts';
import { BUILD_CLIENT_DIR, buildSheets } from './build-sheets.ts';
import { deferStylesheetsInStream } from './defer-stream.ts';

const buildScripts = scriptsIn(BUILD_CLIENT_DIR);

/**
 * Every HTML page, prerendered or on demand, without a render-blocking stylesheet: its
 * first-viewport CSS inline, the full sheets after the first paint (defer-stylesheets.ts), and
 * its layout chunk preloaded (module-preload.ts).
 */
export const criticalCss = defineMiddleware(async (_context, next) => {
	const response = await next();
	const type = response.headers.get('content-type') ?? '';
	if (!response.body || !type.startsWith('text/html')) return response;
	return new Response(deferStylesheetsInStream(response.body, buildSheets, buildScripts), response);
});
