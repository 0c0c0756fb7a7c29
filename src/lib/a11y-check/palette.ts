import { contrastRatio, hexToRgb, over, type Rgb } from './contrast.ts';

/**
 * The colours a block's stored settings put text on, per deployment: a section's background
 * class (cc01–cc03, with the ink the theme sets there) and a section's background image under
 * its veil. Mirrors src/styles/theme-*.css, backgrounds.css and SectionBlock.astro
 * (tests/unit/a11y-check/palette.test.ts keeps them equal).
 */
export type Palette = {
	ink: string;
	cc01: string;
	cc02: string;
	cc03: string;
	/** Text colour on cc02, cc03 and on images (`.on-dark`). */
	onDark: string;
	/** Opacity of the black veil over a section's background image. */
	imageVeil: number;
};

export const PALETTES = {
	castle: {
		ink: '#1d2320',
		cc01: '#ede3cf',
		cc02: '#1f4a3a',
		cc03: '#3e5466',
		onDark: '#ffffff',
		imageVeil: 0.58,
	},
	region: {
		ink: '#111111',
		cc01: '#f4efe4',
		cc02: '#0f5a46',
		cc03: '#1c2f7a',
		onDark: '#ffffff',
		imageVeil: 0.58,
	},
} as const satisfies Record<string, Palette>;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * The contrast of a section's text on its ground: its background class, or (with an image) the
 * veil over the image's brightest possible pixel; null for a section without either.
 */
export function sectionContrast(
	palette: Palette,
	background: 'cc01' | 'cc02' | 'cc03' | null,
	hasImage: boolean,
): number | null {
	if (hasImage)
		return contrastRatio(hexToRgb(palette.onDark), over(BLACK, palette.imageVeil, WHITE));
	if (background === null) return null;
	const text = background === 'cc01' ? palette.ink : palette.onDark;
	return contrastRatio(hexToRgb(text), hexToRgb(palette[background]));
}
