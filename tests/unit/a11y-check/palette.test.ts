import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALETTES } from '../../../src/lib/a11y-check/index.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const token = (css: string, name: string) =>
	new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(css)?.[1]?.toLowerCase();

describe('accessibility checker palette', () => {
	it('holds the colours the themes and the section veil really use', () => {
		for (const site of ['castle', 'region'] as const) {
			const css = read(`src/styles/theme-${site}.css`);
			const palette = PALETTES[site];
			expect({
				ink: token(css, 'ink'),
				cc01: token(css, 'cc01'),
				cc02: token(css, 'cc02'),
				cc03: token(css, 'cc03'),
			}).toEqual({ ink: palette.ink, cc01: palette.cc01, cc02: palette.cc02, cc03: palette.cc03 });
		}
		expect(read('src/styles/backgrounds.css')).toMatch(/\.on-dark \{\s*--color-ink: #ffffff;/);
		const veil =
			/section-block__backdrop(?:\.section-block__backdrop)?::after \{[^}]*background: rgb\(0 0 0 \/ ([\d.]+)\)/.exec(
				read('src/components/blocks/SectionBlock.astro'),
			);
		expect(Number(veil?.[1])).toBe(PALETTES.castle.imageVeil);
		expect(PALETTES.region.imageVeil).toBe(PALETTES.castle.imageVeil);
	});
});
