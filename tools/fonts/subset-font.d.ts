// subset-font ships no types; this is the part of its API the font tool uses.
declare module 'subset-font' {
	/** Options of subset-font 2: the output format and the OpenType features to keep (default all). */
	export type SubsetOptions = {
		targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
		keepFeatures?: readonly string[];
	};
	/** The font in `font` reduced to the glyphs of the characters in `text`. */
	export default function subsetFont(
		font: Uint8Array,
		text: string,
		options?: SubsetOptions,
	): Promise<Uint8Array>;
}
