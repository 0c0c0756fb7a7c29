import type { Page } from '@playwright/test';

/**
 * Starts listening on `page` for what the browser blocks by the Content-Security-Policy; the array
 * returned fills with its reports from then on.
 */
export function recordCspViolations(page: Page): string[] {
	const blocked: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
	});
	return blocked;
}
