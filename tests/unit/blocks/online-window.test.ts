import { describe, expect, it } from 'vitest';
import { isOnline, nextOnlineChange } from '../../../src/components/blocks/online-window.ts';

const now = new Date('2026-12-01T12:00:00+01:00');

describe('isOnline', () => {
	it('is online without a window', () => {
		expect(isOnline({}, now)).toBe(true);
		expect(isOnline({ online_from: null, online_to: null }, now)).toBe(true);
	});

	it('is offline before online_from and online from that moment', () => {
		expect(isOnline({ online_from: '2026-12-01T12:00:01+01:00' }, now)).toBe(false);
		expect(isOnline({ online_from: '2026-12-01T12:00:00+01:00' }, now)).toBe(true);
		expect(isOnline({ online_from: '2026-12-01T11:00:00Z' }, now)).toBe(true);
	});

	it('is offline from online_to on', () => {
		expect(isOnline({ online_to: '2026-12-01T12:00:00+01:00' }, now)).toBe(false);
		expect(isOnline({ online_to: '2026-12-01T12:00:01+01:00' }, now)).toBe(true);
	});

	it('needs both bounds inside a window', () => {
		const window = { online_from: '2026-11-01T00:00:00Z', online_to: '2026-12-24T00:00:00Z' };
		expect(isOnline(window, now)).toBe(true);
		expect(isOnline(window, new Date('2026-10-31T23:59:59Z'))).toBe(false);
		expect(isOnline(window, new Date('2026-12-24T00:00:00Z'))).toBe(false);
	});

	it('treats an unreadable bound as offline', () => {
		expect(isOnline({ online_from: 'soon' }, now)).toBe(false);
		expect(isOnline({ online_to: 'never' }, now)).toBe(false);
	});

	it('treats an empty string as no bound', () => {
		expect(isOnline({ online_from: '', online_to: '' }, now)).toBe(true);
	});
});

describe('nextOnlineChange', () => {
	it('returns the nearest future bound of all items', () => {
		const items = [
			{ online_from: '2026-11-01T00:00:00Z', online_to: '2026-12-24T00:00:00Z' },
			{ online_from: '2026-12-05T00:00:00Z' },
			{ online_to: '2026-11-30T00:00:00Z' },
		];
		expect(nextOnlineChange(items, now)?.toISOString()).toBe('2026-12-05T00:00:00.000Z');
	});

	it('returns null when nothing changes any more', () => {
		expect(nextOnlineChange([{ online_from: '2026-01-01T00:00:00Z' }, {}], now)).toBeNull();
		expect(nextOnlineChange([], now)).toBeNull();
	});
});
