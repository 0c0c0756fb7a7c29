import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, used when Playwright's own browser is not installed (nothing is downloaded). */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet: no sandbox, GPU, background or update traffic. */
const QUIET_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

function ownChromiumInstalled(): boolean {
	try {
		return existsSync(chromium.executablePath());
	} catch {
		return false;
	}
}

/** Launches headless Chromium: Playwright's own, else the system one. */
export function launchBrowser(): Promise<Browser> {
	return chromium.launch({
		headless: true,
		args: QUIET_FLAGS,
		...(ownChromiumInstalled() ? {} : { executablePath: SYSTEM_CHROMIUM }),
	});
}
