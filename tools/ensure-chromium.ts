/**
 * `npm run test:e2e` runs this first: it finds a Chromium for Playwright or installs Debian's,
 * and otherwise stops the run with one message saying what to install.
 */
import { ensureChromium, NO_CHROMIUM_MESSAGE } from './chromium.ts';

if (!ensureChromium()) {
	console.error(NO_CHROMIUM_MESSAGE);
	process.exit(1);
}
