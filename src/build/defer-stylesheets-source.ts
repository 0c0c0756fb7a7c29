/**
 * Where precompressIntegration's workers find deferStylesheetsWhileRendering
 * (critical-css-integration.ts). A module of its own: astro.config.mjs names it without loading
 * the rewrite and its CSS tooling on the build's main thread, which never runs it.
 */
export const DEFER_STYLESHEETS_WHILE_RENDERING = {
	module: new URL('./critical-css-integration.ts', import.meta.url).href,
	name: 'deferStylesheetsWhileRendering',
} as const;
