import type { Page } from '@playwright/test';

/**
 * Counts the page's requests in flight, so the bench can wait for quiet after any step
 * (Playwright's 'networkidle' load state fires once per navigation, not after later clicks).
 */
export function trackNetwork(page: Page) {
	let inFlight = 0;
	let lastChange = Date.now();
	const change = (delta: number) => {
		inFlight += delta;
		lastChange = Date.now();
	};
	page.on('request', () => change(1));
	page.on('requestfinished', () => change(-1));
	page.on('requestfailed', () => change(-1));

	return {
		/**
		 * Resolves once no request has been in flight for `quietMs`, or after `timeoutMs` (a page
		 * that keeps polling never goes quiet; what it loaded by then still counts).
		 */
		async quiet(quietMs = 500, timeoutMs = 15_000): Promise<void> {
			const deadline = Date.now() + timeoutMs;
			while (Date.now() < deadline) {
				if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
		},
	};
}
