import fontFaces from './fonts.css?inline';

/**
 * The site's @font-face rules (fonts.css, its url()s the built asset URLs), for one inline
 * `<style>` in every page's head (HtmlDocument.astro) instead of a place in the build's
 * stylesheets. A browser that gains @font-face rules, even ones equal to those it has, drops its
 * font cache: it restyles and lays out the whole page and then swaps every face in again, a
 * second full layout. The full sheets a page loads after its first paint
 * (src/lib/critical-css/) would do that to every page as they apply; with the faces only in the
 * head, the fonts are declared once, before the first paint, on every page and in every mode
 * (prerendered, on demand, dev, a Netlify function's page).
 */
export const FONT_FACES_CSS: string = fontFaces;
