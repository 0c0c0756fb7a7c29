/**
 * Trees and hedges. Foliage is built from many small leaf clumps whose tone follows the direction
 * of the light (lit crown towards the sun, shaded underside), drawn as a handful of paths.
 */
import { mix, shade } from './color.ts';
import { type Ctx, n } from './kit.ts';
import type { SkyMood } from './sky.ts';

/** Four tones from shadow to sunlit, softened by `haze` (0 near … 1 lost in the distance). */
function ramp(tone: string, mood: SkyMood, haze: number): string[] {
	// Sunlit leaves turn warm and yellowish rather than pale, so highlights mix towards the sun.
	const sunlit = mix('#d9d27a', mood.sun, 0.35);
	const tones = [
		shade(tone, -0.36),
		shade(tone, -0.2),
		shade(tone, -0.04),
		mix(tone, sunlit, 0.12 + mood.light * 0.16),
	];
	return tones.map((t) => mix(t, mood.haze, haze));
}

function circle(x: number, y: number, r: number): string {
	return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
}

/**
 * Leaf clumps filling the ellipse (cx, cy, rx, ry), added to `layers` (one path per tone, darkest
 * first). `clump` is the clump radius relative to the ellipse.
 */
function foliage(
	ctx: Ctx,
	layers: string[],
	cx: number,
	cy: number,
	rx: number,
	ry: number,
	sun: 1 | -1,
	clump: number,
	count: number,
): void {
	const { rng } = ctx;
	const lx = sun * 0.55;
	const ly = -0.83;
	// A dark core closes the gaps between clumps.
	layers[0] += `M${n(cx - rx * 0.85)} ${n(cy)}a${n(rx * 0.85)} ${n(ry * 0.85)} 0 1 0 ${n(rx * 1.7)} 0a${n(rx * 0.85)} ${n(ry * 0.85)} 0 1 0 ${n(-rx * 1.7)} 0`;
	for (let i = 0; i < count; i++) {
		const a = rng.next() * Math.PI * 2;
		const d = Math.sqrt(rng.next()) * 0.92;
		const ux = Math.cos(a) * d;
		const uy = Math.sin(a) * d;
		const r = Math.min(rx, ry) * clump * rng.range(0.7, 1.3);
		const light = 0.5 + 0.55 * (ux * lx + uy * ly) + rng.jitter(0.12);
		const level = Math.max(0, Math.min(3, Math.floor(light * 4)));
		layers[level] += circle(cx + ux * rx, cy + uy * ry, r);
	}
}

function paintLayers(layers: string[], tones: string[]): string {
	return layers.map((d, i) => (d ? `<path d="${d}" fill="${tones[i]}"/>` : '')).join('');
}

/** A single tree standing on (x, baseY), `h` tall. */
export function tree(
	ctx: Ctx,
	x: number,
	baseY: number,
	h: number,
	tone: string,
	mood: SkyMood,
	sun: 1 | -1,
	kind: 'round' | 'poplar' | 'conifer' = 'round',
	haze = 0,
): string {
	const { rng } = ctx;
	const tones = ramp(tone, mood, haze);
	const trunk = mix(shade(tone, -0.65), mood.haze, haze);
	const layers = ['', '', '', ''];
	let out = '';
	if (kind === 'conifer') {
		const w = h * 0.3;
		out += `<rect x="${n(x - h * 0.012)}" y="${n(baseY - h * 0.15)}" width="${n(h * 0.024)}" height="${n(h * 0.15)}" fill="${trunk}"/>`;
		const tiers = 6;
		for (let i = 0; i < tiers; i++) {
			const t = i / (tiers - 1);
			const top = baseY - h + t * h * 0.7;
			const ww = w * (0.3 + t * 0.7) * rng.range(0.9, 1.1);
			const bot = top + h * 0.28;
			layers[1] += `M${n(x)} ${n(top)}L${n(x + ww / 2)} ${n(bot)}Q${n(x)} ${n(bot - h * 0.04)} ${n(x - ww / 2)} ${n(bot)}Z`;
			layers[sun > 0 ? 3 : 2] +=
				`M${n(x)} ${n(top)}L${n(x + (sun * ww) / 2)} ${n(bot)}Q${n(x + (sun * ww) / 4)} ${n(bot - h * 0.03)} ${n(x)} ${n(bot - h * 0.05)}Z`;
		}
		return out + paintLayers(layers, tones);
	}
	const crownW = kind === 'poplar' ? h * 0.2 : h * rng.range(0.34, 0.44);
	const crownH = kind === 'poplar' ? h * 0.46 : h * 0.36;
	const crownY = baseY - h + crownH;
	// Trunk with two forks disappearing into the crown.
	const tw = h * (kind === 'poplar' ? 0.022 : 0.035);
	out += `<path d="M${n(x - tw)} ${n(baseY)}Q${n(x - tw * 0.6)} ${n(baseY - h * 0.3)} ${n(x - tw * 0.4)} ${n(crownY)}L${n(x + tw * 0.4)} ${n(crownY)}Q${n(x + tw * 0.6)} ${n(baseY - h * 0.3)} ${n(x + tw)} ${n(baseY)}Z" fill="${trunk}"/>`;
	out += `<path d="M${n(x)} ${n(crownY + crownH * 0.5)}L${n(x - crownW * 0.4)} ${n(crownY - crownH * 0.1)}M${n(x)} ${n(crownY + crownH * 0.3)}L${n(x + crownW * 0.35)} ${n(crownY - crownH * 0.2)}" stroke="${trunk}" stroke-width="${n(tw * 0.6)}"/>`;
	// The crown: a few lobes, each filled with clumps.
	const lobes = kind === 'poplar' ? 3 : 5;
	for (let i = 0; i < lobes; i++) {
		const t = i / (lobes - 1);
		const lx = x + (t - 0.5) * crownW * (kind === 'poplar' ? 0.3 : 1.1) + rng.jitter(crownW * 0.08);
		const ly =
			crownY +
			(kind === 'poplar'
				? (t - 0.5) * crownH * 1.1
				: -Math.sin(t * Math.PI) * crownH * 0.45 + crownH * 0.15);
		const rx = crownW * (kind === 'poplar' ? 0.5 : 0.42) * rng.range(0.8, 1.1);
		const ry = crownH * (kind === 'poplar' ? 0.5 : 0.55) * rng.range(0.8, 1.1);
		// Big (near) trees get more and smaller clumps, so the foliage reads as texture, not dots.
		foliage(
			ctx,
			layers,
			lx,
			ly,
			rx,
			ry,
			sun,
			h > 700 ? 0.085 : 0.13,
			Math.round(Math.min(110, Math.max(40, h / 10))),
		);
	}
	return out + paintLayers(layers, tones);
}

/**
 * A continuous band of park trees between x0 and x1 whose crowns reach about `h` above `baseY`
 * (`low`: a clipped hedge line instead). Distant bands are softened into the haze.
 */
export function treeMass(
	ctx: Ctx,
	x0: number,
	x1: number,
	baseY: number,
	h: number,
	tone: string,
	mood: SkyMood,
	sun: 1 | -1,
	low = false,
	haze = 0.15,
): string {
	const { rng } = ctx;
	const tones = ramp(tone, mood, haze);
	const layers = ['', '', '', ''];
	if (low) {
		for (let x = x0 - h; x < x1 + h; x += h * rng.range(1.2, 1.8)) {
			const r = h * rng.range(0.9, 1.3);
			foliage(ctx, layers, x, baseY - r * 0.4, r * 1.4, r * 0.65, sun, 0.3, 8);
		}
		return paintLayers(layers, tones);
	}
	let out = '';
	let x = x0 - h * 0.3;
	while (x < x1 + h * 0.3) {
		const edge = Math.min(x - x0, x1 - x) / (x1 - x0);
		// Taller towards the edges of the picture, where the trees frame the view.
		const th = h * rng.range(0.75, 1.15) * (1.1 - Math.min(edge, 0.3));
		const rx = th * rng.range(0.32, 0.45);
		const ry = th * 0.42;
		// Crown clumps above, and a plain dark mass down to the ground behind the lower foliage.
		layers[0] += `M${n(x - rx)} ${n(baseY - th + ry)}a${n(rx)} ${n(th - ry)} 0 0 0 ${n(2 * rx)} 0Z`;
		foliage(ctx, layers, x, baseY - th + ry, rx, ry, sun, 0.15, 22);
		x += rx * rng.range(1.1, 1.6);
	}
	out += paintLayers(layers, tones);
	return out;
}
