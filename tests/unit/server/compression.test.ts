import { describe, expect, it } from 'vitest';
import {
	EncodingCache,
	parseAcceptEncoding,
	preferredEncoding,
} from '../../../src/server/compression.ts';

/** Accept-Encoding values as browsers, tools and odd clients send them. */
const HEADERS = [
	'gzip, deflate, br, zstd',
	'gzip, deflate',
	'gzip',
	'br',
	'BR;q=1.0, GZIP;q=0.5',
	'br;q=0, gzip',
	'br;q=0.0, gzip;q=0',
	'gzip;q=0, *',
	'*',
	'*;q=0',
	'identity',
	'deflate',
	'',
	' gzip ; q=0.001 ',
];

describe('preferredEncoding', () => {
	it('answers what the parser answers, q=0 refusing, from the cache as on the first call', () => {
		const expected = HEADERS.map((header) => parseAcceptEncoding(header));
		expect(expected).toEqual([
			'br',
			'gzip',
			'gzip',
			'br',
			'br',
			'gzip',
			null,
			'gzip',
			'gzip',
			null,
			null,
			null,
			null,
			'gzip',
		]);
		for (let round = 0; round < 2; round++) {
			expect(HEADERS.map((header) => preferredEncoding(header))).toEqual(expected);
		}
		expect(preferredEncoding(undefined)).toBeNull();
		expect(preferredEncoding(['br;q=0', 'gzip'])).toBe('gzip');
	});

	it('stays bounded whatever clients send, and parses every value right meanwhile', () => {
		const cache = new EncodingCache(8);
		for (let n = 0; n < 100; n++) {
			expect(cache.get(`gzip, x-${n}`)).toBe('gzip');
			expect(cache.get(`br;q=0, x-${n}`)).toBeNull();
			expect(cache.size).toBeLessThanOrEqual(8);
		}
		cache.get(`gzip, ${'x'.repeat(500)}`);
		expect(cache.get(`br, ${'x'.repeat(500)}`)).toBe('br');
	});
});
