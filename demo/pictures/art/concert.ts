/**
 * Concerts: either a hall with an orchestra on tiered risers in a wooden acoustic shell (or before
 * organ pipes), stand lights, the conductor on the podium and the dark heads of the audience in
 * front; or a small ensemble (jazz trio, string quartet, recital with piano) in spotlights on a
 * club or chamber stage. Seeds naming the kind of concert ("jazz", "trio", "orgel", …) choose
 * the matching scene.
 */
import { C, mix, shade } from './color.ts';
import { figure } from './figure.ts';
import { type Ctx, fill, glow, grain, linear, n, pts, radial, vignette } from './kit.ts';

type Ensemble = 'jazz' | 'strings' | 'recital';

/** Reads the kind of concert from words in the seed, if it names one. */
function hint(seed: string): { ensemble?: Ensemble; organ?: boolean; orchestra?: boolean } {
	if (/orchester|orchestra|sinfoni|symphon|philharm/.test(seed)) return { orchestra: true };
	if (/jazz|swing|blues|band|combo|club|bar-/.test(seed)) return { ensemble: 'jazz' };
	if (/quartett|quartet|quintett|streich|string|kammer|chamber|trio/.test(seed)) {
		return { ensemble: 'strings' };
	}
	if (/lied|recital|rezital|sonate|klavier|piano|duo|solo/.test(seed))
		return { ensemble: 'recital' };
	if (/orgel|organ|kirche|dom-|muenster|kathedrale|church/.test(seed)) return { organ: true };
	return {};
}

export function concert(ctx: Ctx, seed = ''): string {
	const h = hint(seed);
	const scene =
		h.ensemble ??
		(h.organ || h.orchestra
			? 'orchestra'
			: ctx.rng.pick(['orchestra', 'orchestra', 'jazz', 'strings', 'recital'] as const));
	return scene === 'orchestra' ? orchestra(ctx, h.organ === true) : chamber(ctx, scene);
}

function orchestra(ctx: Ctx, organ: boolean): string {
	const { W, H, rng } = ctx;
	const aspect = W / H;
	const pickedBack = rng.pick(['shell', 'organ', 'dark'] as const);
	const back = organ ? 'organ' : pickedBack;
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
	// Shared paints for the instruments.
	const copper = radial(
		ctx,
		[
			[0, '#e8a868'],
			[1, '#5a2e14'],
		],
		0.4,
		0.3,
		0.8,
		{ units: 'bbox' },
	);
	const varnish = radial(
		ctx,
		[
			[0, shade(wood, 0.3)],
			[1, shade(wood, -0.5)],
		],
		0.4,
		0.35,
		0.8,
		{ units: 'bbox' },
	);
	const glint = radial(
		ctx,
		[
			[0, '#fff2c0', 0.55],
			[0.5, '#fff2c0', 0.2],
			[1, '#fff2c0', 0],
		],
		0.5,
		0.5,
		0.5,
		{ units: 'bbox' },
	);
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
		// One path per kind of shape and row keeps the element count (and rendering time) low.
		const bodies = new Map<string, string>();
		let heads = '';
		let rims = '';
		let g = '';
		let poles = '';
		let desks = '';
		let lamps = '';
		for (let k = 0; k < count; k++) {
			const t = (k + 0.5) / count;
			const x = cx - hallW * 0.47 + hallW * 0.94 * t + rng.jitter(s * 0.1);
			if (i === 0 && Math.abs(x - cx) < s * 1.6) continue; // room for the podium
			const y = arc(x, i) - s * 0.05;
			const dress = rng.chance(0.8) ? '#0e0c0c' : rng.pick(['#1c1a24', '#241616', '#16201c']);
			bodies.set(
				dress,
				`${bodies.get(dress) ?? ''}M${n(x - s * 0.34)} ${n(y)}Q${n(x - s * 0.32)} ${n(y - s * 0.64)} ${n(x)} ${n(y - s * 0.68)}Q${n(x + s * 0.32)} ${n(y - s * 0.64)} ${n(x + s * 0.34)} ${n(y)}Z`,
			);
			const hr = s * 0.17;
			heads += `M${n(x - hr)} ${n(y - s * 0.84)}a${n(hr)} ${n(hr)} 0 1 0 ${n(2 * hr)} 0a${n(hr)} ${n(hr)} 0 1 0 ${n(-2 * hr)} 0`;
			// Top light catching hair and shoulders.
			rims += `M${n(x - s * 0.12)} ${n(y - s * 0.96)}a${n(s * 0.17)} ${n(s * 0.17)} 0 0 1 ${n(s * 0.24)} 0M${n(x - s * 0.3)} ${n(y - s * 0.5)}Q${n(x)} ${n(y - s * 0.72)} ${n(x + s * 0.3)} ${n(y - s * 0.5)}`;
			if (i === tiers - 1) {
				if (Math.abs(x - cx) < hallW * 0.14) {
					g += `<ellipse cx="${n(x)}" cy="${n(y - s * 0.1)}" rx="${n(s * 0.42)}" ry="${n(s * 0.2)}" fill="${copper}"/>`;
				} else {
					g += `<circle cx="${n(x + s * 0.26)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.32)}" fill="${glint}"/>`;
					g += `<circle cx="${n(x + s * 0.26)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.13)}" fill="${C.gold}"/>`;
				}
			} else if (i === 0 && Math.abs(x - cx) > hallW * 0.3) {
				// Cellos at the front sides.
				g += `<ellipse cx="${n(x)}" cy="${n(y - s * 0.14)}" rx="${n(s * 0.24)}" ry="${n(s * 0.42)}" fill="${varnish}"/>`;
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
			poles += `M${n(sx)} ${n(sy)}v${n(s * 0.3)}`;
			desks += `M${pts([
				[sx - s * 0.28, sy - s * 0.12],
				[sx + s * 0.28, sy - s * 0.12],
				[sx + s * 0.24, sy + s * 0.06],
				[sx - s * 0.24, sy + s * 0.06],
			]).replace(/ /g, 'L')}Z`;
			lamps += `M${n(sx - s * 0.24)} ${n(sy - s * 0.15)}h${n(s * 0.48)}v${n(s * 0.04)}h${n(-s * 0.48)}Z`;
		}
		for (const [dress, d] of bodies) out += `<path d="${d}" fill="${dress}"/>`;
		out += `<path d="${heads}" fill="#0f0c0b"/>`;
		out += `<path d="${rims}" stroke="${light}" stroke-width="${n(s * 0.035)}" fill="none" opacity="0.35"/>`;
		out += g;
		out += `<path d="${poles}" stroke="#0a0808" stroke-width="${n(s * 0.04)}"/><path d="${desks}" fill="#0a0808"/><path d="${lamps}" fill="#fff4d8" opacity="0.85"/>`;
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

/** A grand piano seen from the side at the audience, lid open, keyboard towards `dir`. */
function grandPiano(x: number, floor: number, s: number, dir: 1 | -1, lit: string): string {
	const L = s * 1.5; // length
	const top = floor - s * 0.62;
	const bodyH = s * 0.16;
	const x0 = x - (dir * L) / 2;
	const x1 = x + (dir * L) / 2;
	// Case: straight on the keyboard side, curving towards the tail.
	let out = `<path d="M${n(x0)} ${n(top)}L${n(x1 - dir * s * 0.25)} ${n(top)}Q${n(x1)} ${n(top)} ${n(x1)} ${n(top + bodyH * 0.5)}Q${n(x1)} ${n(top + bodyH)} ${n(x1 - dir * s * 0.25)} ${n(top + bodyH)}L${n(x0)} ${n(top + bodyH)}Z" fill="#060505"/>`;
	// Open lid on its prop, catching the light along its edge.
	const lidTop = top - s * 0.34;
	out += `<path d="M${n(x0 + dir * s * 0.2)} ${n(top)}L${n(x1 - dir * s * 0.1)} ${n(top)}L${n(x0 + dir * s * 0.6)} ${n(lidTop)}Z" fill="#0b0909"/>`;
	out += `<path d="M${n(x1 - dir * s * 0.1)} ${n(top)}L${n(x0 + dir * s * 0.6)} ${n(lidTop)}" stroke="${lit}" stroke-width="${n(s * 0.01)}" opacity="0.6"/>`;
	// Legs and pedal lyre.
	let legs = '';
	for (const f of [0.05, 0.8]) legs += `M${n(x0 + dir * L * f)} ${n(top + bodyH)}V${n(floor)}`;
	legs += `M${n(x0 + dir * L * 0.3)} ${n(top + bodyH)}V${n(floor - s * 0.02)}`;
	out += `<path d="${legs}" stroke="#060505" stroke-width="${n(s * 0.05)}"/>`;
	return out;
}

/** A double bass or cello standing on the floor, body centred at x. */
function bassInstrument(x: number, floor: number, h: number, wood: string, ctx: Ctx): string {
	const w = h * 0.36;
	const body = floor - h * 0.05;
	const paint = radial(
		ctx,
		[
			[0, shade(wood, 0.35)],
			[0.6, wood],
			[1, shade(wood, -0.6)],
		],
		0.4,
		0.35,
		0.75,
		{ units: 'bbox' },
	);
	const d = `M${n(x)} ${n(body)}C${n(x - w * 0.6)} ${n(body)} ${n(x - w * 0.6)} ${n(body - h * 0.28)} ${n(x - w * 0.32)} ${n(body - h * 0.33)}C${n(x - w * 0.42)} ${n(body - h * 0.4)} ${n(x - w * 0.48)} ${n(body - h * 0.58)} ${n(x)} ${n(body - h * 0.6)}C${n(x + w * 0.48)} ${n(body - h * 0.58)} ${n(x + w * 0.42)} ${n(body - h * 0.4)} ${n(x + w * 0.32)} ${n(body - h * 0.33)}C${n(x + w * 0.6)} ${n(body - h * 0.28)} ${n(x + w * 0.6)} ${n(body)} ${n(x)} ${n(body)}Z`;
	return `<path d="${d}" fill="${paint}"/><path d="M${n(x)} ${n(body - h * 0.55)}V${n(body - h * 0.98)}M${n(x)} ${n(body)}V${n(floor)}" stroke="#120c08" stroke-width="${n(h * 0.025)}"/>`;
}

/** A simple chair: seat and legs, seat at about a quarter of a standing figure's height `s`. */
function chair(x: number, floor: number, s: number, paint: string): string {
	const seat = floor - s * 0.25;
	return `<path d="M${n(x - s * 0.1)} ${n(seat)}h${n(s * 0.2)}M${n(x - s * 0.08)} ${n(seat)}V${n(floor)}M${n(x + s * 0.08)} ${n(seat)}V${n(floor)}" stroke="${paint}" stroke-width="${n(s * 0.02)}"/>`;
}

/** Mirrors a side-on figure about x so that it faces direction `dir` (+1 towards +x). */
function mirrored(svg: string, x: number, dir: 1 | -1): string {
	return dir > 0 ? svg : `<g transform="translate(${n(2 * x)} 0) scale(-1 1)">${svg}</g>`;
}

/** A small ensemble in spotlights on a club or chamber stage. */
function chamber(ctx: Ctx, kind: Ensemble): string {
	const { W, H, rng } = ctx;
	const aspect = W / H;
	const wash = rng.pick(
		kind === 'jazz'
			? ['#1b2a5a', '#4a1a4a', '#5a2a12', '#123a3a']
			: ['#2a2018', '#1e2430', '#2a1e22', '#1e2a22'],
	);
	const beam = kind === 'jazz' ? rng.pick(['#ffd9a0', '#bcd4ff', '#ffc0a0']) : '#fff0d6';
	const wood = rng.pick(['#8a5a34', '#a0703c', '#6e4426']);
	const floorY = H * (aspect > 2 ? 0.8 : aspect < 1.2 ? 0.74 : 0.78);

	// Backdrop: a dark wall washed with colour; a curtain of light strings or wood panels.
	let out = fill(
		ctx,
		linear(
			ctx,
			[
				[0, shade(wash, -0.6)],
				[1, shade(wash, -0.1)],
			],
			0,
			0,
			0,
			floorY,
		),
	);
	out += glow(ctx, W / 2, floorY, W * 0.6, floorY * 0.8, shade(wash, 0.35), 0.7, 0.9);
	if (kind === 'jazz') {
		// Bokeh of small lamps behind the band.
		let dots = '';
		for (let i = 0; i < 40; i++) {
			const r = H * rng.range(0.004, 0.012);
			dots += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(H * 0.05, floorY * 0.8))}" r="${n(r)}" opacity="${Math.round(rng.range(0.1, 0.35) * 100) / 100}"/>`;
		}
		out += `<g fill="${beam}">${dots}</g>`;
	} else {
		let panels = '';
		const pw = W / 14;
		for (let i = 0; i < 14; i++)
			panels += `M${n(i * pw + pw * 0.08)} ${n(H * 0.04)}h${n(pw * 0.84)}V${n(floorY)}h${n(-pw * 0.84)}Z`;
		out += `<path d="${panels}" fill="${wood}" opacity="0.18"/>`;
	}
	// Floor with a soft sheen.
	out += `<rect x="0" y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${linear(
		ctx,
		[
			[0, shade(wood, -0.45)],
			[1, shade(wood, -0.8)],
		],
		0,
		floorY,
		0,
		H,
	)}"/>`;

	// Players: positions across the stage, each in a pool of light.
	const s = Math.min(H * (aspect > 2 ? 0.62 : 0.5), W * 0.22); // a standing figure's height
	const members =
		kind === 'jazz'
			? rng.shuffle(['piano', 'bass', 'drums', ...(rng.chance(0.5) ? ['voice'] : [])])
			: kind === 'strings'
				? ['violin', 'violin', 'viola', 'cello']
				: rng.shuffle(['piano', rng.pick(['voice', 'violin', 'cello'])]);
	const span = Math.min(W * 0.8, s * 1.15 * members.length);
	let pools = '';
	let beams = '';
	let players = '';
	members.forEach((role, i) => {
		const x = W / 2 - span / 2 + (span * (i + 0.5)) / members.length + rng.jitter(s * 0.05);
		const y = floorY + (H - floorY) * rng.range(0.15, 0.35);
		pools += glow(ctx, x, y, s * 0.55, s * 0.09, beam, 0.5, 0.7);
		const src = x + rng.jitter(W * 0.1);
		beams += `<polygon points="${pts([
			[src - W * 0.008, -5],
			[src + W * 0.008, -5],
			[x + s * 0.42, y],
			[x - s * 0.42, y],
		])}" fill="${linear(
			ctx,
			[
				[0, beam, 0.22],
				[1, beam, 0.04],
			],
			0,
			0,
			0,
			1,
			{ units: 'bbox' },
		)}"/>`;
		const dark = '#070606';
		const dir: 1 | -1 = x < W / 2 ? 1 : -1;
		players += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.3)}" ry="${n(s * 0.04)}" fill="#000" opacity="0.5"/>`;
		if (role === 'piano') {
			// Pianist seated at the keyboard end, turned side-on.
			players += chair(x - dir * s * 0.72, y, s, dark);
			players += mirrored(figure(x - dir * s * 0.72, y, s, 'sit', dark), x - dir * s * 0.72, dir);
			players += grandPiano(x + dir * s * 0.25, y, s, dir, beam);
		} else if (role === 'bass') {
			players += figure(x + s * 0.08, y, s, 'stand', dark);
			players += bassInstrument(x - s * 0.05, y, s * 0.95, wood, ctx);
		} else if (role === 'cello') {
			players += chair(x - dir * s * 0.05, y, s, dark);
			players += mirrored(figure(x - dir * s * 0.05, y, s, 'sit', dark), x - dir * s * 0.05, dir);
			players += bassInstrument(x + dir * s * 0.12, y, s * 0.62, wood, ctx);
			players += `<path d="M${n(x - s * 0.3)} ${n(y - s * 0.3)}L${n(x + s * 0.25)} ${n(y - s * 0.18)}" stroke="#d8cbb0" stroke-width="${n(s * 0.008)}" opacity="0.7"/>`;
		} else if (role === 'drums') {
			players += `<circle cx="${n(x)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.07)}" fill="${dark}"/><path d="M${n(x - s * 0.14)} ${n(y - s * 0.2)}Q${n(x)} ${n(y - s * 0.48)} ${n(x + s * 0.14)} ${n(y - s * 0.2)}Z" fill="${dark}"/>`;
			players += `<circle cx="${n(x)}" cy="${n(y - s * 0.14)}" r="${n(s * 0.15)}" fill="${shade(wash, -0.4)}" stroke="#d8d0c0" stroke-width="${n(s * 0.012)}"/>`;
			players += `<ellipse cx="${n(x - s * 0.22)}" cy="${n(y - s * 0.28)}" rx="${n(s * 0.09)}" ry="${n(s * 0.05)}" fill="${dark}"/><ellipse cx="${n(x + s * 0.2)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.1)}" ry="${n(s * 0.055)}" fill="${dark}"/>`;
			players += `<ellipse cx="${n(x - s * 0.33)}" cy="${n(y - s * 0.55)}" rx="${n(s * 0.14)}" ry="${n(s * 0.02)}" fill="${C.gold}" opacity="0.85"/><ellipse cx="${n(x + s * 0.35)}" cy="${n(y - s * 0.62)}" rx="${n(s * 0.15)}" ry="${n(s * 0.02)}" fill="${C.gold}" opacity="0.85"/>`;
			players += `<path d="M${n(x - s * 0.33)} ${n(y - s * 0.55)}V${n(y)}M${n(x + s * 0.35)} ${n(y - s * 0.62)}V${n(y)}" stroke="${dark}" stroke-width="${n(s * 0.01)}"/>`;
		} else if (role === 'voice') {
			players += figure(x, y, s * 1.02, 'speak', dark);
			players += `<path d="M${n(x + s * 0.18)} ${n(y)}V${n(y - s * 0.78)}l${n(-s * 0.1)} ${n(-s * 0.05)}" stroke="#1a1a1a" stroke-width="${n(s * 0.012)}" fill="none"/>`;
		} else {
			// Violin or viola, seated, instrument at the shoulder and bow across.
			players += chair(x, y, s, dark);
			players += mirrored(figure(x, y, s, 'sitPlay', dark), x, dir);
			const sy = y - s * 0.555;
			players += `<path d="M${n(x + dir * s * 0.02)} ${n(sy)}L${n(x + dir * s * 0.23)} ${n(sy - s * 0.03)}" stroke="${shade(wood, 0.2)}" stroke-width="${n(s * (role === 'viola' ? 0.05 : 0.042))}" stroke-linecap="round"/>`;
			players += `<path d="M${n(x + dir * s * 0.04)} ${n(sy - s * 0.16)}L${n(x + dir * s * 0.18)} ${n(sy + s * 0.16)}" stroke="#d8cbb0" stroke-width="${n(s * 0.008)}" opacity="0.75"/>`;
		}
		// A low stand (music desk) for classical players.
		if (kind !== 'jazz' && role !== 'piano' && role !== 'voice') {
			const sx = x + dir * s * 0.32;
			players += `<path d="M${n(sx)} ${n(y)}V${n(y - s * 0.45)}" stroke="${dark}" stroke-width="${n(s * 0.012)}"/><path d="M${n(sx - s * 0.12)} ${n(y - s * 0.5)}h${n(s * 0.24)}l${n(-s * 0.02)} ${n(s * 0.12)}h${n(-s * 0.2)}Z" fill="${dark}"/>`;
		}
	});
	out += `<g style="mix-blend-mode:screen">${pools}${beams}</g>${players}`;
	// Haze and a few heads of the audience at the bottom edge.
	out += glow(ctx, W / 2, H * 0.35, W * 0.7, H * 0.45, beam, 0.08, 0.9);
	let heads = '';
	const hr = H * (aspect > 2 ? 0.06 : 0.045);
	for (let x = rng.range(-hr, hr); x < W + hr; x += hr * rng.range(2.4, 3.4)) {
		if (rng.chance(0.3)) continue;
		heads += `<ellipse cx="${n(x)}" cy="${n(H - hr * 0.2)}" rx="${n(hr * 0.8)}" ry="${n(hr)}"/><ellipse cx="${n(x)}" cy="${n(H + hr * 1.3)}" rx="${n(hr * 1.8)}" ry="${n(hr * 1.1)}"/>`;
	}
	out += `<g fill="#030303">${heads}</g>`;
	out += vignette(ctx, 0.6);
	out += grain(ctx, 0.14);
	return out;
}
