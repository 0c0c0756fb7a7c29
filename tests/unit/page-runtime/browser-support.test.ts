import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_BROWSER_SCRIPT } from '../../../src/components/layout/inline-scripts.ts';

type Brand = { brand: string; version: string };

/**
 * Runs the info layer's inline script as a browser would with `userAgent` (and Chromium's
 * `brands`, module scripts unless told otherwise, `stored` as its session) and returns the
 * 'unsupported browser' notice it was given.
 */
function runCheck(
	userAgent: string,
	options: {
		brands?: Brand[];
		modules?: boolean;
		stored?: Map<string, string>;
		onReload?: () => void;
	} = {},
) {
	const notice = {
		hidden: true,
		onclick: null as null | ((event: { target: unknown }) => void),
	};
	const session = options.stored ?? new Map<string, string>();
	runInNewContext(UNSUPPORTED_BROWSER_SCRIPT, {
		document: {
			querySelector: () => notice,
			createElement: () => (options.modules === false ? {} : { noModule: false }),
		},
		navigator: {
			userAgent,
			userAgentData: options.brands ? { brands: options.brands } : undefined,
		},
		sessionStorage: {
			getItem: (key: string) => session.get(key) ?? null,
			setItem: (key: string, value: string) => session.set(key, value),
		},
		location: { reload: options.onReload ?? (() => undefined) },
	});
	return notice;
}

const supported = (userAgent: string, brands?: Brand[]) =>
	runCheck(userAgent, brands ? { brands } : {}).hidden;

const UA = {
	chrome120:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
	chrome90:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36',
	chromeAndroid110:
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36',
	edge131:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
	edgeLegacy18:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
	firefox115Esr: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
	firefox128: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
	safari16_3:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Safari/605.1.15',
	safari17:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2.1 Safari/605.1.15',
	iPhoneSafari15:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.6 Mobile/15E148 Safari/604.1',
	iPhoneChrome17:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
	iPadFirefox16_1:
		'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
	samsung23:
		'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
	ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
	bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe("the inline 'unsupported browser' check", () => {
	it('passes current browsers', () => {
		for (const userAgent of [
			UA.chrome120,
			UA.edge131,
			UA.firefox128,
			UA.safari17,
			UA.iPhoneChrome17,
			UA.samsung23,
		]) {
			expect(supported(userAgent), userAgent).toBe(true);
		}
	});

	it('flags browsers older than their minimum version', () => {
		for (const userAgent of [
			UA.chrome90,
			UA.chromeAndroid110,
			UA.edgeLegacy18,
			UA.firefox115Esr,
			UA.safari16_3,
			UA.iPhoneSafari15,
			UA.iPadFirefox16_1,
		]) {
			expect(supported(userAgent), userAgent).toBe(false);
		}
	});

	it('compares the minor version where the minimum has one (Safari 16.4)', () => {
		expect(supported(UA.safari16_3.replace('16.3', '16.4'))).toBe(true);
		expect(supported(UA.iPhoneSafari15.replace('15_8', '16_4'))).toBe(true);
		expect(supported(UA.iPhoneSafari15.replace('15_8', '16_3'))).toBe(false);
	});

	it('lets unknown browsers through, but not one without module scripts', () => {
		expect(supported(UA.bot)).toBe(true);
		expect(supported('')).toBe(true);
		expect(runCheck(UA.ie11, { modules: false }).hidden).toBe(false);
	});

	it('reads the system version on iOS, where every browser is Safari underneath', () => {
		expect(supported(UA.iPhoneChrome17)).toBe(true);
		expect(supported(UA.iPhoneChrome17.replace('17_1', '16_1'))).toBe(false);
	});

	it('stays closed in the session once closed; Reload reloads', () => {
		const stored = new Map<string, string>();
		let reloads = 0;
		const notice = runCheck(UA.chrome90, { stored, onReload: () => (reloads += 1) });
		const button = (attribute: string) => ({
			nodeName: 'BUTTON',
			hasAttribute: (name: string) => name === attribute,
		});
		notice.onclick?.({ target: button('data-info-reload') });
		expect(reloads).toBe(1);
		expect(notice.hidden).toBe(false);
		notice.onclick?.({ target: button('data-info-close') });
		expect(notice.hidden).toBe(true);
		expect(runCheck(UA.chrome90, { stored }).hidden).toBe(true);
		expect(runCheck(UA.chrome90).hidden).toBe(false);
	});

	it('falls back to the Chromium brand of userAgentData when the string names no browser', () => {
		const brands = [
			{ brand: 'Not A(Brand', version: '8' },
			{ brand: 'Chromium', version: '99' },
		];
		expect(supported('Mozilla/5.0 (X11; Linux x86_64)', brands)).toBe(false);
		expect(
			supported('Mozilla/5.0 (X11; Linux x86_64)', [{ brand: 'Chromium', version: '132' }]),
		).toBe(true);
		// A user agent that poses as an old Chrome is taken at its word.
		expect(supported(UA.chrome90, [{ brand: 'Chromium', version: '132' }])).toBe(false);
	});
});
