// No optional chaining or nullish coalescing here: this module must still parse in the old browsers
// it is meant to warn (Safari 12, Chrome 79 and alike run module scripts but not that syntax).

/** The browsers with a minimum version; every other browser passes the check. */
export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari';

/** A browser and its version as [major, minor]. */
export interface DetectedBrowser {
	name: BrowserName;
	version: [number, number];
}

/** One entry of `navigator.userAgentData.brands` (Chromium only). */
export interface UserAgentBrand {
	brand: string;
	version: string;
}

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
const USER_AGENT_RULES: [BrowserName, RegExp][] = [
	// Every browser on iOS is WebKit: the system version is the engine version.
	['safari', /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/],
	['edge', /\bEdg(?:e|A)?\/(\d+)(?:\.(\d+))?/],
	['firefox', /\bFirefox\/(\d+)(?:\.(\d+))?/],
	// Chromium-based browsers (Opera, Samsung Internet, headless) carry the engine's Chrome token.
	['chrome', /\bChrom(?:e|ium)\/(\d+)(?:\.(\d+))?/],
	['safari', /\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//],
];

/**
 * Which known browser `userAgent` describes or, failing that, Chromium's `brands`; null when
 * neither names one. The string comes first: every engine keeps its major version there (also
 * after Chromium's user-agent reduction), and it is what a user or a test sets to pose as another.
 */
export function detectBrowser(
	userAgent: string,
	brands?: readonly UserAgentBrand[],
): DetectedBrowser | null {
	for (const [name, pattern] of USER_AGENT_RULES) {
		const match = pattern.exec(userAgent);
		if (match) return { name, version: [Number(match[1]), Number(match[2] || 0)] };
	}
	const chromium = (brands || []).filter((entry) => entry.brand === 'Chromium')[0];
	return chromium ? { name: 'chrome', version: [parseInt(chromium.version, 10) || 0, 0] } : null;
}

/** False only for a known browser older than its minimum version; unknown browsers pass. */
export function isSupportedBrowser(browser: DetectedBrowser | null): boolean {
	if (!browser) return true;
	const [major, minor] = browser.version;
	const [minMajor, minMinor] = MINIMUM_VERSIONS[browser.name];
	return major > minMajor || (major === minMajor && minor >= minMinor);
}
