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

/** What Firefox and Safari pick: the narrowest width at least `density` dense, else the widest. */
function firefoxPick(widths: number[], drawn: number, density: number): number {
	return widths.find((width) => width / drawn >= density) ?? widths[widths.length - 1]!;
}

describe('neededWidths', () => {
	it('keeps only what a fixed-size picture needs on 1× to 3× screens', () => {
		// 12rem = 192 px: 320 at 1×, 640 at 2× (384 px) and 3× (576 px).
		expect(neededWidths('12rem', ALL)).toEqual([320, 640]);
	});

	it('keeps each width a browser picks on a 375 px phone at 1×–3×, a 768 px tablet at 2× or a 1440 px desktop at 1×–2×', () => {
		// 330 px wide on the phone (640, 768, and 1024 or 1280 at 3×: 990 px), 432 px on the desktop
		// (640, and 1024 at 2×: 864 px). Nothing picks 320, 1280 or 1536.
		expect(neededWidths('(min-width: 64em) 30vw, (min-width: 48em) 46vw, 88vw', ALL)).toEqual([
			640, 768, 1024,
		]);
		// 352.5 px on the phone: 3× is 1058 px, which Firefox takes at 1280 and Chromium at 1024
		// (3 is below the geometric mean of 1024 and 1280 px over 352.5); 28rem = 448 px on the desktop.
		expect(neededWidths('(min-width: 48em) 28rem, 94vw', ALL)).toEqual([640, 768, 1024, 1280]);
		expect(neededWidths('100vw', ALL)).toEqual([640, 768, 1024, 1280, 1536]);
	});

	it('leaves every screen the width it picks among all of them, in Firefox and Safari', () => {
		for (const sizes of [
			'100vw',
			'(min-width: 64em) 31vw, (min-width: 48em) 46vw, 94vw',
			'12rem',
		]) {
			const kept = neededWidths(sizes, ALL);
			for (const [viewport, drawn] of [
				[375, sizes === '12rem' ? 192 : sizes === '100vw' ? 375 : 352.5],
				[1440, sizes === '12rem' ? 192 : sizes === '100vw' ? 1440 : 446.4],
			] as const) {
				for (const density of viewport === 375 ? [1, 2, 3] : [1, 2]) {
					expect(firefoxPick(kept, drawn, density), `${sizes} ${viewport} ${density}×`).toBe(
						firefoxPick(ALL, drawn, density),
					);
				}
			}
		}
	});

	it('keeps all widths for sizes it cannot read', () => {
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
