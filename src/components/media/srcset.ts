import type { ImageObj, ImageVariant } from '../../lib/contract/image.ts';

/** Formats a `<picture>` offers as typed sources, best first. */
export const SOURCE_FORMATS = ['avif', 'webp'] as const;
/** Formats of the `<img>` itself, for browsers that take neither source. */
export const FALLBACK_FORMATS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/**
 * The screens a srcset is made for, as a viewport width in CSS px and a device pixel ratio: a
 * phone at 1×, 2× and 3×, a tablet at 2×, a desktop at 1× and 2×. A srcset keeps the widths a
 * browser picks on one of them (pickedWidths), so these get the file they would get from every
 * width; another screen gets a neighbouring one (in Chromium, which picks by the geometric mean
 * of two widths' densities, a 390 px phone at 3× takes 1024 for 1030 px).
 */
const SCREENS = [
	{ viewport: 375, density: 1 },
	{ viewport: 375, density: 2 },
	{ viewport: 375, density: 3 },
	{ viewport: 768, density: 2 },
	{ viewport: 1440, density: 1 },
	{ viewport: 1440, density: 2 },
] as const;
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

/** The width in CSS px an image of parsed `sizes` is drawn at in `viewport`. */
function drawnWidth(entries: readonly SizeEntry[], viewport: number): number {
	// The first entry whose condition holds wins, as in the browser; none holding means 100vw.
	const entry = entries.find((e) => viewport >= e.min && viewport <= e.max);
	return entry ? entry.width(viewport) : viewport;
}

/**
 * The widths among `widths` (ascending) that browsers pick for an image drawn `drawn` CSS px
 * wide on a screen of `density`. Firefox and Safari take the narrowest at least that dense (else
 * the widest); Chromium takes the next denser one only when the screen's density reaches the
 * geometric mean of it and the one below (HTMLSrcsetParser's SelectionLogic), else the one below.
 */
function pickedWidths(widths: readonly number[], drawn: number, density: number): number[] {
	const dense = (width: number) => width / drawn;
	const next = widths.findIndex((width) => dense(width) >= density);
	if (next === -1) return [widths[widths.length - 1]!];
	if (next === 0) return [widths[0]!];
	const below = widths[next - 1]!;
	const chromium =
		(density <= 1 && density > dense(below)) ||
		density >= Math.sqrt(dense(below) * dense(widths[next]!))
			? widths[next]!
			: below;
	return [widths[next]!, chromium];
}

const widthsBySizes = new Map<string, number[] | null>();

/**
 * The widths among `available` a browser picks for an image drawn at `sizes` on one of SCREENS:
 * a width no browser picks there only makes the markup longer. All of them when `sizes` holds
 * something other than min/max-width conditions and vw/rem/em/px lengths.
 */
export function neededWidths(sizes: string, available: readonly number[]): number[] {
	const widths = [...new Set(available)].sort((a, b) => a - b);
	const entries = parseSizes(sizes);
	if (!entries || widths.length === 0) return widths;
	const key = `${sizes}\n${widths.join(' ')}`;
	let needed = widthsBySizes.get(key);
	if (!needed) {
		const picked = new Set<number>();
		for (const { viewport, density } of SCREENS) {
			for (const width of pickedWidths(widths, drawnWidth(entries, viewport), density)) {
				picked.add(width);
			}
		}
		needed = widths.filter((width) => picked.has(width));
		widthsBySizes.set(key, needed);
	}
	return needed;
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
