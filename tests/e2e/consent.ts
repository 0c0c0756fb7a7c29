import type { BrowserContext } from '@playwright/test';
import { CASTLE_URL } from './servers.ts';

/**
 * Stores a decision of the consent library for `origin` (only the required category), so the
 * cookie banner neither covers what a test looks at nor takes the keyboard's focus. `at` is the
 * time the page's clock reads (a test that fixes the page's clock passes that time).
 */
export async function declineConsent(
	context: BrowserContext,
	origin: string = CASTLE_URL,
	at: Date = new Date(),
): Promise<void> {
	const now = at.toISOString();
	const value = {
		categories: ['required'],
		revision: 0,
		data: null,
		consentTimestamp: now,
		consentId: 'e2e-consent',
		services: { required: [], tracking: [], marketing: [], 'external-media': [] },
		languageCode: 'de',
		lastConsentTimestamp: now,
		expirationTime: at.getTime() + 24 * 60 * 60 * 1000,
	};
	await context.addCookies([
		{
			name: 'cc_cookie',
			value: encodeURIComponent(JSON.stringify(value)),
			domain: new URL(origin).hostname,
			path: '/',
		},
	]);
}
