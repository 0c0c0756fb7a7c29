import { describe, expect, it } from 'vitest';
import { parsePosters, pickPoster } from '../../../src/islands/media/video-posters.ts';

const candidates = [
	{ url: '/v-320.webp', width: 320 },
	{ url: '/v-768.webp', width: 768 },
	{ url: '/v-1280.webp', width: 1280 },
];

describe('parsePosters', () => {
	it('reads the candidates the block wrote, narrowest first', () => {
		const written = JSON.stringify([candidates[2], candidates[0], candidates[1]]);
		expect(parsePosters(written)).toEqual(candidates);
	});

	it('drops what is not a candidate and survives text that is not JSON', () => {
		expect(
			parsePosters('[{"url":"/a.webp","width":640},{"url":"","width":1},{"width":9},5]'),
		).toEqual([{ url: '/a.webp', width: 640 }]);
		expect(parsePosters('not json')).toEqual([]);
		expect(parsePosters('{"url":"/a.webp"}')).toEqual([]);
	});
});

describe('pickPoster', () => {
	it('takes the narrowest still that fills the player at the pixel ratio', () => {
		// A 375 px phone at 2× needs 750 device pixels.
		expect(pickPoster(candidates, 375 * 2)).toBe('/v-768.webp');
		expect(pickPoster(candidates, 300)).toBe('/v-320.webp');
	});

	it('takes the widest still for a wider player, and nothing without candidates', () => {
		expect(pickPoster(candidates, 2880)).toBe('/v-1280.webp');
		expect(pickPoster([], 800)).toBeNull();
	});
});
