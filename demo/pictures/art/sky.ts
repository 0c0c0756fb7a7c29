/** Skies and clouds shared by the outdoor motifs (castle, landscape). */
import { C, mix, shade } from './color.ts';
import { type Ctx, fill, glow, linear } from './kit.ts';

export interface SkyMood {
	name: 'clear' | 'golden' | 'dusk' | 'overcast';
	top: string;
	mid: string;
	horizon: string;
	cloud: string;
	cloudShade: string;
	sun: string;
	/** How brightly sunlit the world below is (0 dusk … 1 noon). */
	light: number;
	/** Colour the distance fades into. */
	haze: string;
}

export const MOODS: readonly SkyMood[] = [
	{
		name: 'clear',
		top: '#5e7c99',
		mid: '#9fb4c2',
		horizon: '#e9e2cf',
		cloud: '#f6f1e6',
		cloudShade: '#b7c0c6',
		sun: '#fff4d8',
		light: 0.95,
		haze: '#d3d8d2',
	},
	{
		name: 'golden',
		top: '#4a5b73',
		mid: '#a99a8c',
		horizon: '#efc58c',
		cloud: '#f7dcb4',
		cloudShade: '#8e7f84',
		sun: '#ffe2a8',
		light: 0.8,
		haze: '#dcc09a',
	},
	{
		name: 'dusk',
		top: '#18202e',
		mid: '#3f4a63',
		horizon: '#c48b78',
		cloud: '#8a7383',
		cloudShade: '#2e3446',
		sun: '#f3b98a',
		light: 0.35,
		haze: '#6c6474',
	},
	{
		name: 'overcast',
		top: '#7f8c98',
		mid: '#b3b8b8',
		horizon: '#dcd7ca',
		cloud: '#e8e6df',
		cloudShade: '#9aa0a4',
		sun: '#f4efe2',
		light: 0.65,
		haze: '#c9c9c1',
	},
];

/** Sky gradient from the top of the canvas down to the horizon line `hy` (and a little beyond). */
export function sky(ctx: Ctx, mood: SkyMood, hy: number, sunX: number): string {
	const { W } = ctx;
	const paint = linear(
		ctx,
		[
			[0, mood.top],
			[0.55, mood.mid],
			[0.92, mood.horizon],
			[1, mix(mood.horizon, C.white, 0.15)],
		],
		0,
		0,
		0,
		hy,
	);
	let out = fill(ctx, paint);
	// Sun glow (even behind clouds the sky is brightest around the sun).
	const sunY = mood.name === 'dusk' ? hy * 0.98 : hy * (0.45 + ctx.rng.next() * 0.35);
	out += glow(
		ctx,
		sunX,
		sunY,
		W * 0.55,
		hy * 0.7,
		mood.sun,
		mood.name === 'clear' ? 0.35 : 0.55,
		0.9,
	);
	out += glow(ctx, sunX, sunY, W * 0.16, hy * 0.22, mood.sun, 0.45, 0.8);
	return out;
}

/** Soft clouds between y0 and y1, lit from the side of `sunX`. */
export function clouds(
	ctx: Ctx,
	mood: SkyMood,
	y0: number,
	y1: number,
	sunX: number,
	count: number,
): string {
	const { W, rng } = ctx;
	let out = '';
	for (let i = 0; i < count; i++) {
		const cx = rng.range(-0.1, 1.1) * W;
		const cy = y0 + (y1 - y0) * rng.next() ** 1.3;
		// Nearer the horizon clouds look flatter and smaller.
		const depth = (cy - y0) / Math.max(1, y1 - y0);
		const size = (1 - depth * 0.6) * rng.range(0.7, 1.3);
		const puffs = rng.int(4, 7);
		const lit = sunX > cx ? 1 : -1;
		for (let p = 0; p < puffs; p++) {
			const px = cx + rng.jitter(220 * size);
			const py = cy + rng.jitter(28 * size);
			const rx = rng.range(90, 240) * size;
			const ry = rx * rng.range(0.22, 0.38);
			// Shaded underside first, lit crown on top, offset towards the sun.
			out += glow(ctx, px, py + ry * 0.35, rx, ry, mood.cloudShade, 0.32, 0.8);
			out += glow(
				ctx,
				px + lit * rx * 0.08,
				py - ry * 0.15,
				rx * 0.92,
				ry * 0.85,
				mood.cloud,
				rng.range(0.5, 0.8),
				0.75,
			);
		}
	}
	return out;
}

/** A broad band of haze along the horizon. */
export function horizonHaze(ctx: Ctx, mood: SkyMood, hy: number, height: number): string {
	return glow(ctx, ctx.W / 2, hy, ctx.W * 0.9, height, shade(mood.haze, 0.1), 0.55, 0.9);
}
