/** The accessibility checker (issue 23, item 4): pure, over a page's stored blocks. */
export { checkPage, type CheckedPage } from './check-page.ts';
export { PALETTES, type Palette } from './palette.ts';
