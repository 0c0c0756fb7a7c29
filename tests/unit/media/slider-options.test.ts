import { describe, expect, it } from 'vitest';
import { parseSliderTexts } from '../../../src/components/media/slider-options.ts';

describe('parseSliderTexts', () => {
	it('reads an object of labels', () => {
		expect(parseSliderTexts('{"next":"Nächstes Element","slideLabel":"%s von %s"}')).toEqual({
			next: 'Nächstes Element',
			slideLabel: '%s von %s',
		});
	});

	it('gives null for no value, bad JSON and anything but an object of strings', () => {
		for (const value of [undefined, '', '{', 'null', '[]', '"next"', '{"next":1}']) {
			expect(parseSliderTexts(value), String(value)).toBeNull();
		}
	});
});
