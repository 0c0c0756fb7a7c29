import { describe, expect, it } from 'vitest';
import { isLowBandwidth } from '../../../src/islands/page-runtime/connection.ts';
import {
	isWeakHardware,
	pendingNotices,
	type DeviceFacts,
} from '../../../src/islands/page-runtime/device-notices.ts';

const healthy: DeviceFacts = {
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

	it('lists every notice that applies, low bandwidth first', () => {
		const facts: DeviceFacts = { connection: { effectiveType: '2g' }, hardwareConcurrency: 1 };
		expect(pendingNotices(facts, none)).toEqual(['lowBandwidth', 'weakHardware']);
	});

	it('leaves out the notices the visitor closed', () => {
		const facts: DeviceFacts = { connection: { effectiveType: '2g' }, hardwareConcurrency: 1 };
		const closed = (kind: string) => kind === 'lowBandwidth';
		expect(pendingNotices(facts, closed)).toEqual(['weakHardware']);
	});
});
