import cormorant500 from '../assets/fonts/cormorant-500-core.woff2?url';
import inter300 from '../assets/fonts/inter-300-core.woff2?url';
import inter500 from '../assets/fonts/inter-500-core.woff2?url';
import inter700 from '../assets/fonts/inter-700-core.woff2?url';

/**
 * The built URLs of the font files a theme may preload: the core subsets, the very files fonts-core.css
 * declares (Vite names an asset by its content), so the preloaded copy is the one the page uses.
 */
export const FONT_FILE_URLS = {
	'inter-300': inter300,
	'inter-500': inter500,
	'inter-700': inter700,
	'cormorant-500': cormorant500,
} as const;

export type FontFileKey = keyof typeof FONT_FILE_URLS;
