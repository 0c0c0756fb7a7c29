import { describe, expect, it } from 'vitest';
import { isLowBandwidth } from '../../../src/islands/page-runtime/connection.ts';
import {
	isWeakHardware,
	pendingNotices,
	type DeviceFacts,
} from '../../../src/islands/page-runtime/device-notices.ts';

const CURRENT_CHROME =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const OLD_CHROME = CURRENT_CHROME.replace('130.0', '100.0');
const healthy: DeviceFacts = {
	userAgent: CURRENT_CHROME,
	connection: { effectiveType: '4g', saveData: false },
	hardwareConcurrency: 8,
	deviceMemory: 8,
};
const none = () => false;

describe('isLowBandwidth', () => {
	it('is true on 2G connections and with data saver on', () => {
		expect(isLowBandwidth({ effectiveType: 'slow-2g' })).toBe(true);
		expect(isLowBandwidth({ effectiveType: '2g' })).toBe(true);
		expect(isLowBandwidth({ effectiveType: '4g', saveData: true })).toBe(true);
	});

	it('is false on 3G and faster, and where the browser does not tell', () => {
		expect(isLowBandwidth({ effectiveType: '3g', saveData: false })).toBe(false);
		expect(isLowBandwidth({ effectiveType: '4g' })).toBe(false);
		expect(isLowBandwidth(undefined)).toBe(false);
	});
});

describe('isWeakHardware', () => {
	it('is true for one logical processor or less than 1 GiB of memory', () => {
		expect(isWeakHardware({ hardwareConcurrency: 1, deviceMemory: 4 })).toBe(true);
		expect(isWeakHardware({ hardwareConcurrency: 4, deviceMemory: 0.5 })).toBe(true);
		expect(isWeakHardware({ hardwareConcurrency: 4, deviceMemory: 0.25 })).toBe(true);
	});

	it('is false for two processors and 1 GiB, and for values the browser hides', () => {
		expect(isWeakHardware({ hardwareConcurrency: 2, deviceMemory: 1 })).toBe(false);
		expect(isWeakHardware({ hardwareConcurrency: 2 })).toBe(false);
		expect(isWeakHardware({})).toBe(false);
	});
});

describe('pendingNotices', () => {
	it('shows nothing on a current browser on a good device', () => {
		expect(pendingNotices(healthy, none)).toEqual([]);
	});

	it('lists every notice that applies, unsupported browser first', () => {
		const facts: DeviceFacts = {
			userAgent: OLD_CHROME,
			connection: { effectiveType: '2g' },
			hardwareConcurrency: 1,
		};
		expect(pendingNotices(facts, none)).toEqual([
			'unsupportedBrowser',
			'lowBandwidth',
			'weakHardware',
		]);
	});

	it('leaves out the notices the visitor closed', () => {
		const facts: DeviceFacts = { ...healthy, userAgent: OLD_CHROME, hardwareConcurrency: 1 };
		const closed = (kind: string) => kind === 'unsupportedBrowser';
		expect(pendingNotices(facts, closed)).toEqual(['weakHardware']);
	});
});
