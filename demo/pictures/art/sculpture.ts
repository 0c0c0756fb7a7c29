/**
 * Gallery view of a sculpture on a plinth under a spotlight: a marble torso or bust, a pierced
 * ovoid, a polished bronze "bird" or a slender standing figure, with shadows on wall and floor.
 */
import { mix, shade } from './color.ts';
import { type Ctx, fill, glow, grain, linear, n, vignette } from './kit.ts';

interface Material {
	paint(ctx: Ctx, x0: number, x1: number, light: 1 | -1): string;
	veins: boolean;
}

const MARBLE: Material = {
	paint: (ctx, x0, x1, light) =>
		linear(
			ctx,
			light > 0
				? [
						[0, '#8f8a80'],
						[0.35, '#d9d3c6'],
						[0.75, '#f4f0e6'],
						[1, '#fffdf6'],
					]
				: [
						[0, '#fffdf6'],
						[0.25, '#f4f0e6'],
						[0.65, '#d9d3c6'],
						[1, '#8f8a80'],
					],
			x0,
			0,
			x1,
			0,
		),
	veins: true,
};

const BRONZE: Material = {
	paint: (ctx, x0, x1, light) =>
		linear(
			ctx,
			light > 0
				? [
						[0, '#1c140c'],
						[0.45, '#4a3520'],
						[0.7, '#9a7440'],
						[0.82, '#e8c98a'],
						[0.9, '#8a6436'],
						[1, '#3a2816'],
					]
				: [
						[0, '#3a2816'],
						[0.1, '#8a6436'],
						[0.18, '#e8c98a'],
						[0.3, '#9a7440'],
						[0.55, '#4a3520'],
						[1, '#1c140c'],
					],
			x0,
			0,
			x1,
			0,
		),
	veins: false,
};

const PATINA: Material = {
	paint: (ctx, x0, x1, light) =>
		linear(
			ctx,
			light > 0
				? [
						[0, '#1f2a26'],
						[0.5, '#3f5a50'],
						[0.85, '#7fa092'],
						[1, '#2f403a'],
					]
				: [
						[0, '#2f403a'],
						[0.15, '#7fa092'],
						[0.5, '#3f5a50'],
						[1, '#1f2a26'],
					],
			x0,
			0,
			x1,
			0,
		),
	veins: false,
};

/** The sculpture's outline, standing on (cx, base), about h tall and w wide. */
function form(kind: string, cx: number, base: number, h: number): { d: string; w: number } {
	switch (kind) {
		case 'torso': {
			const w = h * 0.5;
			const d =
				`M${n(cx - w * 0.22)} ${n(base)}` +
				`C${n(cx - w * 0.3)} ${n(base - h * 0.15)} ${n(cx - w * 0.42)} ${n(base - h * 0.3)} ${n(cx - w * 0.38)} ${n(base - h * 0.42)}` +
				`C${n(cx - w * 0.33)} ${n(base - h * 0.5)} ${n(cx - w * 0.28)} ${n(base - h * 0.58)} ${n(cx - w * 0.34)} ${n(base - h * 0.7)}` +
				`C${n(cx - w * 0.42)} ${n(base - h * 0.8)} ${n(cx - w * 0.52)} ${n(base - h * 0.86)} ${n(cx - w * 0.46)} ${n(base - h * 0.92)}` +
				`C${n(cx - w * 0.3)} ${n(base - h * 0.96)} ${n(cx - w * 0.12)} ${n(base - h * 0.93)} ${n(cx - w * 0.07)} ${n(base - h)}` +
				`L${n(cx + w * 0.09)} ${n(base - h)}` +
				`C${n(cx + w * 0.14)} ${n(base - h * 0.93)} ${n(cx + w * 0.32)} ${n(base - h * 0.95)} ${n(cx + w * 0.48)} ${n(base - h * 0.9)}` +
				`C${n(cx + w * 0.52)} ${n(base - h * 0.84)} ${n(cx + w * 0.42)} ${n(base - h * 0.78)} ${n(cx + w * 0.36)} ${n(base - h * 0.68)}` +
				`C${n(cx + w * 0.3)} ${n(base - h * 0.56)} ${n(cx + w * 0.3)} ${n(base - h * 0.5)} ${n(cx + w * 0.36)} ${n(base - h * 0.4)}` +
				`C${n(cx + w * 0.42)} ${n(base - h * 0.28)} ${n(cx + w * 0.32)} ${n(base - h * 0.14)} ${n(cx + w * 0.24)} ${n(base)}Z`;
			return { d, w };
		}
		case 'ovoid': {
			const w = h * 0.85;
			const outer = `M${n(cx)} ${n(base)}C${n(cx + w * 0.62)} ${n(base)} ${n(cx + w * 0.55)} ${n(base - h)} ${n(cx + w * 0.02)} ${n(base - h)}C${n(cx - w * 0.55)} ${n(base - h)} ${n(cx - w * 0.62)} ${n(base)} ${n(cx)} ${n(base)}Z`;
			const hr = h * 0.17;
			const hole = `M${n(cx + w * 0.06 - hr)} ${n(base - h * 0.52)}a${n(hr)} ${n(hr * 1.25)} 0 1 0 ${n(2 * hr)} 0a${n(hr)} ${n(hr * 1.25)} 0 1 0 ${n(-2 * hr)} 0Z`;
			return { d: outer + hole, w };
		}
		case 'bird': {
			const w = h * 0.16;
			const d = `M${n(cx - w * 0.18)} ${n(base)}L${n(cx - w * 0.12)} ${n(base - h * 0.12)}C${n(cx - w * 0.55)} ${n(base - h * 0.3)} ${n(cx - w * 0.52)} ${n(base - h * 0.7)} ${n(cx - w * 0.12)} ${n(base - h)}L${n(cx + w * 0.16)} ${n(base - h * 0.985)}C${n(cx + w * 0.5)} ${n(base - h * 0.7)} ${n(cx + w * 0.5)} ${n(base - h * 0.3)} ${n(cx + w * 0.12)} ${n(base - h * 0.12)}L${n(cx + w * 0.18)} ${n(base)}Z`;
			return { d, w };
		}
		case 'stack': {
			const w = h * 0.42;
			let d = '';
			let y = base;
			const parts = [
				[0.5, 0.2],
				[0.36, 0.24],
				[0.44, 0.2],
				[0.28, 0.22],
			] as const;
			for (const [pw, ph] of parts) {
				const rw = w * pw;
				const rh = h * ph;
				d += `M${n(cx - rw)} ${n(y - rh / 2)}a${n(rw)} ${n(rh / 2)} 0 1 0 ${n(2 * rw)} 0a${n(rw)} ${n(rh / 2)} 0 1 0 ${n(-2 * rw)} 0Z`;
				y -= rh * 0.92;
			}
			return { d, w };
		}
		default: {
			// A slender standing figure with long legs and a small head.
			const w = h * 0.18;
			const d =
				`M${n(cx - w * 0.45)} ${n(base)}L${n(cx - w * 0.12)} ${n(base - h * 0.52)}L${n(cx - w * 0.2)} ${n(base - h * 0.8)}` +
				`L${n(cx - w * 0.05)} ${n(base - h * 0.86)}Q${n(cx - w * 0.12)} ${n(base - h * 0.93)} ${n(cx)} ${n(base - h)}Q${n(cx + w * 0.12)} ${n(base - h * 0.93)} ${n(cx + w * 0.05)} ${n(base - h * 0.86)}` +
				`L${n(cx + w * 0.2)} ${n(base - h * 0.8)}L${n(cx + w * 0.12)} ${n(base - h * 0.52)}L${n(cx + w * 0.45)} ${n(base)}Z`;
			return { d, w };
		}
	}
}

export function sculpture(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const aspect = W / H;
	const wall = rng.pick([
		'#d9d3c7',
		'#3b4e63',
		'#5e2a2a',
		'#4f6358',
		'#e6e1d6',
		'#2b2d31',
		'#8a7f6e',
	]);
	const dark = wall === '#d9d3c7' || wall === '#e6e1d6' || wall === '#8a7f6e' ? false : true;
	const light: 1 | -1 = rng.chance(0.5) ? 1 : -1;
	const kind = rng.pick(['torso', 'ovoid', 'bird', 'stack', 'figure'] as const);
	const material =
		kind === 'torso'
			? MARBLE
			: kind === 'bird'
				? BRONZE
				: kind === 'figure'
					? rng.pick([BRONZE, PATINA])
					: rng.pick([MARBLE, BRONZE, PATINA]);

	const floorY = H * (aspect > 2 ? 0.84 : aspect > 1.2 ? 0.8 : 0.76);
	const cx = aspect > 1.4 ? W * (0.5 + rng.jitter(0.08)) : W * 0.5;
	const plinthH = H * (aspect > 2 ? 0.34 : 0.3);
	const plinthW = Math.min(W * 0.28, plinthH * rng.range(0.75, 1));
	const plinthTop = floorY - plinthH;
	const depth = plinthW * 0.12; // visible top surface, seen slightly from above
	const sh =
		Math.min(plinthTop - H * 0.08, H * (aspect > 2 ? 0.52 : 0.44)) *
		(kind === 'figure' || kind === 'bird' ? 1.15 : 1);

	// Wall with a pool of light from the spot above.
	let out = fill(
		ctx,
		linear(
			ctx,
			[
				[0, shade(wall, -0.25)],
				[1, shade(wall, dark ? -0.05 : 0.05)],
			],
			0,
			0,
			0,
			floorY,
		),
	);
	out += glow(
		ctx,
		cx - light * plinthW * 0.2,
		plinthTop - sh * 0.3,
		Math.max(sh, plinthW) * 1.6,
		(floorY - H * 0.05) * 0.75,
		mix(wall, '#fff6e4', 0.55),
		dark ? 0.55 : 0.7,
		0.9,
	);
	// Floor: pale oak or polished concrete, with the wall's skirting.
	const floor = rng.pick(['#b89a74', '#8f8a82', '#c8b89a', '#5a5048']);
	out += `<rect x="0" y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${linear(
		ctx,
		[
			[0, shade(floor, 0.05)],
			[1, shade(floor, -0.3)],
		],
		0,
		floorY,
		0,
		H,
	)}"/>`;
	let boards = '';
	for (let i = 1; i < 8; i++) {
		const y = floorY + (H - floorY) * (i / 8) ** 1.6;
		boards += `M0 ${n(y)}H${W}`;
	}
	out += `<path d="${boards}" stroke="${shade(floor, -0.3)}" stroke-width="2" opacity="0.25"/>`;
	out += `<rect x="0" y="${n(floorY - H * 0.012)}" width="${W}" height="${n(H * 0.012)}" fill="${shade(wall, -0.15)}"/>`;
	out += glow(
		ctx,
		cx,
		floorY + (H - floorY) * 0.2,
		plinthW * 2.2,
		(H - floorY) * 0.35,
		'#fff6e4',
		0.22,
		0.85,
	);

	// Soft shadow of plinth and sculpture thrown onto the wall, away from the light.
	const shadowX = cx - light * plinthW * 0.35;
	out += glow(
		ctx,
		shadowX,
		plinthTop + plinthH * 0.3,
		plinthW * 0.7,
		plinthH * 0.7,
		'#000',
		0.22,
		0.7,
	);
	out += glow(ctx, shadowX, plinthTop - sh * 0.45, plinthW * 0.55, sh * 0.55, '#000', 0.16, 0.8);

	// Plinth: front face, lit top, shadow on the floor.
	const plinthTone = rng.pick(['#f1eee8', '#e8e4dc', '#2a2a2c', '#d8d2c6']);
	out += `<ellipse cx="${n(cx - light * plinthW * 0.3)}" cy="${n(floorY + (H - floorY) * 0.06)}" rx="${n(plinthW * 0.85)}" ry="${n((H - floorY) * 0.08)}" fill="#000" opacity="0.35"/>`;
	out += `<rect x="${n(cx - plinthW / 2)}" y="${n(plinthTop)}" width="${n(plinthW)}" height="${n(plinthH)}" fill="${linear(
		ctx,
		light > 0
			? [
					[0, shade(plinthTone, -0.18)],
					[1, shade(plinthTone, 0.04)],
				]
			: [
					[0, shade(plinthTone, 0.04)],
					[1, shade(plinthTone, -0.18)],
				],
		cx - plinthW / 2,
		0,
		cx + plinthW / 2,
		0,
	)}"/>`;
	out += `<rect x="${n(cx - plinthW / 2)}" y="${n(plinthTop)}" width="${n(plinthW)}" height="${n(plinthH)}" fill="${linear(
		ctx,
		[
			[0, '#fff', 0.12],
			[0.3, '#000', 0],
			[1, '#000', 0.18],
		],
		0,
		plinthTop,
		0,
		floorY,
	)}"/>`;
	out += `<path d="M${n(cx - plinthW / 2)} ${n(plinthTop)}L${n(cx - plinthW / 2 + depth * 0.6)} ${n(plinthTop - depth * 0.5)}L${n(cx + plinthW / 2 - depth * 0.6)} ${n(plinthTop - depth * 0.5)}L${n(cx + plinthW / 2)} ${n(plinthTop)}Z" fill="${shade(plinthTone, 0.08)}"/>`;

	// The sculpture.
	const base = plinthTop - depth * 0.25;
	const f = form(kind, cx, base, sh);
	const paint = material.paint(ctx, cx - f.w * 0.55, cx + f.w * 0.55, light);
	if (kind === 'torso' || kind === 'figure') {
		// A small socle under the piece.
		const sw = f.w * (kind === 'figure' ? 0.9 : 0.55);
		out += `<rect x="${n(cx - sw / 2)}" y="${n(base - sh * 0.04)}" width="${n(sw)}" height="${n(sh * 0.04)}" fill="${material === MARBLE ? '#cfc8ba' : '#2a2420'}"/>`;
	}
	const formBase = kind === 'torso' || kind === 'figure' ? base - sh * 0.04 : base;
	const g = form(kind, cx, formBase, sh * (kind === 'torso' || kind === 'figure' ? 0.96 : 1));
	out += `<path d="${g.d}" fill="${paint}" fill-rule="evenodd"/>`;
	// Top light modelling, and marble veins.
	out += `<path d="${g.d}" fill="${linear(
		ctx,
		[
			[0, '#fff', 0.22],
			[0.4, '#fff', 0],
			[1, '#000', 0.25],
		],
		0,
		formBase - sh,
		0,
		formBase,
	)}" fill-rule="evenodd"/>`;
	if (material.veins) {
		const clip = ctx.uid('c');
		ctx.defs.push(`<clipPath id="${clip}"><path d="${g.d}" clip-rule="evenodd"/></clipPath>`);
		let veins = '';
		for (let i = 0; i < 5; i++) {
			const y = formBase - sh * rng.range(0.1, 0.9);
			veins += `M${n(cx - f.w)} ${n(y)}C${n(cx - f.w * 0.3)} ${n(y + rng.jitter(sh * 0.1))} ${n(cx + f.w * 0.2)} ${n(y + rng.jitter(sh * 0.15))} ${n(cx + f.w)} ${n(y + rng.jitter(sh * 0.1))}`;
		}
		out += `<path d="${veins}" clip-path="url(#${clip})" stroke="#7a756c" stroke-width="${n(sh * 0.004 + 1)}" fill="none" opacity="0.25"/>`;
	}
	// A blank wall label beside the plinth.
	const lx = cx + (light > 0 ? -1 : 1) * (plinthW * 0.5 + Math.min(W * 0.12, plinthW * 0.9));
	if (lx > W * 0.06 && lx < W * 0.94) {
		out += `<rect x="${n(lx - plinthW * 0.09)}" y="${n(plinthTop + plinthH * 0.05 - plinthW * 0.2)}" width="${n(plinthW * 0.18)}" height="${n(plinthW * 0.12)}" fill="${dark ? '#e8e4da' : '#faf8f2'}" opacity="0.9"/>`;
	}
	// Spotlight cone in the air.
	out += glow(ctx, cx, H * 0.05, plinthW * 0.6, H * 0.12, '#fffaf0', 0.12, 0.9);
	out += vignette(ctx, dark ? 0.5 : 0.3);
	out += grain(ctx, 0.1);
	return out;
}
