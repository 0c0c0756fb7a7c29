/** Baroque palace facade with wings, corner pavilions and a sky, seen across a garden or a pool. */
import { C, mix, shade } from './color.ts';
import { type Ctx, glow, grain, linear, n, pts, vignette } from './kit.ts';
import { clouds, horizonHaze, MOODS, sky, type SkyMood } from './sky.ts';
import { treeMass } from './trees.ts';

const F = 100; // floor height, local units
const B = 58; // bay width, local units

interface Style {
	wall: string;
	trim: string;
	roof: string;
	glass: string;
	lit: boolean;
	sun: 1 | -1;
	mood: SkyMood;
}

function wallPaint(ctx: Ctx, st: Style, x0: number, w: number, topY: number): string {
	const light = shade(st.wall, 0.12 * st.mood.light);
	const dark = shade(st.wall, -0.18 + (1 - st.mood.light) * -0.25);
	const [a, b] = st.sun > 0 ? [dark, light] : [light, dark];
	return linear(
		ctx,
		[
			[0, a],
			[1, b],
		],
		x0,
		topY,
		x0 + w,
		topY,
	);
}

function windowAt(
	ctx: Ctx,
	st: Style,
	cx: number,
	bottom: number,
	w: number,
	h: number,
	kind: 'plain' | 'arched' | 'pediment' | 'segment',
): string {
	const x = cx - w / 2;
	const y = bottom - h;
	const litWindow = st.lit && ctx.rng.chance(0.45);
	const glass = litWindow
		? linear(
				ctx,
				[
					[0, '#f6d58f'],
					[1, '#d9953f'],
				],
				0,
				0,
				0,
				1,
				{ units: 'bbox' },
			)
		: linear(
				ctx,
				[
					[0, shade(st.glass, 0.25)],
					[0.5, st.glass],
					[1, shade(st.glass, -0.35)],
				],
				0,
				0,
				0.4,
				1,
				{
					units: 'bbox',
				},
			);
	let out = '';
	const frame = `stroke="${st.trim}" stroke-width="3.5"`;
	if (kind === 'arched') {
		const r = w / 2;
		const d = `M${n(x)} ${n(bottom)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(bottom)}Z`;
		out += `<path d="${d}" fill="${glass}" ${frame}/>`;
	} else {
		out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${glass}" ${frame}/>`;
	}
	// Glazing bars.
	out += `<path d="M${n(cx)} ${n(y + (kind === 'arched' ? w / 2 : 0))}V${n(bottom)}M${n(x)} ${n(y + h * 0.42)}H${n(x + w)}" stroke="${shade(st.trim, -0.1)}" stroke-width="1.6" opacity="0.8"/>`;
	// Sill and its shadow.
	out += `<rect x="${n(x - 5)}" y="${n(bottom)}" width="${n(w + 10)}" height="4" fill="${st.trim}"/>`;
	out += `<rect x="${n(x - 5)}" y="${n(bottom + 4)}" width="${n(w + 10)}" height="3" fill="#000" opacity="0.12"/>`;
	if (kind === 'pediment') {
		out += `<polygon points="${pts([
			[x - 8, y - 6],
			[cx, y - 22],
			[x + w + 8, y - 6],
		])}" fill="${st.trim}"/><rect x="${n(x - 8)}" y="${n(y - 6)}" width="${n(w + 16)}" height="3" fill="#000" opacity="0.15"/>`;
	} else if (kind === 'segment') {
		out += `<path d="M${n(x - 7)} ${n(y - 5)}Q${n(cx)} ${n(y - 20)} ${n(x + w + 7)} ${n(y - 5)}Z" fill="${st.trim}"/>`;
	}
	if (litWindow) out += glow(ctx, cx, y + h / 2, w * 1.4, h * 0.9, '#f5c674', 0.28, 0.9);
	return out;
}

interface BlockOpts {
	x0: number;
	bays: number;
	floors: number;
	roof: 'mansard' | 'balustrade' | 'none';
	piano: 'arched' | 'pediment' | 'segment' | 'plain';
	door?: boolean;
}

/** A section of facade, `bays` wide and `floors` high, standing on y = 0. Returns its svg. */
function block(ctx: Ctx, st: Style, o: BlockOpts): { svg: string; top: number } {
	const w = o.bays * B + 24;
	const h = o.floors * F + 30;
	const x0 = o.x0;
	let out = `<rect x="${n(x0)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="${wallPaint(ctx, st, x0, w, -h)}"/>`;
	// Rusticated ground floor.
	let lines = '';
	for (let y = -F + 14; y < 0; y += 16) lines += `M${n(x0)} ${n(y)}H${n(x0 + w)}`;
	out += `<path d="${lines}" stroke="${shade(st.wall, -0.35)}" stroke-width="1.4" opacity="0.35"/>`;
	// Pilasters on the upper floors.
	const pil = shade(st.wall, 0.08);
	for (let b = 0; b <= o.bays; b++) {
		const px = x0 + 12 + b * B - 5;
		out += `<rect x="${n(px)}" y="${n(-h + 18)}" width="10" height="${n(h - F - 18)}" fill="${pil}"/>`;
		out += `<rect x="${n(st.sun > 0 ? px - 3 : px + 10)}" y="${n(-h + 18)}" width="3" height="${n(h - F - 18)}" fill="#000" opacity="0.12"/>`;
	}
	// String courses and the main cornice.
	for (let f = 1; f < o.floors; f++) {
		const y = -f * F;
		out += `<rect x="${n(x0 - 3)}" y="${n(y - 5)}" width="${n(w + 6)}" height="7" fill="${st.trim}"/>`;
		out += `<rect x="${n(x0)}" y="${n(y + 2)}" width="${n(w)}" height="4" fill="#000" opacity="0.14"/>`;
	}
	out += `<rect x="${n(x0 - 8)}" y="${n(-h)}" width="${n(w + 16)}" height="14" fill="${st.trim}"/>`;
	out += `<rect x="${n(x0 - 8)}" y="${n(-h + 14)}" width="${n(w + 16)}" height="7" fill="#000" opacity="0.2"/>`;
	// Windows.
	for (let b = 0; b < o.bays; b++) {
		const cx = x0 + 12 + b * B + B / 2;
		const isDoor = o.door && b === Math.floor(o.bays / 2);
		for (let f = 0; f < o.floors; f++) {
			const bottom = -f * F - (f === 0 ? 14 : 18);
			if (isDoor && f === 0) {
				const dw = B * 0.62;
				const dh = F * 0.82;
				out += `<path d="M${n(cx - dw / 2)} 0V${n(-dh + dw / 2)}A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(cx + dw / 2)} ${n(-dh + dw / 2)}V0Z" fill="${shade(st.glass, -0.45)}" stroke="${st.trim}" stroke-width="5"/>`;
				continue;
			}
			const isPiano = f === 1;
			const wh = isPiano ? F * 0.64 : f === 0 ? F * 0.48 : F * 0.5;
			const kind = isPiano ? o.piano : 'plain';
			out += windowAt(ctx, st, cx, bottom, B * 0.42, wh, kind);
		}
	}
	let top = -h;
	if (o.roof === 'mansard') {
		const rh = F * 0.75;
		const roofPaint = linear(
			ctx,
			[
				[0, shade(st.roof, 0.15)],
				[1, shade(st.roof, -0.25)],
			],
			0,
			-h - rh,
			0,
			-h,
		);
		out += `<polygon points="${pts([
			[x0 - 4, -h],
			[x0 + 14, -h - rh * 0.7],
			[x0 + 30, -h - rh],
			[x0 + w - 30, -h - rh],
			[x0 + w - 14, -h - rh * 0.7],
			[x0 + w + 4, -h],
		])}" fill="${roofPaint}"/>`;
		for (let b = 0; b < o.bays; b += 1) {
			if (b % 2 === 1 && o.bays > 2) continue;
			const cx = x0 + 12 + b * B + B / 2;
			out += `<rect x="${n(cx - 10)}" y="${n(-h - rh * 0.62)}" width="20" height="${n(rh * 0.42)}" fill="${shade(st.trim, -0.05)}"/>`;
			out += `<rect x="${n(cx - 6)}" y="${n(-h - rh * 0.55)}" width="12" height="${n(rh * 0.32)}" fill="${shade(st.glass, -0.2)}"/>`;
			out += `<path d="M${n(cx - 13)} ${n(-h - rh * 0.6)}Q${n(cx)} ${n(-h - rh * 0.85)} ${n(cx + 13)} ${n(-h - rh * 0.6)}Z" fill="${shade(st.roof, 0.2)}"/>`;
		}
		// Chimneys.
		for (const fx of [0.2, 0.8]) {
			const cx = x0 + w * fx;
			out += `<rect x="${n(cx - 7)}" y="${n(-h - rh - 26)}" width="14" height="30" fill="${shade(st.wall, -0.2)}"/><rect x="${n(cx - 9)}" y="${n(-h - rh - 30)}" width="18" height="5" fill="${st.trim}"/>`;
		}
		top = -h - rh;
	} else if (o.roof === 'balustrade') {
		const bh = 26;
		out += `<rect x="${n(x0 - 4)}" y="${n(-h - bh)}" width="${n(w + 8)}" height="6" fill="${st.trim}"/>`;
		let bal = '';
		for (let x = x0 + 4; x < x0 + w - 4; x += 9) bal += `M${n(x)} ${n(-h - bh + 6)}v${bh - 6}`;
		out += `<path d="${bal}" stroke="${shade(st.trim, -0.06)}" stroke-width="4.5"/>`;
		// Statues on the pilasters.
		for (let b = 0; b <= o.bays; b += 2) {
			const px = x0 + 12 + b * B;
			out += statue(px, -h - bh, shade(st.trim, -0.12));
		}
		top = -h - bh;
	}
	return { svg: out, top };
}

function statue(x: number, base: number, color: string): string {
	return `<g fill="${color}"><rect x="${n(x - 7)}" y="${n(base - 10)}" width="14" height="10"/><path d="M${n(x - 5)} ${n(base - 10)}l2 -22q3 -4 6 0l2 22z"/><circle cx="${n(x)}" cy="${n(base - 36)}" r="4.5"/></g>`;
}

function pediment(st: Style, x0: number, w: number, y: number, h: number): string {
	const tym = shade(st.wall, -0.08);
	return `<polygon points="${pts([
		[x0 - 10, y],
		[x0 + w / 2, y - h],
		[x0 + w + 10, y],
	])}" fill="${st.trim}"/><polygon points="${pts([
		[x0 + 14, y - 8],
		[x0 + w / 2, y - h + 14],
		[x0 + w - 14, y - 8],
	])}" fill="${tym}"/><circle cx="${n(x0 + w / 2)}" cy="${n(y - h * 0.38)}" r="${n(h * 0.14)}" fill="${st.trim}" opacity="0.9"/>`;
}

function dome(ctx: Ctx, st: Style, cx: number, y: number, r: number): string {
	const drumH = r * 0.55;
	const drum = `<rect x="${n(cx - r * 0.78)}" y="${n(y - drumH)}" width="${n(r * 1.56)}" height="${n(drumH)}" fill="${wallPaint(ctx, st, cx - r, r * 2, y)}"/>`;
	let wins = '';
	for (let i = -2; i <= 2; i++) {
		wins += `<rect x="${n(cx + i * r * 0.28 - 6)}" y="${n(y - drumH * 0.8)}" width="12" height="${n(drumH * 0.55)}" rx="6" fill="${shade(st.glass, -0.2)}"/>`;
	}
	const dy = y - drumH;
	const domePaint = linear(
		ctx,
		st.sun > 0
			? [
					[0, shade(st.roof, -0.3)],
					[0.7, shade(st.roof, 0.12)],
					[1, shade(st.roof, 0.3)],
				]
			: [
					[0, shade(st.roof, 0.3)],
					[0.3, shade(st.roof, 0.12)],
					[1, shade(st.roof, -0.3)],
				],
		cx - r * 0.85,
		0,
		cx + r * 0.85,
		0,
	);
	const shell = `<path d="M${n(cx - r * 0.85)} ${n(dy)}C${n(cx - r * 0.85)} ${n(dy - r * 0.9)} ${n(cx - r * 0.2)} ${n(dy - r * 1.05)} ${n(cx)} ${n(dy - r * 1.08)}C${n(cx + r * 0.2)} ${n(dy - r * 1.05)} ${n(cx + r * 0.85)} ${n(dy - r * 0.9)} ${n(cx + r * 0.85)} ${n(dy)}Z" fill="${domePaint}"/>`;
	let ribs = '';
	for (const f of [-0.55, -0.2, 0.2, 0.55]) {
		ribs += `M${n(cx + f * r * 0.85)} ${n(dy)}Q${n(cx + f * r * 0.75)} ${n(dy - r * 0.8)} ${n(cx)} ${n(dy - r * 1.06)}`;
	}
	const lantern = `<rect x="${n(cx - r * 0.12)}" y="${n(dy - r * 1.35)}" width="${n(r * 0.24)}" height="${n(r * 0.3)}" fill="${st.trim}"/><path d="M${n(cx - r * 0.15)} ${n(dy - r * 1.35)}Q${n(cx)} ${n(dy - r * 1.55)} ${n(cx + r * 0.15)} ${n(dy - r * 1.35)}Z" fill="${st.roof}"/><path d="M${n(cx)} ${n(dy - r * 1.5)}V${n(dy - r * 1.75)}" stroke="${C.gold}" stroke-width="3"/>`;
	return `${drum}${wins}<rect x="${n(cx - r * 0.86)}" y="${n(dy - 6)}" width="${n(r * 1.72)}" height="8" fill="${st.trim}"/>${shell}<path d="${ribs}" stroke="${shade(st.roof, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>${lantern}`;
}

function cupola(ctx: Ctx, st: Style, cx: number, y: number, w: number, onion: boolean): string {
	const paint = linear(
		ctx,
		st.sun > 0
			? [
					[0, shade(st.roof, -0.3)],
					[1, shade(st.roof, 0.25)],
				]
			: [
					[0, shade(st.roof, 0.25)],
					[1, shade(st.roof, -0.3)],
				],
		cx - w / 2,
		0,
		cx + w / 2,
		0,
	);
	const h = w * (onion ? 1.25 : 0.8);
	let d: string;
	if (onion) {
		d = `M${n(cx - w * 0.5)} ${n(y)}C${n(cx - w * 0.5)} ${n(y - h * 0.25)} ${n(cx - w * 0.58)} ${n(y - h * 0.45)} ${n(cx - w * 0.38)} ${n(y - h * 0.62)}C${n(cx - w * 0.18)} ${n(y - h * 0.8)} ${n(cx - w * 0.06)} ${n(y - h * 0.85)} ${n(cx)} ${n(y - h)}C${n(cx + w * 0.06)} ${n(y - h * 0.85)} ${n(cx + w * 0.18)} ${n(y - h * 0.8)} ${n(cx + w * 0.38)} ${n(y - h * 0.62)}C${n(cx + w * 0.58)} ${n(y - h * 0.45)} ${n(cx + w * 0.5)} ${n(y - h * 0.25)} ${n(cx + w * 0.5)} ${n(y)}Z`;
	} else {
		d = `M${n(cx - w * 0.52)} ${n(y)}Q${n(cx - w * 0.4)} ${n(y - h * 0.9)} ${n(cx)} ${n(y - h)}Q${n(cx + w * 0.4)} ${n(y - h * 0.9)} ${n(cx + w * 0.52)} ${n(y)}Z`;
	}
	return `<path d="${d}" fill="${paint}"/><path d="M${n(cx)} ${n(y - h)}v-34" stroke="${C.gold}" stroke-width="3"/><circle cx="${n(cx)}" cy="${n(y - h - 20)}" r="4" fill="${C.gold}"/>`;
}

/** Draws the palace in local units around x = 0, standing on y = 0; returns svg and extent. */
function palace(ctx: Ctx, st: Style): { svg: string; width: number; height: number } {
	const { rng } = ctx;
	const wingBays = rng.int(3, 6);
	const centerBays = rng.pick([3, 5]);
	const towers = rng.chance(0.65);
	const towerBays = 2;
	const centerTop = rng.pick(['pediment', 'dome', 'pediment-balustrade'] as const);
	const wingRoof = rng.pick(['mansard', 'mansard', 'balustrade'] as const);
	const piano = rng.pick(['arched', 'pediment', 'segment'] as const);
	const onion = rng.chance(0.5);

	const wingW = wingBays * B + 24;
	const centerW = centerBays * B + 24;
	const towerW = towerBays * B + 24;
	const total = centerW + 2 * wingW + (towers ? 2 * towerW : 0);
	let back = '';
	let front = '';
	let maxH = 0;

	// Wings recede, pavilions and the centre project: draw wings first, then cast shadows on them.
	for (const side of [-1, 1]) {
		const x0 = side < 0 ? -centerW / 2 - wingW : centerW / 2;
		const wing = block(ctx, st, { x0, bays: wingBays, floors: 2, roof: wingRoof, piano });
		back += wing.svg;
		maxH = Math.max(maxH, -wing.top);
		if (towers) {
			const tx = side < 0 ? x0 - towerW : x0 + wingW;
			const tower = block(ctx, st, { x0: tx, bays: towerBays, floors: 3, roof: 'none', piano });
			front += tower.svg;
			front += cupola(ctx, st, tx + towerW / 2, tower.top, towerW * 0.78, onion);
			maxH = Math.max(maxH, -tower.top + towerW * 1.3);
			// Shadow of the tower on the wing, on the side facing away from the sun.
			if (side !== st.sun) {
				const sx = side < 0 ? x0 : x0 + wingW - 26;
				const paint = linear(
					ctx,
					side < 0
						? [
								[0, '#000', 0.28],
								[1, '#000', 0],
							]
						: [
								[0, '#000', 0],
								[1, '#000', 0.28],
							],
					sx,
					0,
					sx + 26,
					0,
				);
				back += `<rect x="${n(sx)}" y="${n(-2 * F - 30)}" width="26" height="${n(2 * F + 30)}" fill="${paint}"/>`;
			}
		}
		// Shadow of the centre block on the wing away from the sun.
		if (side !== st.sun) {
			const sx = side < 0 ? -centerW / 2 - 30 : centerW / 2;
			const paint = linear(
				ctx,
				side < 0
					? [
							[0, '#000', 0],
							[1, '#000', 0.3],
						]
					: [
							[0, '#000', 0.3],
							[1, '#000', 0],
						],
				sx,
				0,
				sx + 30,
				0,
			);
			back += `<rect x="${n(sx)}" y="${n(-2 * F - 30)}" width="30" height="${n(2 * F + 30)}" fill="${paint}"/>`;
		}
	}
	const center = block(ctx, st, {
		x0: -centerW / 2,
		bays: centerBays,
		floors: 3,
		roof: centerTop === 'pediment' ? 'none' : 'balustrade',
		piano: piano === 'arched' ? 'arched' : 'pediment',
		door: true,
	});
	front += center.svg;
	maxH = Math.max(maxH, -center.top);
	if (centerTop === 'pediment') {
		front += pediment(st, -centerW / 2, centerW, center.top, centerW * 0.22);
		maxH = Math.max(maxH, -center.top + centerW * 0.22);
	} else if (centerTop === 'dome') {
		const r = centerW * 0.36;
		front += dome(ctx, st, 0, center.top, r);
		maxH = Math.max(maxH, -center.top + r * 2.4);
	}
	// Steps in front of the door.
	front += `<polygon points="${pts([
		[-B * 0.9, 0],
		[B * 0.9, 0],
		[B * 1.3, 10],
		[-B * 1.3, 10],
	])}" fill="${shade(st.trim, -0.1)}"/>`;
	return { svg: back + front, width: total, height: maxH };
}

export function castle(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const mood = rng.pick(MOODS);
	const sun: 1 | -1 = rng.chance(0.5) ? 1 : -1;
	const st: Style = {
		wall: rng.pick(['#e2c98f', '#e8dcc3', '#d9b49f', '#d8cdb6', '#cfb57a', '#e6d6b0']),
		trim: rng.pick(['#f3eee2', '#efe7d6', '#f6f2ea']),
		roof: rng.pick(['#4a5561', '#5f8b7c', '#3c434d', '#6e9488']),
		glass: rng.pick(['#2b3746', '#34404c', '#2a3238']),
		lit: mood.name === 'dusk',
		sun,
		mood,
	};
	if (mood.name === 'dusk') st.wall = mix(st.wall, '#c58f6a', 0.25);
	const aspect = W / H;
	const gy =
		H *
		(aspect > 2.2 ? 0.8 : aspect > 1.6 ? 0.74 : aspect > 1.2 ? 0.71 : aspect > 0.9 ? 0.66 : 0.6);
	const hy = gy - H * 0.015;
	const sunX = W * (0.5 + sun * rng.range(0.15, 0.4));
	const foreground = rng.pick(['pool', 'parterre', 'parterre', 'fountain'] as const);

	let out = sky(ctx, mood, gy, sunX);
	out += clouds(ctx, mood, H * 0.02, gy * 0.8, sunX, rng.int(3, 6));
	out += horizonHaze(ctx, mood, gy, H * 0.08);

	const pal = palace(ctx, st);
	const maxW = W * (aspect < 1.2 ? 1.7 : 0.92);
	const maxH = (gy - H * 0.08) * (aspect > 2.2 ? 0.88 : aspect < 1.2 ? 0.8 : 0.7);
	const s = Math.min(maxW / pal.width, maxH / pal.height);
	const cx = W / 2 + rng.jitter(W * 0.04);

	// Park trees behind and beside the palace; the whole group is reused for the reflection.
	const treeTone = mix(C.deepGreen, mood.haze, 0.35 - mood.light * 0.1);
	const palaceId = ctx.uid('pal');
	ctx.defs.push(
		`<g id="${palaceId}">${treeMass(ctx, 0, W, gy + 4, pal.height * s * 0.75, treeTone, mood, sun)}<g transform="translate(${n(cx)} ${n(gy)}) scale(${Math.round(s * 10000) / 10000})">${pal.svg}</g></g>`,
	);
	out += `<use href="#${palaceId}"/>`;
	// Atmosphere over the building: a faint veil of haze, stronger towards the base.
	out += `<rect x="0" y="${n(gy - pal.height * s)}" width="${W}" height="${n(pal.height * s)}" fill="${linear(
		ctx,
		[
			[0, mood.haze, 0],
			[1, mood.haze, 0.22],
		],
		0,
		gy - pal.height * s,
		0,
		gy,
	)}"/>`;
	// Bushes along the base hide the join between building and ground.
	out += treeMass(ctx, 0, W, gy + 8, pal.height * s * 0.12, shade(treeTone, -0.1), mood, sun, true);

	const lawn = mood.name === 'dusk' ? '#2f4034' : mix('#5f7a45', mood.haze, 0.12);
	const hedge = shade(lawn, -0.38);
	// Ground-plane projection: lateral offsets scale with the distance below the horizon.
	const px = (X: number, y: number) => cx + (X * (y - hy)) / (gy - hy);
	const depthY = (t: number) => {
		// t = 0 at the palace, 1 at the bottom edge; equal steps in depth, not in pixels.
		const zN = (gy - hy) / (H - hy);
		return hy + (gy - hy) / (1 - t * (1 - zN));
	};
	if (foreground === 'pool') {
		const water = linear(
			ctx,
			[
				[0, shade(mood.horizon, -0.15)],
				[0.3, shade(mood.mid, -0.2)],
				[1, shade(mood.top, -0.25)],
			],
			0,
			gy,
			0,
			H,
		);
		out += `<rect x="0" y="${n(gy + 6)}" width="${W}" height="${n(H - gy)}" fill="${water}"/>`;
		const clip = ctx.uid('c');
		ctx.defs.push(
			`<clipPath id="${clip}"><rect x="0" y="${n(gy + 10)}" width="${W}" height="${n(H - gy)}"/></clipPath>`,
		);
		out += `<g clip-path="url(#${clip})" opacity="0.55"><use href="#${palaceId}" transform="translate(0 ${n(2 * gy + 16)}) scale(1 -1)"/></g>`;
		let ripples = '';
		for (let i = 0; i < 90; i++) {
			const y = gy + 12 + (H - gy) * rng.next() ** 1.6;
			const len = rng.range(40, 260) * (0.3 + (y - gy) / (H - gy));
			const x = rng.range(-50, W);
			ripples += `M${n(x)} ${n(y)}h${n(len)}`;
		}
		out += `<path d="${ripples}" stroke="${mood.cloud}" stroke-width="2" opacity="0.2"/>`;
		// The reflection dims with distance from the far bank; darker ripples break it up.
		out += `<rect x="0" y="${n(gy + 6)}" width="${W}" height="${n(H - gy)}" fill="${linear(
			ctx,
			[
				[0, shade(mood.top, -0.2), 0.1],
				[1, shade(mood.top, -0.3), 0.75],
			],
			0,
			gy,
			0,
			H,
		)}"/>`;
		let dark = '';
		for (let i = 0; i < 60; i++) {
			const y = gy + 14 + (H - gy) * rng.next() ** 1.4;
			const len = rng.range(80, 400) * (0.3 + (y - gy) / (H - gy));
			dark += `M${n(rng.range(-50, W))} ${n(y)}h${n(len)}`;
		}
		out += `<path d="${dark}" stroke="${shade(mood.top, -0.35)}" stroke-width="${n(3 + H * 0.002)}" opacity="0.25"/>`;
		const coping = shade(st.trim, -0.2);
		out += `<rect x="0" y="${n(gy + 2)}" width="${W}" height="${n(Math.max(6, H * 0.008))}" fill="${coping}"/>`;
		const rim = H - H * 0.07;
		out += `<rect x="0" y="${n(rim)}" width="${W}" height="${n(H - rim)}" fill="${linear(
			ctx,
			[
				[0, shade(coping, -0.1)],
				[1, shade(coping, -0.55)],
			],
			0,
			rim,
			0,
			H,
		)}"/>`;
		out += `<rect x="0" y="${n(rim)}" width="${W}" height="${n(H * 0.012)}" fill="${shade(st.trim, -0.05)}"/>`;
	} else {
		const gravel = mix('#cdbf9f', mood.haze, 0.2);
		const lawnPaint = linear(
			ctx,
			[
				[0, mix(lawn, mood.haze, 0.25)],
				[1, shade(lawn, -0.35)],
			],
			0,
			gy,
			0,
			H,
		);
		out += `<rect x="0" y="${n(gy)}" width="${W}" height="${n(H - gy)}" fill="${lawnPaint}"/>`;
		// Mowing stripes converging on the palace.
		const stripe = W * 0.06;
		let stripes = '';
		for (let X = -W * 0.9; X < W * 0.9; X += stripe * 2) {
			stripes += `M${n(px(X, gy))} ${n(gy)}L${n(px(X + stripe, gy))} ${n(gy)}L${n(px(X + stripe, H))} ${n(H)}L${n(px(X, H))} ${n(H)}Z`;
		}
		out += `<path d="${stripes}" fill="${shade(lawn, 0.25)}" opacity="0.12"/>`;
		const pathW = (pal.width * s) / (foreground === 'parterre' ? 34 : 22);
		const gravelPaint = linear(
			ctx,
			[
				[0, shade(gravel, -0.02)],
				[1, shade(gravel, -0.3)],
			],
			0,
			gy,
			0,
			H,
		);
		out += `<polygon points="${pts([
			[px(-pathW, gy), gy],
			[px(pathW, gy), gy],
			[px(pathW, H), H],
			[px(-pathW, H), H],
		])}" fill="${gravelPaint}"/>`;
		// Cross path.
		const c0 = depthY(0.45);
		const c1 = depthY(0.52);
		out += `<polygon points="${pts([
			[0, c0],
			[W, c0],
			[W, c1],
			[0, c1],
		])}" fill="${gravelPaint}"/>`;
		if (foreground === 'parterre') {
			// Box-hedge borders and flower beds either side of the path.
			const bed = rng.pick([C.crimson, C.ochre, '#9b5b7a', C.vermilion]);
			for (const side of [-1, 1]) {
				for (const [a, b] of [
					[pathW * 1.6, pathW * 3.2],
					[pathW * 4.2, pathW * 6.4],
				] as const) {
					for (const [t0, t1] of [
						[0.04, 0.42],
						[0.55, 1],
					] as const) {
						const y0 = depthY(t0);
						const y1 = Math.min(H, depthY(t1));
						const quad = (u: number, v: number) =>
							pts([
								[px(side * u, y0), y0],
								[px(side * v, y0), y0],
								[px(side * v, y1), y1],
								[px(side * u, y1), y1],
							]);
						out += `<polygon points="${quad(a, b)}" fill="none" stroke="${hedge}" stroke-width="${n(5 * s)}" stroke-linejoin="round"/>`;
						const m = (b - a) * 0.3;
						out += `<polygon points="${quad(a + m, b - m)}" fill="${bed}" opacity="0.55"/>`;
					}
				}
			}
		} else {
			// A round fountain basin on the axis.
			const fy = depthY(0.42);
			const k = (fy - hy) / (gy - hy);
			const r = pathW * 2.2 * k;
			out += `<ellipse cx="${n(cx)}" cy="${n(fy)}" rx="${n(r * 1.15)}" ry="${n(r * 0.2)}" fill="${shade(st.trim, -0.2)}"/>`;
			out += `<ellipse cx="${n(cx)}" cy="${n(fy - 2)}" rx="${n(r)}" ry="${n(r * 0.15)}" fill="${shade(mood.mid, -0.25)}"/>`;
			const jetH = r * 0.9;
			out += glow(ctx, cx, fy - jetH * 0.5, r * 0.08, jetH * 0.55, '#ffffff', 0.7, 0.5);
			out += glow(ctx, cx, fy - r * 0.05, r * 0.5, r * 0.08, '#ffffff', 0.5, 0.7);
		}
		// Topiary cones along the axis.
		for (const side of [-1, 1]) {
			for (let i = 1; i <= 7; i++) {
				const y = depthY(i / 8);
				if (y > H) break;
				const k = (y - hy) / (gy - hy);
				const x = px(side * pathW * 1.3, y);
				const th = 34 * s * k;
				const tw = 12 * s * k;
				out += `<ellipse cx="${n(x + sun * tw * 0.6)}" cy="${n(y)}" rx="${n(tw * 1.3)}" ry="${n(tw * 0.3)}" fill="#000" opacity="0.25"/>`;
				out += `<polygon points="${pts([
					[x - tw, y],
					[x, y - th],
					[x + tw, y],
				])}" fill="${linear(
					ctx,
					sun > 0
						? [
								[0, shade(hedge, -0.3)],
								[1, shade(lawn, 0.1)],
							]
						: [
								[0, shade(lawn, 0.1)],
								[1, shade(hedge, -0.3)],
							],
					x - tw,
					0,
					x + tw,
					0,
				)}"/>`;
			}
		}
	}
	// Shadows of unseen trees falling across the foreground.
	if (foreground !== 'pool') {
		for (let i = 0; i < rng.int(2, 4); i++) {
			const y = depthY(rng.range(0.35, 0.95));
			const k = (y - hy) / (gy - hy);
			out += glow(
				ctx,
				rng.range(0, W),
				y,
				W * rng.range(0.3, 0.6),
				6 * k * s + 10,
				'#1a1f1a',
				0.22 + (1 - mood.light) * 0.1,
				0.7,
			);
		}
	}
	// Warm or cool cast of the light, then lens vignette and grain.
	out += glow(ctx, sunX, gy * 0.6, W * 0.7, H * 0.6, mood.sun, 0.12, 0.9);
	out += vignette(ctx, 0.35);
	out += grain(ctx, 0.12);
	return out;
}
