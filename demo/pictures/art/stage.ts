/**
 * Theatre stage seen from the stalls: velvet curtains and a border, a lit cyclorama, set pieces,
 * performers in pools of follow-spot light, beams in haze.
 */
import { C, mix, shade } from './color.ts';
import { figure, type PoseName } from './figure.ts';
import { type Ctx, fill, glow, grain, linear, n, pts, vignette } from './kit.ts';

interface Mood {
	cyc: [string, string, string];
	beam: string;
	floor: string;
}

const MOODS: readonly Mood[] = [
	{ cyc: ['#0e1830', '#23407a', '#5a7fc0'], beam: '#cfe0ff', floor: '#1b1f2a' },
	{ cyc: ['#2a0e0a', '#7a2414', '#e0823a'], beam: '#ffd9a0', floor: '#2a1a14' },
	{ cyc: ['#10201e', '#1f5a55', '#7fc0b0'], beam: '#d8fff4', floor: '#16201f' },
	{ cyc: ['#1a0f24', '#4d2a6a', '#c07ab0'], beam: '#ffe0f4', floor: '#1c1622' },
	{ cyc: ['#241a0c', '#8a6a2a', '#f0d08a'], beam: '#fff2d0', floor: '#231d14' },
	{ cyc: ['#200a10', '#6a1420', '#d04a3a'], beam: '#ffe6d6', floor: '#20141a' },
];

/** A velvet fold pattern: a repeating horizontal gradient of light and dark bands. */
function velvet(ctx: Ctx, base: string, foldWidth: number, x0: number): string {
	return linear(
		ctx,
		[
			[0, shade(base, -0.55)],
			[0.3, shade(base, 0.08)],
			[0.45, shade(base, 0.22)],
			[0.6, shade(base, -0.05)],
			[1, shade(base, -0.55)],
		],
		x0,
		0,
		x0 + foldWidth,
		0,
		{ spread: 'repeat' },
	);
}

export function stage(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const mood = rng.pick(MOODS);
	const curtain = rng.pick([C.crimson, '#6a1a22', '#1f2a44', '#1e3a2c', '#2a1f2a']);
	const aspect = W / H;

	const top = H * (aspect > 2 ? 0.12 : 0.1); // lower edge of the border
	const apron = H * (aspect > 2 ? 0.86 : aspect > 1.2 ? 0.82 : 0.84); // front edge of the stage
	const upstage = apron - H * (aspect > 2 ? 0.2 : aspect < 1.2 ? 0.24 : 0.18); // where floor meets the cyclorama
	const vpX = W / 2 + rng.jitter(W * 0.03);
	const vpY = upstage - H * 0.3;

	// Cyclorama.
	let out = fill(
		ctx,
		linear(
			ctx,
			[
				[0, mood.cyc[0]],
				[0.55, mood.cyc[1]],
				[1, mood.cyc[2]],
			],
			0,
			0,
			0,
			upstage,
		),
	);
	out += glow(ctx, W * rng.range(0.3, 0.7), upstage, W * 0.6, H * 0.45, mood.cyc[2], 0.7, 0.9);
	// Sometimes a moon or sun disc.
	if (rng.chance(0.45)) {
		const r = Math.min(W, H) * rng.range(0.08, 0.14);
		const mx = W * rng.range(0.3, 0.7);
		const my = top + (upstage - top) * rng.range(0.25, 0.45);
		out += glow(ctx, mx, my, r * 3.2, r * 3.2, mood.beam, 0.35, 0.9);
		out += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(r)}" fill="${mix(mood.beam, mood.cyc[2], 0.2)}" opacity="0.92"/>`;
	}
	// Set pieces: dark flats, a platform with steps, hanging panels.
	const set = rng.pick(['stairs', 'flats', 'panels', 'arch'] as const);
	const setTone = shade(mood.floor, -0.2);
	if (set === 'stairs') {
		const sx = W * rng.range(0.25, 0.55);
		const sw = W * rng.range(0.25, 0.4);
		for (let i = 0; i < 5; i++) {
			const h = (upstage - top) * 0.08;
			const y = upstage - (i + 1) * h;
			const inset = i * sw * 0.06;
			out += `<rect x="${n(sx + inset)}" y="${n(y)}" width="${n(sw - inset * 2)}" height="${n(h + 1)}" fill="${shade(setTone, i % 2 ? 0.04 : 0)}"/>`;
			out += `<rect x="${n(sx + inset)}" y="${n(y)}" width="${n(sw - inset * 2)}" height="${n(h * 0.12)}" fill="${mood.beam}" opacity="0.18"/>`;
		}
	} else if (set === 'flats') {
		for (let i = 0; i < rng.int(2, 4); i++) {
			const fw = W * rng.range(0.06, 0.14);
			const fx = W * rng.range(0.15, 0.8);
			const fh = (upstage - top) * rng.range(0.45, 0.85);
			out += `<rect x="${n(fx)}" y="${n(upstage - fh)}" width="${n(fw)}" height="${n(fh)}" fill="${setTone}" opacity="0.92"/>`;
			out += `<rect x="${n(fx)}" y="${n(upstage - fh)}" width="${n(fw * 0.05)}" height="${n(fh)}" fill="${mood.beam}" opacity="0.2"/>`;
		}
	} else if (set === 'panels') {
		for (let i = 0; i < rng.int(3, 6); i++) {
			const pw = W * rng.range(0.03, 0.08);
			const px = W * rng.range(0.12, 0.85);
			const ph = (upstage - top) * rng.range(0.3, 0.6);
			out += `<rect x="${n(px)}" y="${n(top - 10)}" width="${n(pw)}" height="${n(ph)}" fill="${mix(setTone, mood.cyc[1], 0.3)}" opacity="0.85"/>`;
		}
	} else {
		const ax = W / 2 + rng.jitter(W * 0.1);
		const aw = Math.min(W * 0.32, (upstage - top) * 0.7);
		const ah = (upstage - top) * 0.8;
		out += `<path d="M${n(ax - aw)} ${n(upstage)}V${n(upstage - ah)}H${n(ax + aw)}V${n(upstage)}H${n(ax + aw * 0.62)}V${n(upstage - ah * 0.62)}A${n(aw * 0.62)} ${n(aw * 0.62)} 0 0 0 ${n(ax - aw * 0.62)} ${n(upstage - ah * 0.62)}V${n(upstage)}Z" fill="${setTone}"/>`;
	}

	// Stage floor in perspective, with board lines converging on the vanishing point.
	const fx = (X: number, y: number) => vpX + ((X - vpX) * (y - vpY)) / (apron - vpY);
	const floorPaint = linear(
		ctx,
		[
			[0, shade(mood.floor, 0.1)],
			[1, shade(mood.floor, -0.3)],
		],
		0,
		upstage,
		0,
		apron,
	);
	out += `<rect x="0" y="${n(upstage)}" width="${W}" height="${n(apron - upstage)}" fill="${floorPaint}"/>`;
	let boards = '';
	for (let X = -W; X < 2 * W; X += W * 0.035) {
		boards += `M${n(fx(X, upstage))} ${n(upstage)}L${n(X)} ${n(apron)}`;
	}
	out += `<path d="${boards}" stroke="#000" stroke-width="2" opacity="0.25"/>`;
	out += glow(
		ctx,
		W / 2,
		upstage,
		W * 0.7,
		(apron - upstage) * 0.6,
		mood.cyc[2],
		0.25,
		0.9,
		'screen',
	);

	// Performers, each in a pool of light with a beam from the rig above.
	const count = rng.pick([1, 2, 3, 3, 4, 5]);
	const poses: PoseName[] = ['stand', 'reach', 'open', 'arabesque', 'leap', 'speak', 'open'];
	const slots = rng.shuffle(Array.from({ length: count }, (_, i) => (i + 0.5) / count));
	const spread = aspect > 2 ? 0.5 : 0.6;
	let beams = '';
	let pools = '';
	let people = '';
	for (let i = 0; i < count; i++) {
		const depth = rng.range(0.15, 0.85); // 0 upstage, 1 at the apron
		const y = upstage + (apron - upstage) * depth;
		const x = W * (0.5 - spread / 2 + spread * (slots[i] ?? 0.5)) + rng.jitter(W * 0.03);
		const k = (y - vpY) / (apron - vpY);
		const h = H * (aspect > 2 ? 0.6 : 0.42) * k * (aspect < 1 ? 0.8 : 1);
		const poolR = h * 0.55;
		pools += glow(ctx, x, y, poolR * 1.4, poolR * 0.32, mood.beam, 0.55, 0.7);
		const srcX = x + rng.jitter(W * 0.2);
		beams += `<polygon points="${pts([
			[srcX - W * 0.01, -10],
			[srcX + W * 0.01, -10],
			[x + poolR * 1.2, y],
			[x - poolR * 1.2, y],
		])}" fill="${linear(
			ctx,
			[
				[0, mood.beam, 0.28],
				[1, mood.beam, 0.06],
			],
			0,
			0,
			0,
			1,
			{ units: 'bbox' },
		)}"/>`;
		// Shadow thrown back towards the cyclorama, then the figure.
		people += `<ellipse cx="${n(x + (x - srcX) * 0.15)}" cy="${n(y - h * 0.01)}" rx="${n(h * 0.22)}" ry="${n(h * 0.035)}" fill="#000" opacity="0.5"/>`;
		const costume = shade(rng.pick([mood.floor, C.charcoal, '#2a1f1f', '#1f2430']), -0.3);
		people += figure(x, y, h, rng.pick(poses), costume);
	}
	// Sort is not needed: beams and pools go under every figure.
	out += `<g style="mix-blend-mode:screen">${pools}${beams}</g>${people}`;

	// Haze over the whole picture.
	out += glow(
		ctx,
		W / 2,
		top + (upstage - top) * 0.5,
		W * 0.7,
		H * 0.45,
		mood.beam,
		0.08,
		0.9,
		'screen',
	);

	// Apron edge and the dark pit / first rows.
	out += `<rect x="0" y="${n(apron)}" width="${W}" height="${n(H * 0.015)}" fill="${shade(mood.floor, 0.2)}"/>`;
	out += `<rect x="0" y="${n(apron + H * 0.015)}" width="${W}" height="${n(H - apron)}" fill="${linear(
		ctx,
		[
			[0, '#0b0a0c'],
			[1, '#020203'],
		],
		0,
		apron,
		0,
		H,
	)}"/>`;
	if (aspect < 1.2 || rng.chance(0.6)) {
		// Heads of the audience in the front row.
		let heads = '';
		const hr = H * 0.035 * (aspect < 1 ? 0.7 : 1);
		for (let x = rng.range(-hr, hr); x < W + hr; x += hr * rng.range(2.2, 3)) {
			const cy = H - hr * rng.range(0.2, 0.8);
			heads += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(hr * 0.8)}" ry="${n(hr)}"/><ellipse cx="${n(x)}" cy="${n(cy + hr * 1.6)}" rx="${n(hr * 1.8)}" ry="${n(hr * 1.1)}"/>`;
		}
		out += `<g fill="${linear(
			ctx,
			[
				[0, shade(mood.floor, -0.2)],
				[0.3, '#050506'],
			],
			0,
			H - hr * 2,
			0,
			H,
		)}">${heads}</g>`;
	}

	// Main curtain, gathered to both sides, and the border across the top.
	const cw = W * (aspect > 2 ? 0.15 : aspect < 1 ? 0.22 : 0.19);
	const fold = Math.max(W * 0.018, 24);
	for (const side of [-1, 1]) {
		const edge = side < 0 ? 0 : W;
		const at = (f: number) => edge - side * cw * f; // f = 0 at the picture edge, 1 at the drape's inner top
		const tie = top + (apron - top) * 0.55;
		const d = `M${n(edge)} -10L${n(at(1.25))} -10C${n(at(1.24))} ${n(top + (tie - top) * 0.55)} ${n(at(0.85))} ${n(tie - (tie - top) * 0.06)} ${n(at(0.42))} ${n(tie)}C${n(at(0.55))} ${n(tie + (apron - tie) * 0.3)} ${n(at(0.95))} ${n(apron - (apron - tie) * 0.15)} ${n(at(1))} ${n(apron + H * 0.02)}L${n(edge)} ${n(apron + H * 0.02)}Z`;
		out += `<path d="${d}" fill="${velvet(ctx, curtain, fold, 0)}"/>`;
		out += `<path d="${d}" fill="${linear(
			ctx,
			[
				[0, '#000', 0.5],
				[0.4, '#000', 0.05],
				[0.7, '#000', 0.15],
				[1, '#000', 0.65],
			],
			0,
			0,
			0,
			apron,
		)}"/>`;
		// Stage light catching the inner edge of the drape.
		out += glow(ctx, at(0.5), tie, cw * 0.35, (apron - top) * 0.4, mood.beam, 0.14, 0.9, 'screen');
		// The tie-back.
		out += `<ellipse cx="${n(at(0.22))}" cy="${n(tie)}" rx="${n(cw * 0.22)}" ry="${n(H * 0.008 + 3)}" fill="${C.gold}" opacity="0.6"/>`;
	}
	const borderH = top;
	const swags = Math.max(3, Math.round(W / 420));
	let border = `M0 -10H${W}V${n(borderH * 0.7)}`;
	for (let i = swags; i > 0; i--) {
		const x1 = (W * (i - 1)) / swags;
		const xm = (W * (i - 0.5)) / swags;
		border += `Q${n(xm)} ${n(borderH * 1.35)} ${n(x1)} ${n(borderH * 0.7)}`;
	}
	border += 'Z';
	out += `<path d="${border}" fill="${velvet(ctx, curtain, fold * 1.4, 0)}"/>`;
	out += `<path d="${border}" fill="${linear(
		ctx,
		[
			[0, '#000', 0.65],
			[1, '#000', 0.15],
		],
		0,
		0,
		0,
		borderH * 1.2,
	)}"/>`;
	out += `<path d="${border.replace(/^M0 -10H[^V]+V/, `M${W} `).replace(/Z$/, '')}" fill="none" stroke="${C.gold}" stroke-width="${n(Math.max(3, H * 0.006))}" opacity="0.7"/>`;

	out += vignette(ctx, 0.5);
	out += grain(ctx, 0.14);
	return out;
}
