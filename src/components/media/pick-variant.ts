import type { ImageObj } from '../../lib/contract/image.ts';
import type { PosterCandidate } from '../../islands/media/video-posters.ts';

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

/**
 * The still candidates of a video poster, narrowest first: per width one JPEG/PNG/WebP variant
 * (WebP first: the smallest file every browser shows). Without variants, the image's own URL.
 */
export function posterCandidates(image: ImageObj): PosterCandidate[] {
	const preference = (format: string) => (format === 'webp' ? 0 : 1);
	const byWidth = new Map<number, string>();
	const usable = image.variants
		.filter((variant) => UNIVERSAL.has(variant.format))
		.sort((a, b) => a.width - b.width || preference(a.format) - preference(b.format));
	for (const variant of usable)
		if (!byWidth.has(variant.width)) byWidth.set(variant.width, variant.url);
	if (byWidth.size === 0) return [{ url: image.url, width: image.width }];
	return [...byWidth].map(([width, url]) => ({ url, width }));
}
