import { gzipSync } from 'node:zlib';

/** Bytes a visitor downloads for one page: its JS and CSS, raw and gzip-compressed. */
export type PageWeight = {
	page: string;
	status: number;
	htmlGzip: number;
	jsFiles: number;
	jsGzip: number;
	cssFiles: number;
	cssGzip: number;
};

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const MODULE_IMPORT = /\bimport\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g;
const ISLAND_ASSETS = /\b(?:component-url|renderer-url)="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const all = (pattern: RegExp, text: string) =>
	[...text.matchAll(pattern)].map((match) => match[1] ?? '');

async function fetchText(url: string): Promise<string> {
	const response = await fetch(url);
	return response.ok ? response.text() : '';
}

/**
 * Follows a page's scripts (src, island component and renderer URLs, and the static imports of
 * each module, transitively) and stylesheets, and sums their gzip sizes. Inline JSON-LD is not JS.
 */
export async function measurePage(origin: string, page: string): Promise<PageWeight> {
	const response = await fetch(`${origin}${page}`);
	const html = await response.text();
	const gzip = (text: string) => gzipSync(text).byteLength;

	const seen = new Set<string>();
	const queue = [...all(SCRIPT_SRC, html), ...all(ISLAND_ASSETS, html)];
	let jsGzip = 0;
	for (const inline of all(INLINE_SCRIPT, html)) {
		if (!inline.trim().startsWith('{')) jsGzip += gzip(inline);
		for (const imported of all(MODULE_IMPORT, inline)) queue.push(imported);
	}
	while (queue.length > 0) {
		const src = queue.shift() ?? '';
		const url = new URL(src, `${origin}${page}`).href;
		if (seen.has(url)) continue;
		seen.add(url);
		const code = await fetchText(url);
		jsGzip += gzip(code);
		for (const imported of all(MODULE_IMPORT, code)) queue.push(new URL(imported, url).href);
	}

	const styles = all(STYLESHEET, html);
	let cssGzip = 0;
	for (const href of styles)
		cssGzip += gzip(await fetchText(new URL(href, `${origin}${page}`).href));

	return {
		page,
		status: response.status,
		htmlGzip: gzip(html),
		jsFiles: seen.size,
		jsGzip,
		cssFiles: styles.length,
		cssGzip,
	};
}
