/**
 * Landscape garden: a lake under an open sky, hazy hills and tree lines, a garden folly (round
 * temple, arched bridge or pavilion) mirrored in the water, framing trees and a lawn with a path.
 */
import { C, mix, shade } from './color.ts';
import { type Ctx, glow, grain, linear, n, vignette } from './kit.ts';
import { clouds, horizonHaze, MOODS, sky, type SkyMood } from './sky.ts';
import { tree, treeMass } from './trees.ts';

/** A ridge line across the picture: smooth random hills between y0 (highest) and y1. */
function ridge(ctx: Ctx, y0: number, y1: number, bottom: number, bumps: number): string {
	const { W, rng } = ctx;
	let d = `M-20 ${n(bottom)}L-20 ${n(rng.range(y0, y1))}`;
	const step = (W + 40) / bumps;
	for (let i = 0; i < bumps; i++) {
		const x1 = -20 + step * (i + 0.5);
		const x2 = -20 + step * (i + 1);
		d += `Q${n(x1)} ${n(rng.range(y0, y1))} ${n(x2)} ${n(rng.range(y0, y1))}`;
	}
	return `${d}L${W + 20} ${n(bottom)}Z`;
}

function temple(ctx: Ctx, cx: number, base: number, h: number, stone: string, sun: 1 | -1): string {
	const w = h * 0.62;
	const colTop = base - h * 0.58;
	let out = '';
	out += `<rect x="${n(cx - w * 0.58)}" y="${n(base - h * 0.08)}" width="${n(w * 1.16)}" height="${n(h * 0.08)}" fill="${shade(stone, -0.15)}"/>`;
	// Cella in shadow behind the columns.
	out += `<rect x="${n(cx - w * 0.36)}" y="${n(colTop)}" width="${n(w * 0.72)}" height="${n(base - h * 0.08 - colTop)}" fill="${shade(stone, -0.45)}"/>`;
	const cols = 6;
	for (let i = 0; i < cols; i++) {
		const t = i / (cols - 1);
		const x = cx - w * 0.48 + t * w * 0.96;
		const lit = sun > 0 ? t : 1 - t;
		out += `<rect x="${n(x - w * 0.035)}" y="${n(colTop)}" width="${n(w * 0.07)}" height="${n(base - h * 0.08 - colTop)}" fill="${shade(stone, -0.2 + lit * 0.25)}"/>`;
	}
	out += `<rect x="${n(cx - w * 0.55)}" y="${n(colTop - h * 0.08)}" width="${n(w * 1.1)}" height="${n(h * 0.08)}" fill="${stone}"/>`;
	const domePaint = linear(
		ctx,
		sun > 0
			? [
					[0, shade(C.verdigris, -0.35)],
					[1, shade(C.verdigris, 0.2)],
				]
			: [
					[0, shade(C.verdigris, 0.2)],
					[1, shade(C.verdigris, -0.35)],
				],
		cx - w * 0.5,
		0,
		cx + w * 0.5,
		0,
	);
	out += `<path d="M${n(cx - w * 0.5)} ${n(colTop - h * 0.08)}Q${n(cx - w * 0.48)} ${n(base - h)} ${n(cx)} ${n(base - h)}Q${n(cx + w * 0.48)} ${n(base - h)} ${n(cx + w * 0.5)} ${n(colTop - h * 0.08)}Z" fill="${domePaint}"/>`;
	out += `<rect x="${n(cx - w * 0.03)}" y="${n(base - h * 1.08)}" width="${n(w * 0.06)}" height="${n(h * 0.09)}" fill="${stone}"/>`;
	return out;
}

/** A hump-backed stone bridge whose arch and its reflection make a full circle. */
function bridge(cx: number, waterY: number, w: number, stone: string): string {
	const r = w * 0.3;
	const end = waterY - r * 0.3;
	const crown = waterY - r * 2.2; // control point: the deck peaks at about 1.25 r
	const deck = `M${n(cx - w / 2)} ${n(end)}Q${n(cx)} ${n(crown)} ${n(cx + w / 2)} ${n(end)}`;
	const body = `M${n(cx - w / 2)} ${n(waterY)}L${n(cx - w / 2)} ${n(end)}Q${n(cx)} ${n(crown)} ${n(cx + w / 2)} ${n(end)}L${n(cx + w / 2)} ${n(waterY)}L${n(cx + r)} ${n(waterY)}A${n(r)} ${n(r)} 0 0 0 ${n(cx - r)} ${n(waterY)}Z`;
	const lift = r * 0.16;
	return (
		`<path d="${body}" fill="${stone}"/>` +
		// Shadowed underside of the arch, and the parapet along the deck.
		`<path d="M${n(cx + r)} ${n(waterY)}A${n(r)} ${n(r)} 0 0 0 ${n(cx - r)} ${n(waterY)}" stroke="${shade(stone, -0.35)}" stroke-width="${n(r * 0.12)}" fill="none"/>` +
		`<path d="${deck}" transform="translate(0 ${n(-lift)})" stroke="${shade(stone, -0.1)}" stroke-width="${n(r * 0.07)}" fill="none"/>` +
		`<path d="${deck}" stroke="${shade(stone, 0.15)}" stroke-width="${n(r * 0.05)}" fill="none"/>`
	);
}

function pavilion(cx: number, base: number, h: number, stone: string, roof: string): string {
	const w = h * 0.9;
	return `<rect x="${n(cx - w * 0.4)}" y="${n(base - h * 0.55)}" width="${n(w * 0.8)}" height="${n(h * 0.55)}" fill="${stone}"/><rect x="${n(cx - w * 0.12)}" y="${n(base - h * 0.42)}" width="${n(w * 0.24)}" height="${n(h * 0.42)}" fill="${shade(stone, -0.5)}"/><path d="M${n(cx - w * 0.55)} ${n(base - h * 0.55)}L${n(cx)} ${n(base - h)}L${n(cx + w * 0.55)} ${n(base - h * 0.55)}Z" fill="${roof}"/>`;
}

export function landscape(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const mood: SkyMood = rng.pick(MOODS.filter((m) => m.name !== 'dusk'));
	const sun: 1 | -1 = rng.chance(0.5) ? 1 : -1;
	const sunX = W * (0.5 + sun * rng.range(0.1, 0.35));
	const aspect = W / H;
	const shore = H * (aspect > 2 ? 0.56 : aspect > 1.2 ? 0.55 : 0.5); // far shore line
	const near = shore + H * (aspect > 2 ? 0.22 : 0.2); // near shore of the lake

	let out = sky(ctx, mood, shore, sunX);
	out += clouds(ctx, mood, H * 0.02, shore * 0.75, sunX, rng.int(3, 6));
	// Hills: two pale layers, fading into the haze.
	out += `<path d="${ridge(ctx, shore - H * 0.14, shore - H * 0.06, shore + 2, rng.int(2, 4))}" fill="${mix(C.slateLight, mood.haze, 0.6)}"/>`;
	out += `<path d="${ridge(ctx, shore - H * 0.08, shore - H * 0.03, shore + 2, rng.int(3, 6))}" fill="${mix(C.sage, mood.haze, 0.5)}"/>`;
	out += horizonHaze(ctx, mood, shore, H * 0.05);

	// Far shore: tree line and the folly; reused upside down for the reflection.
	const farTone = mix(C.forest, mood.haze, 0.35);
	const folly = rng.pick(['temple', 'bridge', 'pavilion', 'none'] as const);
	const follyX = W * (0.5 - sun * rng.range(0.08, 0.22));
	const stone = mix(C.cream, mood.haze, 0.15);
	let far = treeMass(ctx, 0, W, shore + 2, H * 0.1, farTone, mood, sun, false, 0.3);
	const follyH = H * (aspect > 2 ? 0.22 : 0.16);
	if (folly === 'temple') far += temple(ctx, follyX, shore + 2, follyH, stone, sun);
	if (folly === 'pavilion')
		far += pavilion(follyX, shore + 2, follyH * 0.7, stone, shade(C.slate, -0.1));
	const farId = ctx.uid('far');
	ctx.defs.push(`<g id="${farId}">${far}</g>`);

	// Water.
	const water = linear(
		ctx,
		[
			[0, shade(mood.horizon, -0.05)],
			[0.5, shade(mood.mid, -0.12)],
			[1, shade(mood.top, -0.2)],
		],
		0,
		shore,
		0,
		near,
	);
	out += `<rect x="0" y="${n(shore)}" width="${W}" height="${n(near - shore + H * 0.05)}" fill="${water}"/>`;
	const clip = ctx.uid('c');
	ctx.defs.push(
		`<clipPath id="${clip}"><rect x="0" y="${n(shore + 1)}" width="${W}" height="${n(near - shore + H * 0.05)}"/></clipPath>`,
	);
	out += `<g clip-path="url(#${clip})" opacity="0.55"><use href="#${farId}" transform="translate(0 ${n(2 * shore + 4)}) scale(1 -1)"/></g>`;
	out += `<use href="#${farId}"/>`;
	if (folly === 'bridge') {
		const bw = W * (aspect > 2 ? 0.16 : aspect < 1.2 ? 0.3 : 0.22);
		const by = shore + (near - shore) * 0.35;
		const b = bridge(follyX, by, bw, stone);
		out += `<g clip-path="url(#${clip})" opacity="0.5"><g transform="translate(0 ${n(2 * by)}) scale(1 -1)">${b}</g></g>`;
		out += b;
	}
	// Sun glitter and ripples.
	out += glow(
		ctx,
		sunX,
		shore + (near - shore) * 0.3,
		W * 0.06,
		(near - shore) * 0.5,
		mood.sun,
		0.35,
		0.7,
	);
	let ripples = '';
	for (let i = 0; i < 80; i++) {
		const y = shore + 4 + (near - shore) * rng.next() ** 1.3;
		const len = rng.range(20, 160) * (0.4 + (y - shore) / (near - shore));
		ripples += `M${n(rng.range(-40, W))} ${n(y)}h${n(len)}`;
	}
	out += `<path d="${ripples}" stroke="${mood.cloud}" stroke-width="2" opacity="0.22"/>`;

	// Near bank: lawn with a path, trees in the middle ground.
	const lawn = mix('#6f8a4a', mood.haze, 0.1);
	const bank = `M-20 ${n(near)}Q${n(W * 0.3)} ${n(near - H * 0.025)} ${n(W * 0.6)} ${n(near + H * 0.01)}T${n(W + 20)} ${n(near - H * 0.01)}V${n(H + 20)}H-20Z`;
	out += `<path d="${bank}" fill="${linear(
		ctx,
		[
			[0, shade(lawn, 0.08)],
			[1, shade(lawn, -0.35)],
		],
		0,
		near,
		0,
		H,
	)}"/>`;
	const pathX = W * rng.range(0.35, 0.65);
	out += `<path d="M${n(pathX - W * 0.005)} ${n(near + H * 0.005)}C${n(pathX + W * 0.05)} ${n(near + (H - near) * 0.3)} ${n(pathX - W * 0.25)} ${n(near + (H - near) * 0.6)} ${n(pathX - W * 0.12)} ${n(H + 10)}L${n(pathX + W * 0.1)} ${n(H + 10)}C${n(pathX - W * 0.05)} ${n(near + (H - near) * 0.6)} ${n(pathX + W * 0.1)} ${n(near + (H - near) * 0.3)} ${n(pathX + W * 0.005)} ${n(near + H * 0.005)}Z" fill="${linear(
		ctx,
		[
			[0, mix('#d9cba8', mood.haze, 0.2)],
			[1, shade('#c4b48c', -0.2)],
		],
		0,
		near,
		0,
		H,
	)}"/>`;
	// Sunlit and shaded patches on the lawn.
	for (let i = 0; i < 5; i++) {
		const y = near + (H - near) * rng.range(0.15, 0.9);
		out += glow(
			ctx,
			rng.range(0, W),
			y,
			W * rng.range(0.15, 0.35),
			(H - near) * 0.12,
			rng.chance(0.5) ? '#1a2412' : mood.sun,
			0.22,
			0.8,
		);
	}
	// Middle-ground trees on the near bank, then large framing trees.
	const treeTone = mix(C.forest, mood.haze, 0.12);
	for (let i = 0; i < rng.int(2, 4); i++) {
		const x = W * rng.range(0.05, 0.95);
		if (Math.abs(x - pathX) < W * 0.08) continue;
		const th = H * rng.range(0.22, 0.32);
		out += `<ellipse cx="${n(x + sun * -th * 0.2)}" cy="${n(near + H * 0.01)}" rx="${n(th * 0.35)}" ry="${n(th * 0.04)}" fill="#000" opacity="0.2"/>`;
		out += tree(
			ctx,
			x,
			near + H * 0.01,
			th,
			treeTone,
			mood,
			sun,
			rng.pick(['round', 'round', 'poplar', 'conifer'] as const),
		);
	}
	const frameSide = rng.chance(0.5) ? 1 : -1;
	const fx = frameSide > 0 ? W * rng.range(0.86, 0.98) : W * rng.range(0.02, 0.14);
	const fh = H * (aspect > 2 ? 1.1 : 0.85);
	out += tree(ctx, fx, H * 1.02, fh, shade(treeTone, -0.15), mood, sun, 'round');

	out += glow(ctx, sunX, shore * 0.7, W * 0.7, H * 0.6, mood.sun, 0.12, 0.9);
	out += vignette(ctx, 0.35);
	out += grain(ctx, 0.12);
	return out;
}
