import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ImageObj } from '../../../src/lib/contract/image.ts';
import { imageSrcset, neededWidths } from '../../../src/components/media/srcset.ts';

const ALL = [...IMAGE_WIDTHS];

function image(formats: string[]): ImageObj {
	return {
		url: '/media/x/1280.jpg',
		width: 1920,
		height: 1280,
		alt: '',
		copyright: null,
		variants: formats.flatMap((format) =>
			ALL.map((width) => ({
				width,
				height: width,
				format: format as 'avif',
				url: `/media/x y,z/${width}.${format}`,
			})),
		),
	};
}

describe('neededWidths', () => {
	it('keeps only what a fixed-size picture needs on 1× and 2× screens', () => {
		// 12rem = 192 px: 320 covers 1×, 640 covers 2× (384 px).
		expect(neededWidths('12rem', ALL)).toEqual([320, 640]);
		expect(neededWidths('(min-width: 48em) 28rem, 94vw', ALL)).toEqual(ALL);
	});

	it('drops widths narrower than the smallest drawn size', () => {
		// At least 45 % of a 48em viewport = 346 px, and 48rem at most: 640 … 1536.
		expect(neededWidths('(min-width: 64em) 48rem, (min-width: 48em) 45vw, 30rem', ALL)).toEqual([
			640, 768, 1024, 1280, 1536,
		]);
		expect(neededWidths('(max-width: 40em) 300px, 400px', ALL)).toEqual([320, 640, 768, 1024]);
	});

	it('keeps every width a full-width picture can use, and all of them for sizes it cannot read', () => {
		expect(neededWidths('100vw', ALL)).toEqual(ALL);
		expect(neededWidths('calc(100vw - 2rem)', ALL)).toEqual(ALL);
		expect(neededWidths('(orientation: portrait) 50vw, 100vw', ALL)).toEqual(ALL);
		expect(neededWidths('', ALL)).toEqual(ALL);
	});

	it('falls back to the widest when none covers', () => {
		expect(neededWidths('4000px', [320, 640])).toEqual([640]);
		expect(neededWidths('12rem', [])).toEqual([]);
	});
});

describe('imageSrcset', () => {
	it('lists one format narrowest first with URLs made safe for srcset', () => {
		expect(imageSrcset(image(['webp', 'avif']), ['avif'], '12rem')).toBe(
			'/media/x%20y%2Cz/320.avif 320w, /media/x%20y%2Cz/640.avif 640w',
		);
	});

	it('prefers the first listed format per width and is empty without one', () => {
		expect(imageSrcset(image(['png', 'jpg']), ['jpg', 'png'], '12rem')).toContain('320.jpg');
		expect(imageSrcset(image(['jpg']), ['avif'], '100vw')).toBe('');
	});
});
