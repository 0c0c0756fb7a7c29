import { launch, type LaunchedChrome } from 'chrome-launcher';

/** The system Chromium; Lighthouse and chrome-launcher never download a browser of their own. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Headless and quiet: no sandbox, GPU, background or update traffic. */
const FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** Launches the system Chromium (or `CHROME_PATH`) for Lighthouse to drive over its debugging port. */
export function launchChrome(): Promise<LaunchedChrome> {
	return launch({
		chromePath: process.env['CHROME_PATH'] ?? SYSTEM_CHROMIUM,
		chromeFlags: FLAGS,
		logLevel: 'silent',
	});
}
