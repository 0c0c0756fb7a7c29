import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../../tools/chromium.ts';

/** Flags that keep a headless Chromium quiet: no sandbox, GPU, background or update traffic. */
const QUIET_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** Launches headless Chromium: Playwright's own, else the system one (tools/chromium.ts). */
export function launchBrowser(): Promise<Browser> {
	const browser = chromiumLaunchOptions();
	if (!browser) throw new Error(NO_CHROMIUM_MESSAGE);
	return chromium.launch({ headless: true, args: QUIET_FLAGS, ...browser });
}
