import { describe, expect, it } from 'vitest';
import { cardImage } from '../../../src/components/cards/card-image.ts';
import { formatPublicationDate } from '../../../src/components/cards/publication-date.ts';
import type { ImageObj } from '../../../src/lib/contract/index.ts';

const image: ImageObj = {
	url: '/media/a.jpg',
	width: 1920,
	height: 1280,
	alt: 'Eine Vase',
	copyright: 'Foto',
	variants: [],
};

describe('card pictures', () => {
	it("prefers the item's image object", () => {
		expect(cardImage({ image_obj: image, image_thumbnails: { large: '/l.webp' } })).toBe(image);
	});

	it('falls back to the medium thumbnail, then the large one, without a text alternative', () => {
		expect(
			cardImage({ image_obj: null, image_thumbnails: { large: '/l.webp', medium: '/m.webp' } }),
		).toMatchObject({ url: '/m.webp', alt: '', variants: [] });
		expect(cardImage({ image_obj: null, image_thumbnails: { large: '/l.webp' } })?.url).toBe(
			'/l.webp',
		);
	});

	it('has no picture when the item has none', () => {
		expect(cardImage({ image_obj: null, image_thumbnails: null })).toBeNull();
	});
});

describe('publication dates', () => {
	it('names the Berlin day without weekday in both languages', () => {
		expect(formatPublicationDate('2026-10-04T09:00:00+02:00', 'de')).toBe('4. Oktober 2026');
		expect(formatPublicationDate('2026-10-04T09:00:00+02:00', 'en')).toBe('4 October 2026');
		// 23:30 UTC on 31 Dec is already New Year in Berlin.
		expect(formatPublicationDate('2026-12-31T23:30:00Z', 'de')).toBe('1. Januar 2027');
	});
});
