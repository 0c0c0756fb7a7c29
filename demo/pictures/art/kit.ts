/** Building blocks shared by the motifs: number formatting, gradients, soft light, grain. */
import type { Rng } from './prng.ts';

/** Formats a coordinate with one decimal, so the SVG stays compact and stable. */
export function n(x: number): string {
	const r = Math.round(x * 10) / 10;
	return String(r === 0 ? 0 : r);
}

/** A list of points as an SVG points attribute. */
export function pts(points: readonly (readonly [number, number])[]): string {
	return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Drawing context of one composition: canvas size, seeded randomness and a defs collector. */
export interface Ctx {
	readonly W: number;
	readonly H: number;
	readonly rng: Rng;
	/** User units per output pixel (1 at the 1920 px original, 6 at 320 px). */
	readonly unit: number;
	readonly defs: string[];
	uid(prefix: string): string;
}

export function createCtx(W: number, H: number, rng: Rng, unit = 1): Ctx {
	let counter = 0;
	return {
		W,
		H,
		rng,
		unit,
		defs: [],
		uid: (prefix) => `${prefix}${(counter++).toString(36)}`,
	};
}

function stopsXml(stops: readonly Stop[]): string {
	return stops
		.map(
			([o, c, a]) =>
				`<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined || a >= 1 ? '' : ` stop-opacity="${Math.max(0, Math.round(a * 1000) / 1000)}"`}/>`,
		)
		.join('');
}

interface GradientOptions {
	/** Coordinates in user space (default) or relative to the shape's bounding box. */
	units?: 'user' | 'bbox';
	spread?: 'pad' | 'repeat' | 'reflect';
	transform?: string;
}

/** A linear gradient; returns the paint reference `url(#id)`. */
export function linear(
	ctx: Ctx,
	stops: readonly Stop[],
	x1: number,
	y1: number,
	x2: number,
	y2: number,
	opts: GradientOptions = {},
): string {
	const id = ctx.uid('l');
	const units = opts.units === 'bbox' ? 'objectBoundingBox' : 'userSpaceOnUse';
	const f = opts.units === 'bbox' ? (v: number) => String(Math.round(v * 1000) / 1000) : n;
	ctx.defs.push(
		`<linearGradient id="${id}" gradientUnits="${units}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${opts.spread ? ` spreadMethod="${opts.spread}"` : ''}${opts.transform ? ` gradientTransform="${opts.transform}"` : ''}>${stopsXml(stops)}</linearGradient>`,
	);
	return `url(#${id})`;
}

/** A radial gradient; returns the paint reference `url(#id)`. */
export function radial(
	ctx: Ctx,
	stops: readonly Stop[],
	cx: number,
	cy: number,
	r: number,
	opts: GradientOptions & { fx?: number; fy?: number } = {},
): string {
	const id = ctx.uid('r');
	const bbox = opts.units === 'bbox';
	const f = bbox ? (v: number) => String(Math.round(v * 1000) / 1000) : n;
	const focus =
		opts.fx !== undefined && opts.fy !== undefined ? ` fx="${f(opts.fx)}" fy="${f(opts.fy)}"` : '';
	ctx.defs.push(
		`<radialGradient id="${id}" gradientUnits="${bbox ? 'objectBoundingBox' : 'userSpaceOnUse'}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${focus}${opts.spread ? ` spreadMethod="${opts.spread}"` : ''}${opts.transform ? ` gradientTransform="${opts.transform}"` : ''}>${stopsXml(stops)}</radialGradient>`,
	);
	return `url(#${id})`;
}

/**
 * A soft elliptical pool of light or shade, drawn with a radial gradient instead of a blur filter
 * (far cheaper to rasterise). `falloff` shapes the edge: 0 hard-ish, 1 very soft.
 */
export function glow(
	ctx: Ctx,
	cx: number,
	cy: number,
	rx: number,
	ry: number,
	color: string,
	opacity: number,
	falloff = 0.6,
	blend?: 'screen' | 'multiply' | 'overlay' | 'soft-light',
): string {
	const mid = 1 - falloff * 0.75;
	const paint = radial(
		ctx,
		[
			[0, color, opacity],
			[mid * 0.55, color, opacity * 0.72],
			[mid, color, opacity * 0.32],
			[1, color, 0],
		],
		0.5,
		0.5,
		0.5,
		{ units: 'bbox' },
	);
	const style = blend ? ` style="mix-blend-mode:${blend}"` : '';
	return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${paint}"${style}/>`;
}

/** A Gaussian blur filter over a region in user space; returns the filter reference. */
export function blur(
	ctx: Ctx,
	std: number,
	region?: { x: number; y: number; w: number; h: number },
): string {
	const id = ctx.uid('b');
	const r = region
		? ` filterUnits="userSpaceOnUse" x="${n(region.x)}" y="${n(region.y)}" width="${n(region.w)}" height="${n(region.h)}"`
		: ' x="-30%" y="-30%" width="160%" height="160%"';
	ctx.defs.push(
		`<filter id="${id}"${r} color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
	);
	return `url(#${id})`;
}

/**
 * Film grain: fractal noise rendered once into a tile and repeated (a full-canvas feTurbulence costs
 * several times more). The noise becomes black and white specks whose opacity grows with their
 * distance from mid-grey, laid on with plain alpha: a blend mode would cost a full-canvas
 * compositing pass.
 */
export function grain(ctx: Ctx, strength: number, frequency = 0.75): string {
	const tile = 384;
	const fid = ctx.uid('g');
	const pid = ctx.uid('p');
	const seed = ctx.rng.int(1, 9999);
	const stretch = '2.6 0 0 0 -0.8';
	ctx.defs.push(
		`<filter id="${fid}" filterUnits="userSpaceOnUse" x="0" y="0" width="${tile}" height="${tile}" color-interpolation-filters="sRGB">` +
			`<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
			`<feColorMatrix type="matrix" values="${stretch} ${stretch} ${stretch} ${stretch}"/>` +
			`<feComponentTransfer><feFuncR type="discrete" tableValues="0 1"/><feFuncG type="discrete" tableValues="0 1"/><feFuncB type="discrete" tableValues="0 1"/><feFuncA type="table" tableValues="1 0 1"/></feComponentTransfer>` +
			`</filter>` +
			`<pattern id="${pid}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" filter="url(#${fid})"/></pattern>`,
	);
	return `<rect width="${ctx.W}" height="${ctx.H}" fill="url(#${pid})" opacity="${Math.round(strength * 0.75 * 1000) / 1000}"/>`;
}

/** Darkened corners, as a lens gives them. */
export function vignette(ctx: Ctx, strength: number, color = '#000000'): string {
	const { W, H } = ctx;
	const r = Math.hypot(W, H) / 2;
	const paint = radial(
		ctx,
		[
			[0, color, 0],
			[0.55, color, 0],
			[0.8, color, strength * 0.45],
			[1, color, strength],
		],
		W / 2,
		H / 2,
		r,
	);
	return `<rect width="${W}" height="${H}" fill="${paint}"/>`;
}

/** A full-canvas rectangle. */
export function fill(ctx: Ctx, paint: string, extra = ''): string {
	return `<rect width="${ctx.W}" height="${ctx.H}" fill="${paint}"${extra ? ` ${extra}` : ''}/>`;
}

/** Linear interpolation. */
export function lerp(a: number, b: number, t: number): number {
	return a + (b - a) * t;
}

export function clamp(x: number, lo: number, hi: number): number {
	return Math.max(lo, Math.min(hi, x));
}
