import type { ImageObj, ImageVariant } from '../../lib/contract/image.ts';

/** Formats a `<picture>` offers as typed sources, best first. */
export const SOURCE_FORMATS = ['avif', 'webp'] as const;
/** Formats of the `<img>` itself, for browsers that take neither source. */
export const FALLBACK_FORMATS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Viewport widths (CSS px) a `sizes` is read over: the narrowest phone to a 4K screen. */
const VIEWPORT_MIN = 320;
const VIEWPORT_MAX = 3840;
/** Device pixel ratios the candidates cover (1× screens up to 2× ones). */
const MAX_DENSITY = 2;
/** CSS px per em/rem in media conditions and lengths (the browser default). */
const EM = 16;

type SizeEntry = { min: number; max: number; width: (viewport: number) => number };

/** A length of `sizes` in CSS px at `viewport`, or null when it is not a plain vw/rem/em/px. */
function lengthAt(text: string): ((viewport: number) => number) | null {
	const match = /^(\d+(?:\.\d+)?)(vw|rem|em|px)$/.exec(text.trim());
	if (!match) return null;
	const value = Number(match[1]);
	if (match[2] === 'vw') return (viewport) => (value * viewport) / 100;
	const px = match[2] === 'px' ? value : value * EM;
	return () => px;
}

/** `(min-width: 64em)` or `(max-width: 40rem)` as a viewport range, or null for anything else. */
function conditionRange(text: string): { min: number; max: number } | null {
	const match = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)(rem|em|px)\)$/.exec(text.trim());
	if (!match) return null;
	const px = Number(match[2]) * (match[3] === 'px' ? 1 : EM);
	return match[1] === 'min' ? { min: px, max: Infinity } : { min: 0, max: px };
}

/** The entries of a `sizes` value, or null when one of them is more than this reads. */
function parseSizes(sizes: string): SizeEntry[] | null {
	const entries: SizeEntry[] = [];
	for (const part of sizes.split(',')) {
		const trimmed = part.trim();
		const split = trimmed.lastIndexOf(')');
		const condition = split === -1 ? null : trimmed.slice(0, split + 1);
		const width = lengthAt(split === -1 ? trimmed : trimmed.slice(split + 1));
		const range = condition === null ? { min: 0, max: Infinity } : conditionRange(condition);
		if (!width || !range) return null;
		entries.push({ ...range, width });
	}
	return entries;
}

/** The narrowest and widest an image of `sizes` is drawn over every viewport, in CSS px. */
function renderedRange(sizes: string): { min: number; max: number } | null {
	const entries = parseSizes(sizes);
	if (!entries) return null;
	let min = Infinity;
	let max = 0;
	for (let viewport = VIEWPORT_MIN; viewport <= VIEWPORT_MAX; viewport++) {
		// The first entry whose condition holds wins, as in the browser; none holding means 100vw.
		const entry = entries.find((e) => viewport >= e.min && viewport <= e.max);
		const width = entry ? entry.width(viewport) : viewport;
		min = Math.min(min, width);
		max = Math.max(max, width);
	}
	return { min, max };
}

const rangeBySizes = new Map<string, { min: number; max: number } | null>();

/**
 * The widths among `available` a browser can pick for an image drawn at `sizes` on a 1× to 2×
 * screen: from the narrowest one covering the smallest drawn width to the narrowest covering twice
 * the largest. A narrower file than that would never be chosen, a wider one never needed. All of
 * them when `sizes` holds something other than min/max-width conditions and vw/rem/em/px lengths.
 */
export function neededWidths(sizes: string, available: readonly number[]): number[] {
	const widths = [...new Set(available)].sort((a, b) => a - b);
	if (!rangeBySizes.has(sizes)) rangeBySizes.set(sizes, renderedRange(sizes));
	const range = rangeBySizes.get(sizes);
	if (!range || widths.length === 0) return widths;
	const covering = (px: number) => widths.find((w) => w >= px) ?? widths[widths.length - 1]!;
	const low = covering(range.min);
	const high = covering(range.max * MAX_DENSITY);
	return widths.filter((w) => w >= low && w <= high);
}

/** A URL safe inside a srcset, where spaces and commas separate candidates. */
function srcsetUrl(url: string): string {
	return url.replaceAll(' ', '%20').replaceAll(',', '%2C');
}

/**
 * The srcset of `image` in `formats` (the first listed format wins a width), narrowest first,
 * limited to the widths `sizes` needs; '' when the image has no variant in those formats.
 */
export function imageSrcset(image: ImageObj, formats: readonly string[], sizes: string): string {
	const byWidth = new Map<number, ImageVariant>();
	for (const format of formats) {
		for (const variant of image.variants) {
			if (variant.format === format && !byWidth.has(variant.width)) {
				byWidth.set(variant.width, variant);
			}
		}
	}
	return neededWidths(sizes, [...byWidth.keys()])
		.map((width) => `${srcsetUrl(byWidth.get(width)!.url)} ${width}w`)
		.join(', ');
}
