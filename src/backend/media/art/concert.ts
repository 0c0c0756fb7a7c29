/**
 * Concert hall: an orchestra on tiered risers in a wooden acoustic shell (or before organ pipes),
 * stand lights, the conductor on the podium, top light through haze and the dark heads of the
 * audience in front.
 */
import { C, mix, shade } from './color.ts';
import { figure } from './figure.ts';
import { type Ctx, fill, glow, grain, linear, n, pts, radial, vignette } from './kit.ts';

export function concert(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const aspect = W / H;
	const back = rng.pick(['shell', 'organ', 'dark'] as const);
	const wood = rng.pick(['#8a5a34', '#9a6a3e', '#7a4e2e', '#a57a4a']);
	const light = rng.pick(['#ffd9a0', '#ffe6bf', '#fff0d8']);
	const accent = rng.pick(['#4a64a8', '#8a3a5e', '#3a7a78', '#a0522d']);

	const stageFront = H * (aspect > 2 ? 0.84 : aspect > 1.2 ? 0.8 : 0.8);
	// Taller pictures show more tiers (a choir behind the orchestra).
	const tiers = aspect < 0.9 ? 7 : aspect < 1.2 ? 6 : 4;
	const unit = Math.min(H * (aspect > 2 ? 0.095 : 0.08), W * 0.045);
	const step = unit * 0.95;
	const floorTop = stageFront - unit * 0.35 - (tiers - 1) * step - step * 0.6;
	const shellBottom = floorTop - H * 0.02;
	const shellTop = Math.max(H * 0.08, shellBottom - H * (aspect > 2 ? 0.4 : 0.34));
	const cx = W / 2 + rng.jitter(W * 0.02);
	const hallW = Math.min(W * 1.08, H * 2.5);

	let out = fill(ctx, '#0d0a09');
	// Back of the platform.
	if (back === 'shell' || back === 'organ') {
		const wallPaint = linear(
			ctx,
			[
				[0, shade(wood, -0.55)],
				[0.7, shade(wood, -0.1)],
				[1, shade(wood, -0.3)],
			],
			0,
			shellTop,
			0,
			shellBottom + H * 0.1,
		);
		out += `<rect x="${n(cx - hallW / 2)}" y="${n(shellTop)}" width="${n(hallW)}" height="${n(shellBottom - shellTop + H * 0.1)}" fill="${wallPaint}"/>`;
		// Vertical slats of the acoustic panelling.
		let slats = '';
		for (let x = cx - hallW / 2; x < cx + hallW / 2; x += hallW / 48) {
			slats += `M${n(x)} ${n(shellTop)}V${n(shellBottom + H * 0.1)}`;
		}
		out += `<path d="${slats}" stroke="#000" stroke-width="${n(Math.max(2, W * 0.002))}" opacity="0.3"/>`;
	}
	if (back === 'organ') {
		// Organ case with pipes, tallest in the middle towers.
		const pipes = 31;
		const ow = hallW * 0.62;
		const ob = shellBottom + H * 0.02;
		const maxH = (ob - shellTop) * 0.95;
		const pipePaint = linear(
			ctx,
			[
				[0, '#3a3230'],
				[0.35, '#c9b48a'],
				[0.6, '#7a6a52'],
				[1, '#2a2422'],
			],
			0,
			0,
			1,
			0,
			{ units: 'bbox' },
		);
		let g = '';
		for (let i = 0; i < pipes; i++) {
			const t = i / (pipes - 1);
			const tower = Math.abs(Math.sin(t * Math.PI * 2.5));
			const ph = maxH * (0.45 + 0.55 * tower);
			const pw = (ow / pipes) * 0.72;
			const px = cx - ow / 2 + t * ow - pw / 2;
			g += `<rect x="${n(px)}" y="${n(ob - ph)}" width="${n(pw)}" height="${n(ph)}" rx="${n(pw / 2)}" fill="${pipePaint}"/>`;
			g += `<path d="M${n(px + pw * 0.15)} ${n(ob - ph * 0.22)}l${n(pw * 0.35)} ${n(-pw * 0.5)}l${n(pw * 0.35)} ${n(pw * 0.5)}" fill="#1a1512"/>`;
		}
		out += `<rect x="${n(cx - ow * 0.55)}" y="${n(ob - maxH * 0.3)}" width="${n(ow * 1.1)}" height="${n(maxH * 0.3 + H * 0.05)}" fill="${shade(wood, -0.35)}"/>`;
		out += g;
	}
	if (back === 'dark') {
		out += glow(
			ctx,
			cx,
			shellBottom,
			hallW * 0.7,
			(shellBottom - shellTop) * 1.2,
			accent,
			0.8,
			0.9,
		);
		// Tall acoustic panels on the back wall, washed with coloured light from below.
		const panels = rng.int(5, 9);
		const pw = (hallW * 0.8) / panels;
		const panelPaint = linear(
			ctx,
			[
				[0, accent, 0],
				[0.7, accent, 0.35],
				[1, mix(accent, light, 0.5), 0.6],
			],
			0,
			shellTop,
			0,
			shellBottom + H * 0.05,
		);
		let slats = '';
		for (let i = 0; i < panels; i++) {
			const x = cx - hallW * 0.4 + i * pw + pw * 0.12;
			slats += `<rect x="${n(x)}" y="${n(shellTop)}" width="${n(pw * 0.76)}" height="${n(shellBottom - shellTop + H * 0.05)}"/>`;
		}
		out += `<g fill="${panelPaint}">${slats}</g>`;
	}
	// Warm top light on the platform.
	out += glow(
		ctx,
		cx,
		shellBottom + (stageFront - shellBottom) * 0.4,
		hallW * 0.6,
		(stageFront - shellTop) * 0.7,
		light,
		0.32,
		0.85,
		'screen',
	);

	// Risers: tiers stepping up towards the back, each with a lit top and a darker front face.
	const curve = unit * 0.6; // the rows are arcs: their ends come forward
	const rowY = (i: number) => stageFront - unit * 0.35 - i * step;
	const arc = (x: number, i: number) => {
		const u = (x - cx) / (hallW * (0.5 - i * 0.03));
		return rowY(i) + curve * Math.min(1, u * u);
	};
	const rimPts = (i: number): [number, number][] =>
		Array.from({ length: 17 }, (_, k) => {
			const x = cx - hallW / 2 + (hallW * k) / 16;
			return [x, arc(x, i)];
		});
	const rimOf = (i: number) => `M${pts(rimPts(i)).replace(/ /g, 'L')}`;
	out += `<rect x="${n(cx - hallW / 2)}" y="${n(floorTop)}" width="${n(hallW)}" height="${n(stageFront - floorTop)}" fill="${linear(
		ctx,
		[
			[0, shade(wood, -0.15)],
			[1, shade(wood, -0.4)],
		],
		0,
		floorTop,
		0,
		stageFront,
	)}"/>`;
	const stands: string[] = [];
	for (let i = tiers - 1; i >= 0; i--) {
		// Front face of this tier (below its rim), drawn before its musicians.
		if (i > 0) {
			const rim = rimPts(i);
			const face = [...rim, ...rim.map(([x, y]): [number, number] => [x, y + step]).reverse()];
			out += `<polygon points="${pts(face)}" fill="${linear(
				ctx,
				[
					[0, shade(wood, -0.35)],
					[1, shade(wood, -0.6)],
				],
				0,
				rowY(i),
				0,
				rowY(i) + step,
			)}"/>`;
			out += `<path d="${rimOf(i)}" stroke="${shade(wood, 0.35)}" stroke-width="${n(Math.max(2, H * 0.003))}" fill="none" opacity="0.7"/>`;
		}
		const s = unit * (0.82 + 0.06 * (tiers - 1 - i));
		const count = Math.round(hallW / (s * (i === 0 ? 1.5 : 1.05)));
		let g = '';
		for (let k = 0; k < count; k++) {
			const t = (k + 0.5) / count;
			const x = cx - hallW * 0.47 + hallW * 0.94 * t + rng.jitter(s * 0.1);
			if (i === 0 && Math.abs(x - cx) < s * 1.6) continue; // room for the podium
			const y = arc(x, i) - s * 0.05;
			const dress = rng.chance(0.8) ? '#0e0c0c' : rng.pick(['#1c1a24', '#241616', '#16201c']);
			g += `<path d="M${n(x - s * 0.34)} ${n(y)}Q${n(x - s * 0.32)} ${n(y - s * 0.64)} ${n(x)} ${n(y - s * 0.68)}Q${n(x + s * 0.32)} ${n(y - s * 0.64)} ${n(x + s * 0.34)} ${n(y)}Z" fill="${dress}"/>`;
			g += `<circle cx="${n(x)}" cy="${n(y - s * 0.84)}" r="${n(s * 0.17)}" fill="#0f0c0b"/>`;
			// Top light catching hair and shoulders.
			g += `<path d="M${n(x - s * 0.12)} ${n(y - s * 0.96)}a${n(s * 0.17)} ${n(s * 0.17)} 0 0 1 ${n(s * 0.24)} 0M${n(x - s * 0.3)} ${n(y - s * 0.5)}Q${n(x)} ${n(y - s * 0.72)} ${n(x + s * 0.3)} ${n(y - s * 0.5)}" stroke="${light}" stroke-width="${n(s * 0.035)}" fill="none" opacity="0.35"/>`;
			if (i === tiers - 1) {
				if (Math.abs(x - cx) < hallW * 0.14) {
					g += `<ellipse cx="${n(x)}" cy="${n(y - s * 0.1)}" rx="${n(s * 0.42)}" ry="${n(s * 0.2)}" fill="${radial(
						ctx,
						[
							[0, '#e8a868'],
							[1, '#5a2e14'],
						],
						0.4,
						0.3,
						0.8,
						{ units: 'bbox' },
					)}"/>`;
				} else {
					g += `<circle cx="${n(x + s * 0.26)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.13)}" fill="${C.gold}"/>`;
					g += glow(ctx, x + s * 0.26, y - s * 0.5, s * 0.32, s * 0.32, '#fff2c0', 0.55, 0.6);
				}
			} else if (i === 0 && Math.abs(x - cx) > hallW * 0.3) {
				// Cellos at the front sides.
				g += `<ellipse cx="${n(x)}" cy="${n(y - s * 0.14)}" rx="${n(s * 0.24)}" ry="${n(s * 0.42)}" fill="${radial(
					ctx,
					[
						[0, shade(wood, 0.3)],
						[1, shade(wood, -0.5)],
					],
					0.4,
					0.35,
					0.8,
					{ units: 'bbox' },
				)}"/>`;
				g += `<path d="M${n(x)} ${n(y - s * 0.55)}V${n(y - s * 1.1)}M${n(x - s * 0.48)} ${n(y - s * 0.28)}L${n(x + s * 0.42)} ${n(y - s * 0.05)}" stroke="#1a1210" stroke-width="${n(s * 0.045)}"/>`;
			} else if (i <= 1) {
				// Violins under the chin and bows.
				const dir = rng.chance(0.5) ? 1 : -1;
				g += `<path d="M${n(x - s * 0.05)} ${n(y - s * 0.72)}l${n(-s * 0.34)} ${n(s * 0.13)}" stroke="${shade(wood, 0.15)}" stroke-width="${n(s * 0.11)}" stroke-linecap="round"/>`;
				g += `<path d="M${n(x - s * 0.2)} ${n(y - s * (0.56 + 0.26 * dir))}L${n(x + s * 0.48)} ${n(y - s * (0.56 - 0.26 * dir))}" stroke="#d8cbb0" stroke-width="${n(s * 0.025)}" opacity="0.7"/>`;
			} else if (rng.chance(0.5)) {
				// Woodwinds: a slim dark instrument held forward.
				g += `<path d="M${n(x)} ${n(y - s * 0.7)}l${n(s * 0.08)} ${n(s * 0.55)}" stroke="#050404" stroke-width="${n(s * 0.06)}"/>`;
			}
			// Music stand in front, with its lamp.
			const sx = x + s * 0.05;
			const sy = y + s * 0.02;
			stands.push(
				`<path d="M${n(sx)} ${n(sy)}v${n(s * 0.3)}" stroke="#0a0808" stroke-width="${n(s * 0.04)}"/><polygon points="${pts(
					[
						[sx - s * 0.28, sy - s * 0.12],
						[sx + s * 0.28, sy - s * 0.12],
						[sx + s * 0.24, sy + s * 0.06],
						[sx - s * 0.24, sy + s * 0.06],
					],
				)}" fill="#0a0808"/><rect x="${n(sx - s * 0.24)}" y="${n(sy - s * 0.15)}" width="${n(s * 0.48)}" height="${n(s * 0.04)}" fill="#fff4d8" opacity="0.85"/>`,
			);
		}
		out += g + stands.join('');
		stands.length = 0;
	}
	// Stand lights add up to a warm glow over the orchestra.
	out += glow(ctx, cx, rowY(1), hallW * 0.55, unit * 3, '#ffcf8a', 0.22, 0.9, 'screen');

	// Conductor on the podium, seen from behind.
	const podiumY = stageFront + H * 0.005;
	const ch = unit * 2.6;
	out += `<rect x="${n(cx - ch * 0.22)}" y="${n(podiumY - ch * 0.1)}" width="${n(ch * 0.44)}" height="${n(ch * 0.12)}" fill="#120e0c"/>`;
	out += figure(cx, podiumY - ch * 0.1, ch, 'conduct', '#050404');

	// Stage edge and the hall.
	out += `<rect x="0" y="${n(stageFront)}" width="${W}" height="${n(H * 0.012)}" fill="${shade(wood, -0.1)}"/>`;
	out += `<rect x="0" y="${n(stageFront + H * 0.012)}" width="${W}" height="${n(H)}" fill="#070606"/>`;
	// Balcony fronts with lamps on the sides (visible in wider pictures).
	for (const side of [-1, 1]) {
		const bx = cx + side * hallW * 0.5;
		for (let level = 0; level < 3; level++) {
			const by = shellTop + (shellBottom - shellTop) * (0.2 + level * 0.35);
			const bw = W * 0.3;
			const x0 = side < 0 ? bx - bw : bx;
			out += `<rect x="${n(x0)}" y="${n(by)}" width="${n(bw)}" height="${n(H * 0.025)}" fill="${shade(wood, -0.55)}"/>`;
			out += `<rect x="${n(x0)}" y="${n(by)}" width="${n(bw)}" height="${n(H * 0.004)}" fill="${C.gold}" opacity="0.4"/>`;
			let lamps = '';
			for (let k = 0; k < 5; k++) {
				lamps += `<circle cx="${n(x0 + bw * (0.1 + k * 0.2))}" cy="${n(by - H * 0.008)}" r="${n(H * 0.005 + 1)}"/>`;
			}
			out += `<g fill="#ffe2b0" opacity="0.85">${lamps}</g>`;
			out += glow(ctx, x0 + bw / 2, by, bw * 0.6, H * 0.04, '#ffd79a', 0.25, 0.8);
		}
	}
	// Lighting rig: a row of small lamps above the platform.
	const lamps = rng.int(5, 9);
	let rig = '';
	for (let i = 0; i < lamps; i++) {
		const lx = cx - hallW * 0.42 + (hallW * 0.84 * i) / (lamps - 1);
		rig += `<circle cx="${n(lx)}" cy="${n(Math.max(H * 0.03, shellTop * 0.5))}" r="${n(H * 0.004 + 2)}"/>`;
	}
	out += `<g fill="#fff6e0" opacity="0.8">${rig}</g>`;
	out += glow(ctx, cx, Math.max(H * 0.03, shellTop * 0.5), hallW * 0.5, H * 0.05, light, 0.18, 0.9);
	// Audience in the dark foreground.
	const hr = H * (aspect > 2 ? 0.05 : 0.04);
	let heads = '';
	const audienceRows = aspect < 1.2 ? 3 : 2;
	for (let row = 0; row < audienceRows; row++) {
		const depth = audienceRows - 1 - row;
		const y = H - hr * (0.6 + depth * 1.9);
		const size = hr * (1.1 - depth * 0.25);
		for (let x = rng.range(-size, size); x < W + size; x += size * rng.range(2.1, 2.8)) {
			heads += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.78)}" ry="${n(size)}"/><ellipse cx="${n(x)}" cy="${n(y + size * 1.7)}" rx="${n(size * 1.8)}" ry="${n(size * 1.1)}"/>`;
		}
	}
	out += `<g fill="${linear(
		ctx,
		[
			[0, mix('#1a1410', light, 0.12)],
			[0.25, '#080606'],
		],
		0,
		H - hr * (1.6 + (audienceRows - 1) * 1.9),
		0,
		H,
	)}">${heads}</g>`;
	out += glow(ctx, cx, shellBottom, W * 0.7, H * 0.5, light, 0.07, 0.9, 'screen');
	out += vignette(ctx, 0.55);
	out += grain(ctx, 0.14);
	return out;
}
