import type { Browser } from '@playwright/test';
import { gzipSize, inlineScriptGzip, recordDownloads, type Download } from './download-recorder.ts';
import { declineCookies, mainThreadIdle, type Interaction } from './interactions.ts';
import { trackNetwork } from './network-quiet.ts';

/** What one first-time visitor's browser downloaded on a page, before and after interacting. */
export type Visit = {
	status: number;
	htmlBytes: number;
	htmlGzip: number;
	inlineJsGzip: number;
	downloads: Download[];
	interactionFailures: string[];
	/** The page holds a React island: the event list (events page, event-list block) or quick buy. */
	hasReactIsland: boolean;
};

/** A desktop visitor with German as browser language. */
const VISITOR = { viewport: { width: 1440, height: 900 }, locale: 'de-DE' } as const;

/**
 * Opens `origin + path` in a fresh browser context (empty cache, no cookies), waits until it has
 * settled, declines optional cookies and runs `interact`, recording every script and stylesheet.
 */
export async function visit(
	browser: Browser,
	origin: string,
	path: string,
	interact: Interaction,
	editorReason: (url: string, code: string) => string | null,
): Promise<Visit> {
	const context = await browser.newContext(VISITOR);
	try {
		const page = await context.newPage();
		const recorder = recordDownloads(page, editorReason);
		const network = trackNetwork(page);
		const settle = async () => {
			await network.quiet();
			await mainThreadIdle(page);
			await network.quiet();
			await recorder.settled();
		};
		const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
		const html = response ? await response.text() : '';
		await settle();
		recorder.enter('interaction');
		await declineCookies(page);
		const interactionFailures = await interact(page, settle);
		await settle();
		const hasReactIsland =
			(await page.locator('[data-event-list-mount], [data-booking-mount]').count()) > 0;
		return {
			status: response?.status() ?? 0,
			htmlBytes: Buffer.byteLength(html),
			htmlGzip: gzipSize(html),
			inlineJsGzip: inlineScriptGzip(html),
			downloads: recorder.downloads(),
			interactionFailures,
			hasReactIsland,
		};
	} finally {
		await context.close();
	}
}
