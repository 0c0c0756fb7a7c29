import { defineMiddleware } from 'astro:middleware';
import { buildSheets } from './build-sheets.ts';
import { deferStylesheetsInStream } from './defer-stream.ts';

/**
 * Every HTML page, prerendered or on demand, without a render-blocking stylesheet: its
 * first-viewport CSS inline, the full sheets after the first paint (defer-stylesheets.ts).
 */
export const criticalCss = defineMiddleware(async (_context, next) => {
	const response = await next();
	const type = response.headers.get('content-type') ?? '';
	if (!response.body || !type.startsWith('text/html')) return response;
	return new Response(deferStylesheetsInStream(response.body, buildSheets), response);
});
