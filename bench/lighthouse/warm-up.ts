import { launchBrowser } from '../pages/browser.ts';
import { trackNetwork } from '../pages/network-quiet.ts';

/** Lighthouse's mobile preset (a Moto G Power): the same viewport loads the same image sizes. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Loads each of `urls` once in a phone-sized browser, before Lighthouse measures them: the demo
 * back end generates each image rendition at its first request (sharp encoding AVIF and WebP
 * on the machine's two cores) and an on-demand page renders once before its cache holds it.
 * Both happen once per deployment, not per visitor, and would otherwise land in the measured
 * load, competing with the browser for the CPU.
 */
export async function warmUp(urls: readonly string[]): Promise<void> {
	const browser = await launchBrowser();
	try {
		const context = await browser.newContext(PHONE);
		for (const url of urls) {
			const page = await context.newPage();
			const network = trackNetwork(page);
			await page.goto(url, { waitUntil: 'load' });
			await network.quiet(500, 20_000);
			await page.close();
		}
	} finally {
		await browser.close();
	}
}
