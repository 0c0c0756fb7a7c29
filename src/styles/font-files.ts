import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import inter300 from '@fontsource/inter/files/inter-latin-300-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

/**
 * The built URLs of the font files a theme may preload. They are the very files fonts.css
 * declares (Vite names an asset by its content), so the preloaded copy is the one the page uses.
 */
export const FONT_FILE_URLS = {
	'inter-300': inter300,
	'inter-500': inter500,
	'inter-700': inter700,
	'cormorant-500': cormorant500,
} as const;

export type FontFileKey = keyof typeof FONT_FILE_URLS;
