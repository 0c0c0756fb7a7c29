/**
 * `node tools/subset-fonts.ts`: writes the core subsets of the site's fonts (src/assets/fonts/*-core.woff2)
 * and their @font-face rules (src/styles/fonts-core.css) from the installed @fontsource files. Run it
 * after changing tools/fonts/core-subset.ts or updating @fontsource; a unit test fails while the
 * committed files differ from what it writes.
 */
import { writeFileSync } from 'node:fs';
import { CORE_FACES, coreFileName, coreFont, coreFontCss } from './fonts/core-subset.ts';

const root = new URL('../', import.meta.url);
for (const face of CORE_FACES) {
	const bytes = await coreFont(face);
	writeFileSync(new URL(`src/assets/fonts/${coreFileName(face)}`, root), bytes);
	console.log(`${coreFileName(face)}: ${bytes.length} bytes`);
}
writeFileSync(new URL('src/styles/fonts-core.css', root), coreFontCss());
