/**
 * The browsers the site supports, as data: the info layer's inline script (UNSUPPORTED_BROWSER_SCRIPT
 * in src/components/layout/inline-scripts.ts) checks them, because an old browser (Safari 12, Chrome
 * 79 and alike run module scripts, but not the newer syntax of the site's own) could never run a
 * check bundled with the rest.
 */

/** The browsers with a minimum version; every other browser passes the check. */
export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari';

/**
 * The oldest supported versions (SPEC §2 'Browser support is checked by minimum browser
 * versions'): Vite 8's default browser baseline ('baseline-widely-available': Chrome and Edge 111,
 * Firefox 114, Safari 16.4), which Astro 7 ships unlowered (client target 'esnext'). Firefox is
 * raised to 121, the first with `:has()`, which the layout relies on.
 */
export const MINIMUM_VERSIONS: Record<BrowserName, [number, number]> = {
	chrome: [111, 0],
	edge: [111, 0],
	firefox: [121, 0],
	safari: [16, 4],
};

/** [name, pattern whose groups 1 and 2 are the major and minor version], first match wins. */
export const USER_AGENT_RULES: [BrowserName, RegExp][] = [
	// Every browser on iOS is WebKit: the system version is the engine version.
	['safari', /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/],
	['edge', /\bEdg(?:e|A)?\/(\d+)(?:\.(\d+))?/],
	['firefox', /\bFirefox\/(\d+)(?:\.(\d+))?/],
	// Chromium-based browsers (Opera, Samsung Internet, headless) carry the engine's Chrome token.
	['chrome', /\bChrom(?:e|ium)\/(\d+)(?:\.(\d+))?/],
	['safari', /\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//],
];
