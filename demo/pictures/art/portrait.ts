/**
 * Ensemble portrait placeholder: a stylised head-and-shoulders figure against a mottled studio
 * backdrop, modelled by a soft key light and a rim light. No facial features, so it reads as
 * "a person" without pretending to be anyone.
 */
import { C, mix, shade } from './color.ts';
import { type Ctx, fill, glow, grain, linear, n, radial, vignette } from './kit.ts';

const SKIN = ['#ecc9ad', '#dfb08f', '#c99570', '#a8744f', '#7f5439', '#5a3b29'] as const;
const HAIR = ['#1d1611', '#3a2819', '#5a3d22', '#8a6a45', '#b89a6a', '#6e6a66', '#2a2a2e'] as const;

interface Backdrop {
	base: string;
	light: string;
	lowKey: boolean;
}

const BACKDROPS: readonly Backdrop[] = [
	{ base: '#2f3a44', light: '#7d8c96', lowKey: true },
	{ base: '#3b3530', light: '#8f8272', lowKey: true },
	{ base: '#24352d', light: '#6f8a78', lowKey: true },
	{ base: '#3a2424', light: '#8e5a50', lowKey: true },
	{ base: '#b9b2a4', light: '#ece6d8', lowKey: false },
	{ base: '#9aa7ae', light: '#dfe5e6', lowKey: false },
	{ base: '#c2a88a', light: '#efdcc0', lowKey: false },
];

export function portrait(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const bd = rng.pick(BACKDROPS);
	const key: 1 | -1 = rng.chance(0.5) ? 1 : -1; // side the key light comes from
	const skin = rng.pick(SKIN);
	const hair = rng.pick(HAIR);
	const hairStyle = rng.pick(['short', 'crop', 'bun', 'long', 'bob', 'curls', 'none'] as const);
	const garment = rng.pick(['jacket', 'jacket', 'turtleneck', 'neckline', 'shirt'] as const);
	const cloth = rng.pick([
		C.charcoal,
		C.navy,
		'#2b2f2a',
		'#4a3a30',
		C.oxblood,
		'#3b4e63',
		'#5a5a5a',
		'#6b5a48',
		'#d9d0bf',
	]);

	// Backdrop: painted canvas with a pool of light behind the sitter.
	let out = fill(
		ctx,
		linear(
			ctx,
			[
				[0, shade(bd.base, 0.05)],
				[1, shade(bd.base, -0.2)],
			],
			0,
			0,
			0,
			H,
		),
	);
	for (let i = 0; i < 7; i++) {
		const tone = rng.chance(0.5) ? shade(bd.base, 0.14) : shade(bd.base, -0.16);
		out += glow(
			ctx,
			rng.range(0, W),
			rng.range(0, H),
			W * rng.range(0.15, 0.35),
			H * rng.range(0.15, 0.35),
			tone,
			0.5,
			0.9,
		);
	}

	const aspect = W / H;
	const hh = Math.min(
		H * (aspect > 2 ? 0.46 : aspect > 1.2 ? 0.4 : 0.34),
		(W * 0.9) / (2.9 * 0.74),
	);
	const hw = hh * 0.74;
	const hx = aspect > 1.3 ? W * (0.5 + key * -0.17) : W * 0.5 + rng.jitter(W * 0.02);
	const hy = H * (aspect > 2 ? 0.1 : 0.13) + hh * 0.5 + (aspect > 2 ? 0 : rng.range(0, H * 0.03));
	out += glow(
		ctx,
		hx - key * hw * 0.6,
		hy + hh * 0.1,
		Math.max(W, H) * 0.45,
		H * 0.55,
		bd.light,
		0.75,
		0.9,
	);

	const lit = shade(skin, 0.18);
	const dark = shade(skin, bd.lowKey ? -0.62 : -0.38);
	const skinPaint = linear(
		ctx,
		key > 0
			? [
					[0, dark],
					[bd.lowKey ? 0.5 : 0.35, shade(skin, bd.lowKey ? -0.25 : -0.05)],
					[0.8, skin],
					[1, lit],
				]
			: [
					[0, lit],
					[0.2, skin],
					[bd.lowKey ? 0.5 : 0.65, shade(skin, bd.lowKey ? -0.25 : -0.05)],
					[1, dark],
				],
		hx - hw * 0.55,
		0,
		hx + hw * 0.55,
		0,
	);
	const clothLit = shade(cloth, bd.lowKey ? 0.1 : 0.2);
	const clothDark = shade(cloth, -0.55);
	const clothPaint = linear(
		ctx,
		key > 0
			? [
					[0, clothDark],
					[0.6, cloth],
					[1, clothLit],
				]
			: [
					[0, clothLit],
					[0.4, cloth],
					[1, clothDark],
				],
		hx - hw * 1.6,
		0,
		hx + hw * 1.6,
		0,
	);
	const hairLit = shade(hair, 0.25);
	const hairPaint = linear(
		ctx,
		key > 0
			? [
					[0, shade(hair, -0.4)],
					[0.6, hair],
					[1, hairLit],
				]
			: [
					[0, hairLit],
					[0.4, hair],
					[1, shade(hair, -0.4)],
				],
		hx - hw * 0.7,
		0,
		hx + hw * 0.7,
		0,
	);

	const top = hy - hh / 2;
	const chinY = hy + hh / 2;
	const head = `M${n(hx)} ${n(top)}C${n(hx + hw * 0.56)} ${n(top)} ${n(hx + hw * 0.54)} ${n(hy + hh * 0.02)} ${n(hx + hw * 0.45)} ${n(hy + hh * 0.2)}C${n(hx + hw * 0.38)} ${n(hy + hh * 0.4)} ${n(hx + hw * 0.18)} ${n(chinY)} ${n(hx)} ${n(chinY)}C${n(hx - hw * 0.18)} ${n(chinY)} ${n(hx - hw * 0.38)} ${n(hy + hh * 0.4)} ${n(hx - hw * 0.45)} ${n(hy + hh * 0.2)}C${n(hx - hw * 0.54)} ${n(hy + hh * 0.02)} ${n(hx - hw * 0.56)} ${n(top)} ${n(hx)} ${n(top)}Z`;
	const shoulderY = hy + hh * 0.86;
	const sw = hw * rng.range(2.7, 3.1);
	const neckW = hw * 0.23;
	const baseY = shoulderY - hh * 0.12; // where the neck meets the shoulders
	const dip = garment === 'neckline';
	// Where the shoulder line meets the collar: at the neck, or at the edge of a low neckline.
	const endX = dip ? neckW * 2.3 : neckW;
	const endY = dip ? baseY + hh * 0.06 : baseY;
	const ctrlX = dip ? neckW * 2.7 : neckW * 2.2;
	const collar = dip
		? `Q${n(hx)} ${n(shoulderY + hh * 0.5)} ${n(hx + endX)} ${n(endY)}`
		: `L${n(hx + endX)} ${n(endY)}`;
	// Sloping trapezius from the neck to the shoulder point, then the upper arm.
	const torso = `M${n(hx - sw * 0.6)} ${n(H + 20)}C${n(hx - sw * 0.6)} ${n(shoulderY + hh * 0.6)} ${n(hx - sw * 0.56)} ${n(shoulderY + hh * 0.2)} ${n(hx - sw * 0.42)} ${n(shoulderY + hh * 0.1)}C${n(hx - sw * 0.3)} ${n(shoulderY + hh * 0.02)} ${n(hx - ctrlX)} ${n(baseY + hh * 0.03)} ${n(hx - endX)} ${n(endY)}${collar}C${n(hx + ctrlX)} ${n(baseY + hh * 0.03)} ${n(hx + sw * 0.3)} ${n(shoulderY + hh * 0.02)} ${n(hx + sw * 0.42)} ${n(shoulderY + hh * 0.1)}C${n(hx + sw * 0.56)} ${n(shoulderY + hh * 0.2)} ${n(hx + sw * 0.6)} ${n(shoulderY + hh * 0.6)} ${n(hx + sw * 0.6)} ${n(H + 20)}Z`;
	// Neck narrowing under the jaw and flaring into the shoulders (and the chest for a neckline).
	const neckBottom = dip ? shoulderY + hh * 0.5 : baseY + hh * 0.04;
	const neck = `M${n(hx - neckW * 0.92)} ${n(hy + hh * 0.28)}C${n(hx - neckW * 0.95)} ${n(baseY - hh * 0.1)} ${n(hx - neckW * 1.3)} ${n(baseY)} ${n(hx - neckW * (dip ? 2.6 : 1.9))} ${n(neckBottom)}L${n(hx + neckW * (dip ? 2.6 : 1.9))} ${n(neckBottom)}C${n(hx + neckW * 1.3)} ${n(baseY)} ${n(hx + neckW * 0.95)} ${n(baseY - hh * 0.1)} ${n(hx + neckW * 0.92)} ${n(hy + hh * 0.28)}Z`;

	// Rim light: the whole figure in a pale tone, offset away from the key light, shows as a thin
	// bright edge once the figure is drawn over it.
	const rimTone = mix(bd.light, '#ffffff', 0.4);
	const rimOffset = hw * 0.014 * -key;
	const figureShapes = (
		paintHead: string,
		paintNeck: string,
		paintTorso: string,
		paintHair: string,
	) => {
		let g = '';
		if (hairStyle === 'long') {
			g += `<path d="M${n(hx - hw * 0.58)} ${n(hy - hh * 0.1)}C${n(hx - hw * 0.7)} ${n(hy + hh * 0.5)} ${n(hx - hw * 0.75)} ${n(shoulderY + hh * 0.2)} ${n(hx - hw * 0.55)} ${n(shoulderY + hh * 0.35)}L${n(hx + hw * 0.55)} ${n(shoulderY + hh * 0.35)}C${n(hx + hw * 0.75)} ${n(shoulderY + hh * 0.2)} ${n(hx + hw * 0.7)} ${n(hy + hh * 0.5)} ${n(hx + hw * 0.58)} ${n(hy - hh * 0.1)}Z" fill="${paintHair}"/>`;
		}
		g += `<path d="${neck}" fill="${paintNeck}"/>`;
		if (dip) {
			// Skin inside the neckline: the slope of the shoulders continues down to its edge.
			g += `<path d="M${n(hx - endX)} ${n(endY)}L${n(hx - neckW * 1.15)} ${n(baseY - hh * 0.03)}L${n(hx + neckW * 1.15)} ${n(baseY - hh * 0.03)}L${n(hx + endX)} ${n(endY)}Q${n(hx)} ${n(shoulderY + hh * 0.5)} ${n(hx - endX)} ${n(endY)}Z" fill="${paintNeck}"/>`;
		}
		g += `<path d="${torso}" fill="${paintTorso}"/>`;
		// Ears.
		g += `<ellipse cx="${n(hx - hw * 0.47)}" cy="${n(hy + hh * 0.04)}" rx="${n(hw * 0.07)}" ry="${n(hh * 0.09)}" fill="${paintHead}"/>`;
		g += `<ellipse cx="${n(hx + hw * 0.47)}" cy="${n(hy + hh * 0.04)}" rx="${n(hw * 0.07)}" ry="${n(hh * 0.09)}" fill="${paintHead}"/>`;
		g += `<path d="${head}" fill="${paintHead}"/>`;
		g += hairShape(paintHair);
		return g;
	};
	const hairShape = (paint: string): string => {
		const crown = `M${n(hx - hw * 0.5)} ${n(hy - hh * 0.02)}C${n(hx - hw * 0.62)} ${n(top - hh * 0.12)} ${n(hx + hw * 0.62)} ${n(top - hh * 0.12)} ${n(hx + hw * 0.5)} ${n(hy - hh * 0.02)}C${n(hx + hw * 0.4)} ${n(top + hh * 0.12)} ${n(hx - hw * 0.1)} ${n(top + hh * 0.2)} ${n(hx - hw * 0.5)} ${n(hy - hh * 0.02)}Z`;
		switch (hairStyle) {
			case 'short':
				return `<path d="${crown}" fill="${paint}"/>`;
			case 'crop':
				return `<path d="M${n(hx - hw * 0.49)} ${n(hy - hh * 0.04)}C${n(hx - hw * 0.58)} ${n(top - hh * 0.06)} ${n(hx + hw * 0.58)} ${n(top - hh * 0.06)} ${n(hx + hw * 0.49)} ${n(hy - hh * 0.04)}C${n(hx + hw * 0.42)} ${n(top + hh * 0.22)} ${n(hx - hw * 0.42)} ${n(top + hh * 0.22)} ${n(hx - hw * 0.49)} ${n(hy - hh * 0.04)}Z" fill="${paint}"/>`;
			case 'bun':
				return `<circle cx="${n(hx + key * -hw * 0.05)}" cy="${n(top - hh * 0.06)}" r="${n(hw * 0.24)}" fill="${paint}"/><path d="${crown}" fill="${paint}"/>`;
			case 'long':
			case 'bob': {
				const len = hairStyle === 'bob' ? hy + hh * 0.42 : hy + hh * 0.2;
				return `<path d="M${n(hx - hw * 0.6)} ${n(len)}C${n(hx - hw * 0.72)} ${n(top - hh * 0.1)} ${n(hx + hw * 0.72)} ${n(top - hh * 0.1)} ${n(hx + hw * 0.6)} ${n(len)}L${n(hx + hw * 0.44)} ${n(len)}C${n(hx + hw * 0.46)} ${n(hy - hh * 0.1)} ${n(hx + hw * 0.3)} ${n(top + hh * 0.16)} ${n(hx - hw * 0.05)} ${n(top + hh * 0.14)}C${n(hx - hw * 0.3)} ${n(top + hh * 0.2)} ${n(hx - hw * 0.46)} ${n(hy - hh * 0.1)} ${n(hx - hw * 0.44)} ${n(len)}Z" fill="${paint}"/>`;
			}
			case 'curls': {
				let g = `<path d="${crown}" fill="${paint}"/>`;
				for (let i = 0; i < 26; i++) {
					const a = Math.PI * (1.0 + (i / 25) * 1.0);
					const r = hw * rng.range(0.1, 0.15);
					const rr = rng.range(0.92, 1.05);
					g += `<circle cx="${n(hx + Math.cos(a) * hw * 0.5 * rr)}" cy="${n(hy - hh * 0.06 + Math.sin(a) * hh * 0.5 * rr)}" r="${n(r)}" fill="${paint}"/>`;
				}
				return g;
			}
			default:
				return '';
		}
	};
	const tilt = rng.jitter(3);
	if (bd.lowKey) {
		// (A blurred copy looks softer but costs more to rasterise than the whole rest of the picture.)
		const rimPaint = linear(
			ctx,
			key > 0
				? [
						[0, rimTone, 0.85],
						[0.45, rimTone, 0.5],
						[1, rimTone, 0],
					]
				: [
						[0, rimTone, 0],
						[0.55, rimTone, 0.5],
						[1, rimTone, 0.85],
					],
			hx - hw * 1.5,
			0,
			hx + hw * 1.5,
			0,
		);
		out += `<g transform="translate(${n(rimOffset)} ${n(-hh * 0.008)}) rotate(${n(tilt)} ${n(hx)} ${n(chinY)})">${figureShapes(rimPaint, rimPaint, rimPaint, rimPaint)}</g>`;
	}
	out += `<g transform="rotate(${n(tilt)} ${n(hx)} ${n(chinY)})">${figureShapes(
		skinPaint,
		linear(
			ctx,
			[
				[0, shade(skin, -0.6)],
				[0.5, shade(skin, -0.3)],
				[1, shade(skin, -0.15)],
			],
			0,
			hy + hh * 0.3,
			0,
			neckBottom,
		),
		clothPaint,
		hairPaint,
	)}</g>`;
	// Garment details.
	if (garment === 'jacket' || garment === 'shirt') {
		const shirt =
			garment === 'jacket' ? rng.pick([C.ivory, '#d8dde0', C.cream]) : shade(cloth, 0.1);
		const vY = shoulderY + hh * (garment === 'jacket' ? 0.75 : 0.3);
		out += `<path d="M${n(hx - neckW * 1.05)} ${n(baseY)}L${n(hx)} ${n(vY)}L${n(hx + neckW * 1.05)} ${n(baseY)}Z" fill="${
			garment === 'jacket'
				? linear(
						ctx,
						[
							[0, shade(shirt, -0.1)],
							[1, shade(shirt, -0.45)],
						],
						0,
						shoulderY,
						0,
						vY,
					)
				: shade(skin, -0.3)
		}"/>`;
		if (garment === 'jacket') {
			const lapel = shade(cloth, -0.25);
			for (const side of [-1, 1]) {
				out += `<path d="M${n(hx + side * neckW * 1.1)} ${n(baseY)}L${n(hx + side * neckW * 0.15)} ${n(vY)}L${n(hx + side * neckW * 1.9)} ${n(shoulderY + hh * 0.35)}L${n(hx + side * neckW * 2.3)} ${n(shoulderY + hh * 0.05)}Z" fill="${lapel}" opacity="0.75"/>`;
			}
		}
	} else if (garment === 'turtleneck') {
		out += `<path d="M${n(hx - neckW * 1.08)} ${n(baseY - hh * 0.2)}L${n(hx - neckW * 1.5)} ${n(baseY + hh * 0.03)}L${n(hx + neckW * 1.5)} ${n(baseY + hh * 0.03)}L${n(hx + neckW * 1.08)} ${n(baseY - hh * 0.2)}Z" fill="${clothPaint}"/>`;
		out += `<ellipse cx="${n(hx)}" cy="${n(baseY - hh * 0.2)}" rx="${n(neckW * 1.08)}" ry="${n(hh * 0.03)}" fill="${shade(cloth, 0.08)}"/>`;
	}
	// Shadow under the jaw and soft modelling of the face.
	out += glow(ctx, hx, chinY + hh * 0.06, hw * 0.32, hh * 0.08, '#000', 0.35, 0.8);
	out += `<path d="${head}" fill="${radial(
		ctx,
		[
			[0, '#fff', 0.18],
			[1, '#fff', 0],
		],
		0.5 + key * 0.2,
		0.42,
		0.45,
		{ units: 'bbox' },
	)}"/>`;
	// Key light falling across the whole scene, then lens vignette and grain.
	out += glow(
		ctx,
		hx + key * W * 0.3,
		hy,
		W * 0.6,
		H * 0.7,
		'#fff3e0',
		bd.lowKey ? 0.1 : 0.16,
		0.9,
	);
	out += vignette(ctx, bd.lowKey ? 0.55 : 0.3);
	out += grain(ctx, 0.12);
	return out;
}
