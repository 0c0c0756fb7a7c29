import { launch, Launcher, type LaunchedChrome } from 'chrome-launcher';
import { chromiumPath, NO_CHROMIUM_MESSAGE } from '../../tools/chromium.ts';

/** Headless and quiet: no sandbox, GPU, background or update traffic. */
const FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * chrome-launcher's default flags, except that RenderDocument stays on, as in every visitor's
 * Chrome. The launcher turns it off (a workaround from Lighthouse PR 16363); with it off, this
 * Chromium (156) held the first frame of about a third of Lighthouse's page loads for one or two
 * seconds (observed first paint 1.2–2.3 s instead of 0.2–0.3 s), a stall no visitor sees, which
 * made the performance score swing by 30 points between two runs of the same page.
 */
export function launcherFlags(defaults: readonly string[] = Launcher.defaultFlags()): string[] {
	return defaults.map((flag) => {
		if (!flag.startsWith('--disable-features=')) return flag;
		const features = flag
			.slice('--disable-features='.length)
			.split(',')
			.filter((feature) => feature !== 'RenderDocument');
		return `--disable-features=${features.join(',')}`;
	});
}

/**
 * Launches Chromium (`CHROME_PATH`, else the one the tests use: tools/chromium.ts) for Lighthouse
 * to drive over its debugging port; Lighthouse and chrome-launcher never download a browser.
 */
export function launchChrome(): Promise<LaunchedChrome> {
	const chromePath = process.env['CHROME_PATH'] ?? chromiumPath();
	if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
	return launch({
		chromePath,
		chromeFlags: [...launcherFlags(), ...FLAGS],
		ignoreDefaultFlags: true,
		logLevel: 'silent',
	});
}
