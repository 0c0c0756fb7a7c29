/**
 * A frameless crop of a painting: colour field, old-master still life, constructivist composition,
 * nested squares or a squeegee abstraction, with brush marks and canvas weave.
 */
import { C, mix, shade } from './color.ts';
import { blur, type Ctx, fill, glow, grain, linear, n, radial, vignette } from './kit.ts';

/** Fine canvas weave laid over the paint (threads at least 3 output pixels apart, so no moiré). */
function canvasWeave(ctx: Ctx, strength: number): string {
	const id = ctx.uid('w');
	const step = Math.max(7, ctx.unit * 3);
	const tile = step * Math.max(1, Math.round(240 / step));
	let dark = '';
	let light = '';
	for (let v = step * 0.25; v < tile; v += step) {
		dark += `M0 ${n(v)}H${n(tile)}`;
		light += `M${n(v)} 0V${n(tile)}`;
	}
	ctx.defs.push(
		`<pattern id="${id}" width="${n(tile)}" height="${n(tile)}" patternUnits="userSpaceOnUse"><path d="${dark}" stroke="#000" stroke-width="${n(step * 0.17)}" opacity="0.5"/><path d="${light}" stroke="#fff" stroke-width="${n(step * 0.14)}" opacity="0.35"/></pattern>`,
	);
	return `<rect width="${ctx.W}" height="${ctx.H}" fill="url(#${id})" opacity="${strength}" style="mix-blend-mode:overlay"/>`;
}

/** Loose brush marks: short rounded strokes in tones around `color`, inside a box. */
function brushwork(
	ctx: Ctx,
	x: number,
	y: number,
	w: number,
	h: number,
	colors: readonly string[],
	count: number,
	angle: number,
	length: number,
	width: number,
	opacity: number,
): string {
	const { rng } = ctx;
	const groups = new Map<string, string>();
	for (let i = 0; i < count; i++) {
		const c = rng.pick(colors);
		const cx = x + rng.next() * w;
		const cy = y + rng.next() * h;
		const a = angle + rng.jitter(0.12);
		const l = length * rng.range(0.5, 1.3);
		const dx = (Math.cos(a) * l) / 2;
		const dy = (Math.sin(a) * l) / 2;
		const bend = rng.jitter(width * 0.6);
		groups.set(
			c,
			`${groups.get(c) ?? ''}M${n(cx - dx)} ${n(cy - dy)}Q${n(cx - Math.sin(a) * bend)} ${n(cy + Math.cos(a) * bend)} ${n(cx + dx)} ${n(cy + dy)}`,
		);
	}
	let out = '';
	for (const [c, d] of groups) {
		out += `<path d="${d}" stroke="${c}" stroke-width="${n(width)}" stroke-linecap="round" fill="none" opacity="${opacity}"/>`;
	}
	return out;
}

function colourField(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const schemes = [
		[C.oxblood, C.vermilion, '#2a1414', C.amber],
		[C.deepGreen, C.sage, '#10201a', C.ochre],
		[C.slate, C.mist, C.navy, C.rose],
		['#6a3a1e', C.ochre, '#3a1f12', C.crimson],
		[C.plum, C.blush, '#241620', C.slateLight],
		[C.umber, C.sand, C.bistre, C.teal],
	] as const;
	const [ground, a, b, accent] = rng.pick(schemes);
	let out = fill(
		ctx,
		linear(
			ctx,
			[
				[0, shade(ground, 0.08)],
				[1, shade(ground, -0.15)],
			],
			0,
			0,
			W * 0.3,
			H,
		),
	);
	out += brushwork(
		ctx,
		0,
		0,
		W,
		H,
		[shade(ground, 0.1), shade(ground, -0.12)],
		200,
		rng.range(-0.2, 0.2),
		W * 0.3,
		H * 0.07,
		0.1,
	);
	const fields = rng.pick([2, 2, 3]);
	const margin = Math.min(W, H) * rng.range(0.07, 0.11);
	const gap = H * rng.range(0.03, 0.06);
	const total = H - 2 * margin - gap * (fields - 1);
	const weights = Array.from({ length: fields }, () => rng.range(0.6, 1.4));
	const sum = weights.reduce((s, v) => s + v, 0);
	const colors = rng.shuffle([a, b, accent]);
	let y = margin;
	const feather = blur(ctx, Math.min(W, H) * 0.012);
	for (let i = 0; i < fields; i++) {
		const h = (total * (weights[i] ?? 1)) / sum;
		const c = colors[i % colors.length] as string;
		const x0 = margin * rng.range(0.8, 1.2);
		const w = W - x0 - margin * rng.range(0.8, 1.2);
		out += `<g filter="${feather}"><rect x="${n(x0)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(margin * 0.15)}" fill="${linear(
			ctx,
			[
				[0, shade(c, 0.1)],
				[0.5, c],
				[1, shade(c, -0.12)],
			],
			0,
			y,
			0,
			y + h,
		)}"/></g>`;
		out += brushwork(
			ctx,
			x0 + 10,
			y + 10,
			w - 20,
			h - 20,
			[shade(c, 0.15), shade(c, -0.12), mix(c, ground, 0.3)],
			Math.round(80 + (w * h) / 7000),
			rng.jitter(0.05),
			w * 0.3,
			h * 0.09,
			0.1,
		);
		out += glow(ctx, x0 + w / 2, y + h / 2, w * 0.45, h * 0.5, shade(c, 0.25), 0.2, 0.9);
		y += h + gap;
	}
	return out;
}

function stillLife(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const s = Math.min(W, H * 1.25);
	const lightX = rng.chance(0.7) ? -1 : 1;
	const bg = rng.pick(['#2a2119', '#1f2220', '#2b1e1c', '#1d2127']);
	let out = fill(ctx, bg);
	out += glow(
		ctx,
		W * (0.5 + lightX * -0.05) + lightX * -W * 0.1,
		H * 0.35,
		W * 0.55,
		H * 0.55,
		shade(bg, 0.35),
		0.9,
		0.85,
	);
	out += brushwork(
		ctx,
		0,
		0,
		W,
		H * 0.7,
		[shade(bg, 0.08), shade(bg, -0.15), mix(bg, C.ochre, 0.1)],
		260,
		0.9,
		s * 0.16,
		s * 0.05,
		0.08,
	);
	// Table: top surface and front edge.
	const tableY = H * rng.range(0.6, 0.68);
	const wood = rng.pick(['#4a2f1e', '#3b2a1e', '#553621']);
	out += `<rect x="0" y="${n(tableY)}" width="${W}" height="${n(H * 0.06)}" fill="${linear(
		ctx,
		[
			[0, shade(wood, 0.15)],
			[1, wood],
		],
		0,
		tableY,
		0,
		tableY + H * 0.06,
	)}"/>`;
	out += `<rect x="0" y="${n(tableY + H * 0.06)}" width="${W}" height="${n(H)}" fill="${shade(wood, -0.45)}"/>`;
	out += brushwork(
		ctx,
		0,
		tableY + H * 0.07,
		W,
		H - tableY,
		[shade(wood, -0.3), shade(wood, -0.6)],
		60,
		0,
		W * 0.2,
		H * 0.02,
		0.18,
	);
	// Draped white cloth over the edge.
	const clothX = W * rng.range(0.15, 0.45);
	const clothW = W * rng.range(0.35, 0.5);
	const cloth = '#e9e1cf';
	const clothPaint = linear(
		ctx,
		[
			[0, shade(cloth, -0.45)],
			[0.2, cloth],
			[0.35, shade(cloth, -0.25)],
			[0.55, shade(cloth, 0.05)],
			[0.7, shade(cloth, -0.3)],
			[0.85, cloth],
			[1, shade(cloth, -0.5)],
		],
		clothX,
		0,
		clothX + clothW,
		0,
	);
	const drop = H * rng.range(0.2, 0.3);
	// Hem: a soft wave with a few deeper folds.
	let hem = `M${n(clothX)} ${n(tableY)}L${n(clothX + clothW)} ${n(tableY)}C${n(clothX + clothW * 1.03)} ${n(tableY + drop * 0.4)} ${n(clothX + clothW * 1.01)} ${n(tableY + drop * 0.8)} ${n(clothX + clothW * 0.97)} ${n(tableY + drop)}`;
	const folds = 4;
	for (let i = folds - 1; i >= 0; i--) {
		const xa = clothX + clothW * 0.97 * ((i + 0.5) / folds);
		const xb = clothX + clothW * 0.97 * (i / folds) + clothW * 0.02;
		const dip = drop * rng.range(0.85, 1.12);
		hem += `Q${n(xa)} ${n(tableY + dip * 1.08)} ${n(xb)} ${n(tableY + drop * rng.range(0.9, 1))}`;
	}
	hem += `C${n(clothX - clothW * 0.02)} ${n(tableY + drop * 0.6)} ${n(clothX - clothW * 0.02)} ${n(tableY + drop * 0.3)} ${n(clothX)} ${n(tableY)}Z`;
	out += `<path d="${hem}" fill="${clothPaint}"/>`;
	out += `<rect x="${n(clothX)}" y="${n(tableY - H * 0.004)}" width="${n(clothW)}" height="${n(H * 0.065)}" fill="${linear(
		ctx,
		[
			[0, shade(cloth, 0.05)],
			[1, shade(cloth, -0.12)],
		],
		0,
		tableY,
		0,
		tableY + H * 0.065,
	)}"/>`;
	// A jug or vase.
	const vx = W * rng.range(0.3, 0.55);
	const vh = s * rng.range(0.38, 0.5);
	const vw = vh * rng.range(0.42, 0.55);
	const vTone = rng.pick(['#7a6a52', '#5a6b6a', '#8a5a3a', '#6a5a7a', '#b8a88a']);
	const vPaint = linear(
		ctx,
		lightX < 0
			? [
					[0, shade(vTone, 0.35)],
					[0.3, vTone],
					[1, shade(vTone, -0.65)],
				]
			: [
					[0, shade(vTone, -0.65)],
					[0.7, vTone],
					[1, shade(vTone, 0.35)],
				],
		vx - vw / 2,
		0,
		vx + vw / 2,
		0,
	);
	const base = tableY + H * 0.02;
	out += `<ellipse cx="${n(vx + lightX * -vw * 0.6)}" cy="${n(base)}" rx="${n(vw * 0.9)}" ry="${n(vw * 0.12)}" fill="#000" opacity="0.45"/>`;
	out += `<path d="M${n(vx - vw * 0.28)} ${n(base)}C${n(vx - vw * 0.62)} ${n(base - vh * 0.2)} ${n(vx - vw * 0.62)} ${n(base - vh * 0.62)} ${n(vx - vw * 0.2)} ${n(base - vh * 0.78)}L${n(vx - vw * 0.16)} ${n(base - vh * 0.95)}L${n(vx - vw * 0.26)} ${n(base - vh)}L${n(vx + vw * 0.26)} ${n(base - vh)}L${n(vx + vw * 0.16)} ${n(base - vh * 0.95)}L${n(vx + vw * 0.2)} ${n(base - vh * 0.78)}C${n(vx + vw * 0.62)} ${n(base - vh * 0.62)} ${n(vx + vw * 0.62)} ${n(base - vh * 0.2)} ${n(vx + vw * 0.28)} ${n(base)}Z" fill="${vPaint}"/>`;
	out += `<path d="M${n(vx + lightX * vw * 0.3)} ${n(base - vh * 0.6)}q${n(lightX * -vw * 0.05)} ${n(vh * 0.2)} 0 ${n(vh * 0.4)}" stroke="#fff" stroke-width="${n(vw * 0.05)}" stroke-linecap="round" opacity="0.45" fill="none"/>`;
	// Fruit: a few glossy spheres with cast shadows.
	const fruits = [C.crimson, C.amber, '#b5a33a', C.vermilion, '#6a7a3a', '#4a2a4a'];
	const fx0 = vx + vw * rng.range(0.6, 0.9);
	for (let i = 0; i < rng.int(3, 5); i++) {
		const r = s * rng.range(0.045, 0.065);
		const fx = fx0 + i * r * 1.7 + rng.jitter(r * 0.3);
		const fy = base - r * 0.9 + rng.jitter(r * 0.2);
		const c = rng.pick(fruits);
		out += `<ellipse cx="${n(fx + lightX * -r * 0.8)}" cy="${n(base)}" rx="${n(r * 1.3)}" ry="${n(r * 0.25)}" fill="#000" opacity="0.4"/>`;
		out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(r)}" fill="${radial(
			ctx,
			[
				[0, shade(c, 0.5)],
				[0.35, c],
				[1, shade(c, -0.65)],
			],
			0.5 + lightX * 0.22,
			0.3,
			0.75,
			{ units: 'bbox' },
		)}"/>`;
	}
	// Warm light from the window side and a dark, varnished vignette.
	out += glow(ctx, lightX < 0 ? 0 : W, H * 0.1, W * 0.7, H * 0.8, '#ffd9a0', 0.22, 0.9);
	out += vignette(ctx, 0.65);
	return out;
}

/** Nested squares in closely related colours (after Albers' Homage to the Square). */
function nestedSquares(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const families = [
		['#c8963e', '#d9a94f', '#e6bf6a', '#f0d48c'],
		['#8e2a2a', '#a8412f', '#c0603a', '#d98b4d'],
		['#3b4e63', '#4d6579', '#6f8294', '#9fb0bb'],
		['#2e5442', '#4b6e50', '#7d8f74', '#a9b59a'],
		['#5e1f1f', '#8e2a2a', '#c98f7e', '#e2b8a6'],
		['#6b6a3a', '#8f8a4a', '#b5a860', '#d4c98a'],
	] as const;
	const fam = rng.pick(families);
	const colors = rng.chance(0.5) ? [...fam] : [...fam].reverse();
	let out = fill(ctx, colors[0] as string);
	const side = Math.min(W, H) * (W / H > 1.6 ? 1.5 : 1.05);
	let size = side;
	const cx = W / 2;
	let bottom = H / 2 + side / 2;
	for (let i = 1; i < colors.length; i++) {
		size *= 0.74;
		bottom -= size * 0.1;
		const c = colors[i] as string;
		const sq = `<rect x="${n(cx - size / 2)}" y="${n(bottom - size)}" width="${n(size)}" height="${n(size)}"/>`;
		const clip = ctx.uid('c');
		ctx.defs.push(`<clipPath id="${clip}">${sq}</clipPath>`);
		out += sq.replace('/>', ` fill="${c}"/>`);
		out += `<g clip-path="url(#${clip})">${brushwork(ctx, cx - size / 2, bottom - size, size, size, [shade(c, 0.06), shade(c, -0.06)], 60, rng.jitter(0.3), size * 0.3, size * 0.06, 0.18)}</g>`;
	}
	return out;
}

/** Horizontal squeegee drags of layered colour (after Richter's abstract paintings). */
function squeegee(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const palettes = [
		[C.crimson, C.vermilion, C.ochre, C.cream, C.slate, C.charcoal],
		[C.deepGreen, C.sage, C.cream, C.ochre, C.teal, C.charcoal],
		[C.slate, C.mist, C.ivory, C.rose, C.navy, C.gold],
		[C.umber, C.amber, C.cream, C.oxblood, C.olive, C.charcoal],
	] as const;
	const pal = rng.pick(palettes);
	let out = fill(ctx, rng.pick(pal));
	for (let i = 0; i < 160; i++) {
		const c = rng.pick(pal);
		const h = H * rng.range(0.004, 0.05) * (rng.chance(0.15) ? 3 : 1);
		const y = rng.range(-h, H);
		const x = rng.range(-W * 0.3, W * 0.8);
		const w = W * rng.range(0.3, 1.3);
		const op = rng.range(0.25, 0.85);
		const paint = linear(
			ctx,
			[
				[0, c, 0],
				[0.08, c, op],
				[0.85, c, op * 0.8],
				[1, c, 0],
			],
			0,
			0,
			1,
			0,
			{ units: 'bbox' },
		);
		out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${paint}"/>`;
	}
	// A couple of vertical drags.
	for (let i = 0; i < 2; i++) {
		const c = rng.pick(pal);
		const w = W * rng.range(0.01, 0.04);
		const paint = linear(
			ctx,
			[
				[0, c, 0],
				[0.5, c, 0.3],
				[1, c, 0],
			],
			0,
			0,
			1,
			0,
			{ units: 'bbox' },
		);
		out += `<rect x="${n(rng.range(0, W))}" y="0" width="${n(w)}" height="${H}" fill="${paint}"/>`;
	}
	return out;
}

function constructivist(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const ground = rng.pick([C.cream, '#e9e0cc', '#e4dccb']);
	let out = fill(ctx, ground);
	out += brushwork(
		ctx,
		0,
		0,
		W,
		H,
		[shade(ground, 0.05), shade(ground, -0.05)],
		220,
		rng.jitter(0.5),
		W * 0.14,
		H * 0.05,
		0.25,
	);
	const palette = [C.crimson, C.charcoal, C.ochre, C.slate, C.deepGreen, C.vermilion];
	const s = Math.min(W, H);
	const rot = rng.range(-35, 35);
	// A large disc, crossing bars and a few small squares, slightly tilted as a whole.
	let g = '';
	g += `<circle cx="${n(W * rng.range(0.3, 0.7))}" cy="${n(H * rng.range(0.3, 0.6))}" r="${n(s * rng.range(0.2, 0.32))}" fill="${rng.pick(palette)}" opacity="0.92"/>`;
	for (let i = 0; i < rng.int(3, 6); i++) {
		const w = s * rng.range(0.3, 0.9);
		const h = s * rng.range(0.025, 0.09);
		g += `<rect x="${n(W * rng.range(0.05, 0.7))}" y="${n(H * rng.range(0.1, 0.85))}" width="${n(w)}" height="${n(h)}" fill="${rng.pick(palette)}" opacity="0.9"/>`;
	}
	for (let i = 0; i < rng.int(2, 4); i++) {
		const a = s * rng.range(0.05, 0.14);
		g += `<rect x="${n(W * rng.range(0.1, 0.85))}" y="${n(H * rng.range(0.1, 0.8))}" width="${n(a)}" height="${n(a)}" fill="${rng.pick(palette)}"/>`;
	}
	g += `<path d="M${n(W * 0.05)} ${n(H * rng.range(0.2, 0.8))}L${n(W * 0.95)} ${n(H * rng.range(0.2, 0.8))}" stroke="${C.charcoal}" stroke-width="${n(s * 0.006)}"/>`;
	out += `<g transform="rotate(${n(rot)} ${n(W / 2)} ${n(H / 2)})">${g}</g>`;
	out += brushwork(
		ctx,
		0,
		0,
		W,
		H,
		[shade(ground, 0.1)],
		80,
		rng.jitter(0.5),
		W * 0.08,
		H * 0.02,
		0.05,
	);
	return out;
}

export function painting(ctx: Ctx): string {
	const style = ctx.rng.pick([
		colourField,
		colourField,
		stillLife,
		stillLife,
		constructivist,
		nestedSquares,
		squeegee,
		squeegee,
	]);
	let out = style(ctx);
	out += canvasWeave(ctx, 0.18);
	out += grain(ctx, 0.1);
	return out;
}
