import { describe, expect, it } from 'vitest';
import type { ImageObj } from '../../../src/lib/contract/image.ts';
import { pickImageUrl, posterCandidates } from '../../../src/components/media/pick-variant.ts';

const image = (variants: ImageObj['variants']): ImageObj => ({
	url: '/media/a.jpg',
	width: 2000,
	height: 1000,
	alt: '',
	copyright: null,
	variants,
});
const variant = (width: number, format: 'avif' | 'webp' | 'jpg') => ({
	width,
	height: width / 2,
	format,
	url: `/media/a-${width}.${format}`,
});

describe('pickImageUrl', () => {
	it('takes the narrowest universal variant that is wide enough', () => {
		const img = image([
			variant(1536, 'jpg'),
			variant(1280, 'avif'),
			variant(1280, 'webp'),
			variant(640, 'jpg'),
		]);
		expect(pickImageUrl(img, 1024)).toBe('/media/a-1280.webp');
	});

	it('falls back to the widest variant, then to the image URL', () => {
		expect(pickImageUrl(image([variant(640, 'jpg'), variant(768, 'jpg')]), 1280)).toBe(
			'/media/a-768.jpg',
		);
		expect(pickImageUrl(image([variant(1280, 'avif')]), 1280)).toBe('/media/a.jpg');
		expect(pickImageUrl(image([]), 1280)).toBe('/media/a.jpg');
	});
});

describe('posterCandidates', () => {
	it('offers one universal file per width, WebP before JPEG, narrowest first', () => {
		const img = image([
			variant(1280, 'jpg'),
			variant(640, 'avif'),
			variant(640, 'jpg'),
			variant(1280, 'webp'),
			variant(320, 'jpg'),
		]);
		expect(posterCandidates(img)).toEqual([
			{ url: '/media/a-320.jpg', width: 320 },
			{ url: '/media/a-640.jpg', width: 640 },
			{ url: '/media/a-1280.webp', width: 1280 },
		]);
	});

	it('falls back to the image itself when no variant is universal', () => {
		expect(posterCandidates(image([variant(1280, 'avif')]))).toEqual([
			{ url: '/media/a.jpg', width: 2000 },
		]);
	});
});
