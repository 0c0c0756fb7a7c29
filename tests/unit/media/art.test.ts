import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, ART_RATIOS, heightFor, renderArtSvg } from '../../../demo/pictures/art.ts';
import { nameFromSeed } from '../../../demo/pictures/art/logo.ts';
import { createRng } from '../../../demo/pictures/art/prng.ts';

describe('seeded randomness', () => {
	it('repeats its sequence for the same seed and differs for another', () => {
		const a = createRng('schloss');
		const b = createRng('schloss');
		const c = createRng('schlosz');
		const seqA = Array.from({ length: 8 }, () => a.next());
		expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
		expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
		for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
	});

	it('keeps integers within bounds', () => {
		const rng = createRng('bounds');
		for (let i = 0; i < 500; i++) {
			const v = rng.int(3, 6);
			expect(v).toBeGreaterThanOrEqual(3);
			expect(v).toBeLessThanOrEqual(6);
		}
	});
});

describe('renderArtSvg', () => {
	it('gives the same SVG for the same motif, seed and ratio', () => {
		for (const motif of ART_MOTIFS) {
			const spec = { motif, seed: 'orangerie', ratio: '3x2' } as const;
			expect(renderArtSvg(spec)).toBe(renderArtSvg(spec));
		}
	});

	it('gives different compositions for different seeds', () => {
		for (const motif of ART_MOTIFS) {
			const a = renderArtSvg({ motif, seed: 'spiegelsaal', ratio: '16x9' });
			const b = renderArtSvg({ motif, seed: 'gartensaal', ratio: '16x9' });
			expect(a, motif).not.toBe(b);
		}
	});

	it('renders every motif at every ratio with finite coordinates and the right size', () => {
		for (const motif of ART_MOTIFS) {
			for (const ratio of ART_RATIOS) {
				for (const seed of ['a', 'festwoche-2025', 'kammerorchester-auental']) {
					const svg = renderArtSvg({ motif, seed, ratio, width: 640 });
					expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
					expect(svg).toContain(`width="640" height="${heightFor(ratio, 640)}"`);
					expect(svg, `${motif} ${ratio} ${seed}`).not.toMatch(/NaN|Infinity|undefined|null/);
				}
			}
		}
	});

	it('survives every branch: many seeds per motif give well-formed pictures', async () => {
		for (const motif of ART_MOTIFS) {
			for (let i = 0; i < 12; i++) {
				const ratio = ART_RATIOS[i % ART_RATIOS.length] ?? '3x2';
				const svg = renderArtSvg({ motif, seed: `probe-${i}`, ratio, width: 48 });
				expect(svg, `${motif} probe-${i}`).not.toMatch(/NaN|Infinity|undefined|null/);
				// librsvg must parse it (a malformed SVG makes sharp throw).
				const { width } = await sharp(Buffer.from(svg))
					.png()
					.toBuffer({ resolveWithObject: true })
					.then((r) => r.info);
				expect(width).toBe(48);
			}
		}
	});

	it('puts lettering only into logos', () => {
		for (const motif of ART_MOTIFS.filter((m) => m !== 'logo')) {
			for (const ratio of ART_RATIOS) {
				const svg = renderArtSvg({ motif, seed: 'kulturstiftung-nord', ratio });
				expect(svg, motif).not.toMatch(/<text|<tspan|font-family/);
			}
		}
	});

	it('writes the partner name of a logo as outlines of the site font', () => {
		const svg = renderArtSvg({ motif: 'logo', seed: 'kulturstiftung-nord', ratio: '3x2' });
		// Outlines, not <text>: the wordmark must not depend on fonts installed on the host.
		expect(svg).not.toContain('<text');
		expect(svg.match(/<path d="M/g)?.length ?? 0).toBeGreaterThan(0);
		expect(renderArtSvg({ motif: 'logo', seed: 'stadtwerke-auenstadt', ratio: '3x2' })).not.toBe(
			svg,
		);
	});
});

describe('nameFromSeed', () => {
	it('turns slugs back into names', () => {
		expect(nameFromSeed('kulturstiftung-nord')).toBe('Kulturstiftung Nord');
		expect(nameFromSeed('freundeskreis-schloss-und-park-e-v')).toBe(
			'Freundeskreis Schloss und Park e. V.',
		);
		expect(nameFromSeed('foerderverein-klosterkirche-hohenbruck')).toBe(
			'Förderverein Klosterkirche Hohenbruck',
		);
		expect(nameFromSeed('kulturfonds-auental')).toBe('Kulturfonds Auental');
		expect(nameFromSeed('bank-fuer-kunst')).toBe('Bank für Kunst');
		expect(nameFromSeed('Kulturstiftung Nord')).toBe('Kulturstiftung Nord');
	});
});

describe('rasterised artwork', () => {
	// Flat grey boxes are exactly what the demo images must not be: every motif has to carry
	// colour and contrast.
	it.each(ART_MOTIFS)('%s renders to a picture with colour and contrast', async (motif) => {
		const svg = renderArtSvg({ motif, seed: 'vernissage', ratio: '3x2', width: 320 });
		const { channels, isOpaque } = await sharp(Buffer.from(svg)).stats();
		expect(isOpaque).toBe(true);
		const [r, g, b] = channels;
		const spread = Math.max(r?.stdev ?? 0, g?.stdev ?? 0, b?.stdev ?? 0);
		expect(spread).toBeGreaterThan(12);
		const means = [r?.mean ?? 0, g?.mean ?? 0, b?.mean ?? 0];
		if (motif !== 'logo') {
			// Not grey: the channels differ somewhere in the picture on average or in spread.
			const chroma = Math.max(...means) - Math.min(...means);
			const stdevs = [r?.stdev ?? 0, g?.stdev ?? 0, b?.stdev ?? 0];
			expect(chroma + Math.max(...stdevs) - Math.min(...stdevs)).toBeGreaterThan(4);
		}
	});
});
