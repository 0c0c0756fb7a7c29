import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	CORE_CHARACTERS,
	CORE_FACES,
	coreFileName,
	coreFont,
	coreFontCss,
	unicodeRange,
} from '../../../tools/fonts/core-subset.ts';

const root = new URL('../../../', import.meta.url);

describe('the core subsets of the fonts', () => {
	it('are what `node tools/subset-fonts.ts` writes from the installed @fontsource files', async () => {
		for (const face of CORE_FACES) {
			const committed = readFileSync(new URL(`src/assets/fonts/${coreFileName(face)}`, root));
			expect(Buffer.from(await coreFont(face)).equals(committed), coreFileName(face)).toBe(true);
		}
		expect(readFileSync(new URL('src/styles/fonts-core.css', root), 'utf8')).toBe(coreFontCss());
	});

	it('are declared for exactly the characters they hold, after the full faces they narrow', () => {
		const css = readFileSync(new URL('src/styles/fonts.css', root), 'utf8');
		const imports = [...css.matchAll(/@import '([^']+)'/g)].map((match) => match[1]);
		expect(imports.at(-1)).toBe('./fonts-core.css');
		expect(coreFontCss()).toContain(`unicode-range: ${unicodeRange(CORE_CHARACTERS)};`);
		expect(unicodeRange(CORE_CHARACTERS)).toMatch(/^U\+20-7E,U\+A0,.*U\+DF,.*U\+20AC$/);
	});

	it('write a unicode-range as sorted runs', () => {
		expect(unicodeRange('cabé€ a')).toBe('U+20,U+61-63,U+E9,U+20AC');
		expect(unicodeRange('x')).toBe('U+78');
	});
});
