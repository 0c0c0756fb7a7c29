import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { firstLoadJsBudget, jsBudget } from '../budgets.ts';
import { mapConcurrent } from '../map-concurrent.ts';
import { SITE_LOCALES } from '../../src/lib/contract/common.ts';
import { gzipSize, type Download } from './download-recorder.ts';
import { editorChunkNames, editorChunksInBuild, editorCodeReason } from './editor-code.ts';
import { scrollThroughAndBook, useEventList } from './interactions.ts';
import { EVENT_LIST, examplePaths, PAGE_TYPES, type PageType } from './page-types.ts';
import { buildAge, ensureBuild, startServer } from './servers.ts';
import { visit } from './visit.ts';

/** Visitors measured side by side (each waits for quiet most of the time, so 2 cores suffice). */
const VISITORS_AT_ONCE = 4;

/** JS a visitor downloaded by some moment: script files and gzip bytes (inline scripts included). */
export type JsTotal = { files: number; gzip: number };

/** One page type of one site. */
export type PageResult = {
	type: PageType;
	path: string;
	status: number;
	/** The page's HTML as served, uncompressed and gzip. */
	htmlBytes: number;
	htmlGzip: number;
	cssGzip: number;
	/** After load, once the network and main thread are idle (idle islands hydrated). */
	firstLoad: JsTotal;
	/** After the interactions too (the event list's calendar, page 2 and a filter; elsewhere a scroll to the end): the budgeted number. */
	afterInteraction: JsTotal;
	budgetGzip: number;
	/** The first-load budget (firstLoadJsBudget); null for the events page. */
	firstLoadBudgetGzip: number | null;
	/** Editor scripts the visitor downloaded, as 'url (reason)'; must stay empty. */
	editorCode: string[];
	/** Interaction steps that could not be done (the number is then too low to trust). */
	interactionFailures: string[];
	/** 200, no editor code, every interaction done and the JS within both budgets. */
	ok: boolean;
};

/** The page bench of one deployment. */
export type SitePages = {
	site: string;
	distDir: string;
	builtAt: string;
	/** A source file changed after the build: rebuild to measure the current code. */
	staleBuild: boolean;
	/** Editor chunks in the build (to show the editor check has something to catch). */
	editorChunksInBuild: number;
	pages: PageResult[];
	/** The home page of each locale, as served: what the `homeHtmlKb` bar holds. */
	homes: HomeHtml[];
};

/** The HTML of one home page as served. */
export type HomeHtml = { path: string; status: number; bytes: number; gzip: number };

async function homeHtml(origin: string, path: string): Promise<HomeHtml> {
	const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
	const html = Buffer.from(await response.arrayBuffer());
	return { path, status: response.status, bytes: html.byteLength, gzip: gzipSize(html) };
}

function jsTotal(downloads: Download[], inlineJsGzip: number): JsTotal {
	const scripts = downloads.filter((download) => download.kind === 'script');
	const gzip = scripts.reduce((sum, script) => sum + script.gzip, inlineJsGzip);
	return { files: scripts.length, gzip };
}

/**
 * Builds `site` into `distDir` when missing, starts its server on `port` with a fresh temporary
 * data dir, and loads each page type as a first-time visitor in `browser`.
 */
export async function benchSitePages(options: {
	site: string;
	port: number;
	distDir: string;
	browser: Browser;
}): Promise<SitePages> {
	const { site, distDir, browser } = options;
	ensureBuild(site, distDir);
	const { builtAt, stale } = buildAge(distDir);
	const names = editorChunkNames();
	const editorReason = (url: string, code: string) => editorCodeReason(url, code, names);
	const dataDir = mkdtempSync(join(tmpdir(), `bench-pages-${site}-`));
	const server = await startServer({ site, port: options.port, distDir, dataDir });
	try {
		const paths = await examplePaths(server.origin);
		// Visitors side by side: sizes do not depend on timing, and the part takes a third as long.
		const measureType = async (type: PageType): Promise<PageResult> => {
			const path = paths[type];
			const interact = type === EVENT_LIST ? useEventList : scrollThroughAndBook;
			const seen = await visit(browser, server.origin, path, interact, editorReason);
			const loaded = seen.downloads.filter((download) => download.phase === 'load');
			const afterInteraction = jsTotal(seen.downloads, seen.inlineJsGzip);
			const editorCode = seen.downloads
				.filter((download) => download.editor !== null)
				.map((download) => `${new URL(download.url).pathname} (${download.editor})`);
			const budgetGzip = jsBudget(type, seen.hasReactIsland);
			const firstLoadBudgetGzip = firstLoadJsBudget(type);
			const firstLoad = jsTotal(loaded, seen.inlineJsGzip);
			return {
				type,
				path,
				status: seen.status,
				htmlBytes: seen.htmlBytes,
				htmlGzip: seen.htmlGzip,
				cssGzip: seen.downloads
					.filter((download) => download.kind === 'stylesheet')
					.reduce((sum, sheet) => sum + sheet.gzip, 0),
				firstLoad,
				afterInteraction,
				budgetGzip,
				firstLoadBudgetGzip,
				editorCode,
				interactionFailures: seen.interactionFailures,
				ok:
					seen.status === 200 &&
					editorCode.length === 0 &&
					seen.interactionFailures.length === 0 &&
					afterInteraction.gzip <= budgetGzip &&
					(firstLoadBudgetGzip === null || firstLoad.gzip <= firstLoadBudgetGzip),
			};
		};
		const pages = await mapConcurrent(PAGE_TYPES, VISITORS_AT_ONCE, measureType);
		const homes = await Promise.all(
			SITE_LOCALES.map((locale) => homeHtml(server.origin, `/${locale}`)),
		);
		return {
			site,
			distDir,
			builtAt,
			staleBuild: stale,
			editorChunksInBuild: editorChunksInBuild(distDir, names).length,
			pages,
			homes,
		};
	} finally {
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
