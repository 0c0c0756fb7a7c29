import type { ImageObj } from '../../lib/contract/image.ts';

/** Formats every browser shows, for places that take one URL (video posters). */
const UNIVERSAL = new Set(['jpg', 'jpeg', 'png', 'webp']);

/**
 * One URL of `image` for a place without srcset: the narrowest JPEG/PNG/WebP variant at least
 * `minWidth` wide, else the widest one, else the image's own URL.
 */
export function pickImageUrl(image: ImageObj, minWidth: number): string {
	const usable = image.variants
		.filter((variant) => UNIVERSAL.has(variant.format))
		.sort((a, b) => a.width - b.width);
	const wide = usable.find((variant) => variant.width >= minWidth) ?? usable[usable.length - 1];
	return wide?.url ?? image.url;
}
