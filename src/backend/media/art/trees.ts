/** Trees and hedges: canopies built from overlapping, softly lit discs. */
import { shade } from './color.ts';
import { type Ctx, n, radial } from './kit.ts';
import type { SkyMood } from './sky.ts';

/** One shared gradient per tone and light side; every disc of a canopy reuses it. */
function leafPaint(ctx: Ctx, tone: string, mood: SkyMood, sun: 1 | -1): string {
	const lit = shade(tone, 0.1 + mood.light * 0.22);
	const dark = shade(tone, -0.45);
	return radial(
		ctx,
		[
			[0, lit],
			[0.45, tone],
			[1, dark],
		],
		0.5 + sun * 0.22,
		0.28,
		0.8,
		{ units: 'bbox' },
	);
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
	kind: 'round' | 'poplar' | 'conifer' | 'willow' = 'round',
): string {
	const { rng } = ctx;
	const paint = leafPaint(ctx, tone, mood, sun);
	const trunk = shade(tone, -0.6);
	let out = '';
	if (kind === 'conifer') {
		const w = h * 0.32;
		out += `<rect x="${n(x - h * 0.015)}" y="${n(baseY - h * 0.15)}" width="${n(h * 0.03)}" height="${n(h * 0.15)}" fill="${trunk}"/>`;
		for (let i = 0; i < 4; i++) {
			const t = i / 4;
			const top = baseY - h + t * h * 0.22;
			const bot = baseY - h * 0.1 - (1 - t) * h * 0.08 - t * h * 0.02;
			const ww = w * (0.45 + t * 0.55);
			out += `<path d="M${n(x)} ${n(top - h * 0.05)}L${n(x + ww / 2)} ${n(bot)}Q${n(x)} ${n(bot + h * 0.04)} ${n(x - ww / 2)} ${n(bot)}Z" fill="${paint}"/>`;
		}
		return out;
	}
	const cw = kind === 'poplar' ? h * 0.24 : kind === 'willow' ? h * 0.95 : h * rng.range(0.6, 0.85);
	const crownTop = baseY - h;
	const crownBottom = baseY - h * (kind === 'poplar' ? 0.12 : kind === 'willow' ? 0.08 : 0.35);
	out += `<path d="M${n(x - h * 0.03)} ${n(baseY)}L${n(x - h * 0.012)} ${n(crownBottom - h * 0.1)}L${n(x + h * 0.012)} ${n(crownBottom - h * 0.1)}L${n(x + h * 0.03)} ${n(baseY)}Z" fill="${trunk}"/>`;
	const discs = kind === 'poplar' ? 9 : 14;
	const cy = (crownTop + crownBottom) / 2;
	const ch = crownBottom - crownTop;
	for (let i = 0; i < discs; i++) {
		const a = rng.next() * Math.PI * 2;
		const rr = rng.next() ** 0.7;
		const dx = Math.cos(a) * rr * cw * 0.32;
		const dy = Math.sin(a) * rr * ch * 0.32;
		const r = (kind === 'poplar' ? cw * 0.5 : Math.min(cw, ch) * 0.3) * rng.range(0.7, 1.1);
		const ry = kind === 'willow' ? r * 1.15 : r;
		out += `<ellipse cx="${n(x + dx)}" cy="${n(cy + dy)}" rx="${n(r)}" ry="${n(ry)}" fill="${paint}"/>`;
	}
	return out;
}

/**
 * A continuous band of park trees between x0 and x1 whose crowns reach about `h` above `baseY`
 * (`low`: a clipped hedge line instead).
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
): string {
	const { rng } = ctx;
	const paint = leafPaint(ctx, tone, mood, sun);
	const far = leafPaint(ctx, shade(tone, 0.12), mood, sun);
	let out = '';
	if (low) {
		for (let x = x0 - h; x < x1 + h; x += h * rng.range(0.9, 1.6)) {
			const r = h * rng.range(0.9, 1.4);
			out += `<ellipse cx="${n(x)}" cy="${n(baseY - r * 0.35)}" rx="${n(r * 1.5)}" ry="${n(r * 0.75)}" fill="${paint}"/>`;
		}
		return out;
	}
	// Two rows: a paler far row, then the nearer crowns.
	for (const [row, p, hk] of [
		[0, far, 1.05],
		[1, paint, 0.85],
	] as const) {
		let x = x0 - h * 0.3;
		while (x < x1 + h * 0.3) {
			const edge = Math.min(x - x0, x1 - x) / (x1 - x0);
			// Taller towards the edges of the picture, where the trees frame the view.
			const th = h * hk * rng.range(0.75, 1.15) * (1.1 - Math.min(edge, 0.3));
			const r = th * rng.range(0.28, 0.42);
			const puffs = rng.int(3, 5);
			for (let i = 0; i < puffs; i++) {
				const px = x + rng.jitter(r * 0.6);
				const py = baseY - th + r + i * (th - r) / puffs + rng.jitter(r * 0.2);
				const pr = r * rng.range(0.75, 1.15) * (1 + i * 0.15);
				out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(pr)}" ry="${n(pr * 0.92)}" fill="${p}"/>`;
			}
			out += `<rect x="${n(x - r)}" y="${n(baseY - th * 0.35)}" width="${n(2 * r)}" height="${n(th * 0.35)}" fill="${p}"/>`;
			x += r * rng.range(1.1, 1.7);
			void row;
		}
	}
	return out;
}
