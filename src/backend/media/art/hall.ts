/**
 * Palace interior: an enfilade of state rooms seen through aligned arched doorways, with parquet,
 * silk-covered walls, paintings, tall windows and chandeliers. Built in 3D and projected.
 */
import { C, mix, shade } from './color.ts';
import { type Ctx, glow, grain, linear, n, pts, radial, vignette } from './kit.ts';

type P3 = readonly [number, number, number];

const RW = 12; // room width
const RH = 8.5; // room height
const L = 10; // room depth
const T = 0.9; // wall thickness between rooms
const DW = 3.8; // doorway width
const DH = 6.3; // doorway height (to the top of the arch)

export function hall(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const EH = rng.range(1.5, 1.9);
	const camX = rng.jitter(0.5);
	const f = Math.min((0.5 * W * L) / RW, (0.92 * H * L) / RH);
	const vpX = W / 2;
	const vpY = H / 2 + ((RH / 2 - EH) * f) / L + rng.jitter(H * 0.02);
	const proj = ([x, y, z]: P3): [number, number] => {
		const zz = Math.max(z, 0.25);
		return [vpX + ((x - camX) * f) / zz, vpY - ((y - EH) * f) / zz];
	};
	const quad = (a: P3, b: P3, c: P3, d: P3) => pts([proj(a), proj(b), proj(c), proj(d)]);

	const schemes = [
		[C.crimson, '#7a3b3b', '#9b4a3e'],
		['#4f6b5a', '#5c7a66', '#3f5a4c'],
		['#4d6278', '#5b6f86', '#42566c'],
		['#b89b6a', '#c7ad7d', '#a88b5c'],
		['#7a5a6b', '#8a6a76', C.crimson],
	] as const;
	const scheme = rng.pick(schemes);
	const trim = rng.pick(['#efe6d2', '#e8dcc0']);
	const gilt = rng.pick([C.gold, '#c9a24e', '#d8b86e']);
	const floorA = rng.pick(['#8a5a34', '#9a6a3e', '#6f4a2c']);
	const floorB = shade(floorA, rng.range(0.12, 0.22));
	const windowSide = rng.chance(0.5) ? 1 : -1;
	// A runner that contrasts with the silk: red on green or blue walls, dark green or blue on red.
	const runner =
		scheme === schemes[1] || scheme === schemes[2] || scheme === schemes[3]
			? rng.pick([C.crimson, C.oxblood])
			: rng.pick(['#2f4a5e', '#3e5a45']);
	const runnerW = rng.range(1.1, 1.5);
	const curtain = rng.pick([C.crimson, C.gold, '#6f7f5a', C.slate, C.cream]);
	const rooms = 5;
	const zStart = (k: number) => (k === 0 ? -3 : k * (L + T));
	const zBack = (k: number) => (k === 0 ? L : k * (L + T) + L);
	const light = '#fff1d2';

	let out = `<rect width="${W}" height="${H}" fill="#1c1612"/>`;
	for (let k = rooms - 1; k >= 0; k--) {
		const z0 = zStart(k);
		const z1 = zBack(k);
		const wall = scheme[k % scheme.length] as string;
		const depthDim = Math.min(0.55, k * 0.1);
		const dimmed = (c: string) => mix(c, '#2a2320', depthDim);
		const xl = -RW / 2;
		const xr = RW / 2;

		// The passage from this room's back wall into the next room: jambs and soffit.
		if (k < rooms - 1) {
			const za = z1;
			const zb = z1 + T;
			const jamb = dimmed(shade(trim, -0.25));
			out += `<polygon points="${quad([-DW / 2, 0, za], [-DW / 2, 0, zb], [-DW / 2, DH - DW / 2, zb], [-DW / 2, DH - DW / 2, za])}" fill="${jamb}"/>`;
			out += `<polygon points="${quad([DW / 2, 0, za], [DW / 2, 0, zb], [DW / 2, DH - DW / 2, zb], [DW / 2, DH - DW / 2, za])}" fill="${shade(jamb, -0.15)}"/>`;
		}

		// Back wall with the doorway (or a window at the end of the enfilade).
		const bw = [
			[xl, 0, z1],
			[xr, 0, z1],
			[xr, RH, z1],
			[xl, RH, z1],
		] as const;
		const [dl, db] = proj([-DW / 2, 0, z1]);
		const [dr] = proj([DW / 2, 0, z1]);
		const [, dt] = proj([0, DH - DW / 2, z1]);
		const r = (dr - dl) / 2;
		const doorway = `M${n(dl)} ${n(db)}V${n(dt)}A${n(r)} ${n(r)} 0 0 1 ${n(dr)} ${n(dt)}V${n(db)}Z`;
		const wallPaint = linear(
			ctx,
			[
				[0, dimmed(shade(wall, -0.2))],
				[0.5, dimmed(wall)],
				[1, dimmed(shade(wall, -0.25))],
			],
			proj(bw[0])[0],
			0,
			proj(bw[1])[0],
			0,
		);
		const bwPath = `M${pts(bw.map(proj)).replace(/ /g, 'L')}Z`;
		if (k === rooms - 1) {
			// End window: bright daylight through glazing bars.
			out += `<path d="${bwPath}" fill="${wallPaint}"/>`;
			out += `<path d="${doorway}" fill="${linear(
				ctx,
				[
					[0, '#fdf6e6'],
					[1, '#e9dcc0'],
				],
				0,
				dt - r,
				0,
				db,
			)}"/>`;
			out += `<path d="M${n((dl + dr) / 2)} ${n(dt - r)}V${n(db)}M${n(dl)} ${n(dt + (db - dt) * 0.35)}H${n(dr)}M${n(dl)} ${n(dt + (db - dt) * 0.7)}H${n(dr)}" stroke="${dimmed(trim)}" stroke-width="${n(Math.max(1, r * 0.06))}"/>`;
			out += glow(
				ctx,
				(dl + dr) / 2,
				(dt + db) / 2,
				r * 3.2,
				(db - dt) * 1.1,
				light,
				0.5,
				0.9,
				'screen',
			);
		} else {
			out += `<path d="${bwPath}${doorway}" fill="${wallPaint}" fill-rule="evenodd"/>`;
		}
		// Door surround: gilt moulding and a pediment-like cartouche.
		out += `<path d="${doorway}" fill="none" stroke="${dimmed(trim)}" stroke-width="${n(r * 0.22)}"/>`;
		out += `<path d="${doorway}" fill="none" stroke="${dimmed(gilt)}" stroke-width="${n(r * 0.05)}" transform="translate(0 0)"/>`;
		const [cx0, cy0] = proj([0, DH + 0.85, z1]);
		out += `<ellipse cx="${n(cx0)}" cy="${n(cy0)}" rx="${n(r * 0.62)}" ry="${n(r * 0.36)}" fill="${dimmed(shade(scheme[(k + 1) % 3] as string, -0.35))}" stroke="${dimmed(gilt)}" stroke-width="${n(r * 0.07)}"/>`;
		out += glow(ctx, cx0 - r * 0.1, cy0 - r * 0.05, r * 0.4, r * 0.2, dimmed(C.blush), 0.5, 0.8);
		// Pilasters beside the door and gilt-lined panels towards the corners.
		for (const side of [-1, 1]) {
			const px = side * (DW / 2 + 1.1);
			const [ax, ay] = proj([px - 0.3, RH - 0.6, z1]);
			const [bx, by] = proj([px + 0.3, 0.5, z1]);
			out += `<rect x="${n(Math.min(ax, bx))}" y="${n(ay)}" width="${n(Math.abs(bx - ax))}" height="${n(by - ay)}" fill="${dimmed(shade(wall, 0.12))}"/>`;
			out += `<rect x="${n(Math.min(ax, bx) - Math.abs(bx - ax) * 0.12)}" y="${n(ay)}" width="${n(Math.abs(bx - ax) * 1.24)}" height="${n(Math.abs(bx - ax) * 0.5)}" fill="${dimmed(gilt)}"/>`;
			for (const [y0, y1] of [
				[1.0, 2.4],
				[3.0, RH - 1.2],
			] as const) {
				const [qx, qy] = proj([side * (DW / 2 + 2.0), y1, z1]);
				const [ux, uy] = proj([side * (RW / 2 - 0.7), y0, z1]);
				out += `<rect x="${n(Math.min(qx, ux))}" y="${n(qy)}" width="${n(Math.abs(ux - qx))}" height="${n(uy - qy)}" fill="none" stroke="${dimmed(gilt)}" stroke-width="${n(Math.max(1, (f / z1) * 0.05))}" opacity="0.8"/>`;
			}
			// Wall sconce.
			const [sx, sy] = proj([side * (DW / 2 + 1.1), 4.6, z1 - 0.2]);
			out += glow(
				ctx,
				sx,
				sy,
				(f / z1) * 1.4,
				(f / z1) * 1.2,
				'#ffd9a0',
				0.35 - depthDim * 0.3,
				0.9,
			);
			out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n((f / z1) * 0.12)}" fill="#fff3d6"/>`;
		}

		// Floor with parquet squares.
		out += `<polygon points="${quad([xl, 0, z0], [xr, 0, z0], [xr, 0, z1], [xl, 0, z1])}" fill="${dimmed(floorA)}"/>`;
		if (k < 3) {
			const ts = 0.9;
			let tiles = '';
			for (let ix = 0; ix < RW / ts; ix++) {
				for (let iz = 0; iz < (z1 - z0) / ts; iz++) {
					if ((ix + iz) % 2 === 0) continue;
					const x0 = xl + ix * ts;
					const za = z0 + iz * ts;
					const zb = Math.min(z1, za + ts);
					tiles += `M${pts([
						proj([x0, 0, za]),
						proj([x0 + ts, 0, za]),
						proj([x0 + ts, 0, zb]),
						proj([x0, 0, zb]),
					]).replace(/ /g, 'L')}Z`;
				}
			}
			out += `<path d="${tiles}" fill="${dimmed(floorB)}" opacity="0.7"/>`;
		}
		// A runner carpet along the axis, continuing through the doorways.
		if (k < 4) {
			const rz1 = k < rooms - 1 ? z1 + T : z1;
			out += `<polygon points="${quad([-runnerW, 0, Math.max(z0, 0.3)], [runnerW, 0, Math.max(z0, 0.3)], [runnerW, 0, rz1], [-runnerW, 0, rz1])}" fill="${dimmed(runner)}"/>`;
			for (const side of [-1, 1]) {
				const e = side * (runnerW - 0.18);
				out += `<polygon points="${quad([e - 0.06, 0, Math.max(z0, 0.3)], [e + 0.06, 0, Math.max(z0, 0.3)], [e + 0.06, 0, rz1], [e - 0.06, 0, rz1])}" fill="${dimmed(gilt)}" opacity="0.7"/>`;
			}
		}
		// Ceiling with a painted sky panel.
		out += `<polygon points="${quad([xl, RH, z0], [xr, RH, z0], [xr, RH, z1], [xl, RH, z1])}" fill="${dimmed(shade(trim, -0.12))}"/>`;
		const inset = 1.4;
		const panelZ0 = Math.max(z0 + inset, 0.6);
		if (panelZ0 < z1 - inset) {
			const [fcx, fcy] = proj([0, RH, (panelZ0 + z1 - inset) / 2]);
			const [, fnear] = proj([0, RH, panelZ0]);
			const fresco = radial(
				ctx,
				[
					[0, dimmed('#8ea6bb')],
					[0.55, dimmed('#b4c2c9')],
					[1, dimmed('#eadcc0')],
				],
				fcx,
				fcy,
				Math.max(Math.abs(fnear - fcy), (f / z1) * RW * 0.45),
				{
					transform: `translate(${n(fcx)} ${n(fcy)}) scale(1 0.6) translate(${n(-fcx)} ${n(-fcy)})`,
				},
			);
			const panel = quad(
				[xl + inset, RH, panelZ0],
				[xr - inset, RH, panelZ0],
				[xr - inset, RH, z1 - inset],
				[xl + inset, RH, z1 - inset],
			);
			out += `<polygon points="${panel}" fill="${fresco}"/>`;
			if (k === 0) {
				// Painted clouds in the ceiling fresco.
				const clip = ctx.uid('c');
				ctx.defs.push(`<clipPath id="${clip}"><polygon points="${panel}"/></clipPath>`);
				let puffs = '';
				for (let i = 0; i < 9; i++) {
					const [px, py] = proj([
						rng.range(xl + inset, xr - inset),
						RH,
						rng.range(panelZ0, z1 - inset),
					]);
					const pr = (f / 4) * rng.range(0.6, 1.4);
					puffs += glow(
						ctx,
						px,
						py,
						pr * 1.6,
						pr * 0.5,
						rng.pick(['#fbf3e2', '#f0d9c0', '#ffffff']),
						0.6,
						0.8,
					);
				}
				out += `<g clip-path="url(#${clip})">${puffs}</g>`;
			}
			out += `<polygon points="${panel}" fill="none" stroke="${dimmed(gilt)}" stroke-width="${n((f / ((panelZ0 + z1) / 2)) * 0.12)}"/>`;
		}
		// Side walls.
		for (const side of [-1, 1] as const) {
			const x = side * (RW / 2);
			const lit = side === windowSide ? 0.05 : -0.05;
			const sidePaint = linear(
				ctx,
				[
					[0, dimmed(shade(wall, lit - 0.1))],
					[1, dimmed(shade(wall, lit - 0.3))],
				],
				proj([x, 0, z0])[0],
				0,
				proj([x, 0, z1])[0],
				0,
			);
			out += `<polygon points="${quad([x, 0, z0], [x, 0, z1], [x, RH, z1], [x, RH, z0])}" fill="${sidePaint}"/>`;
			// Cornice and skirting.
			out += `<polygon points="${quad([x, RH - 0.6, z0], [x, RH - 0.6, z1], [x, RH, z1], [x, RH, z0])}" fill="${dimmed(trim)}"/>`;
			out += `<polygon points="${quad([x, 0, z0], [x, 0, z1], [x, 0.5, z1], [x, 0.5, z0])}" fill="${dimmed(shade(trim, -0.2))}"/>`;
			// Bays along the wall: windows on one side, paintings on the other.
			const bays = 3;
			for (let b = 0; b < bays; b++) {
				const za = z0 + ((z1 - z0) * (b + 0.25)) / bays;
				const zb = z0 + ((z1 - z0) * (b + 0.75)) / bays;
				if (za < 0.5) continue;
				if (side === windowSide) {
					const y0 = 1.1;
					const y1 = RH - 1.4;
					out += `<polygon points="${quad([x, y0 - 0.2, za - 0.2], [x, y0 - 0.2, zb + 0.2], [x, y1 + 0.2, zb + 0.2], [x, y1 + 0.2, za - 0.2])}" fill="${dimmed(trim)}"/>`;
					out += `<polygon points="${quad([x, y0, za], [x, y0, zb], [x, y1, zb], [x, y1, za])}" fill="${linear(
						ctx,
						[
							[0, mix('#dfe8ee', '#2a2320', depthDim * 0.6)],
							[0.6, mix('#f8f1e2', '#2a2320', depthDim * 0.6)],
							[1, mix('#e9dfc6', '#2a2320', depthDim * 0.6)],
						],
						0,
						proj([x, y1, za])[1],
						0,
						proj([x, y0, za])[1],
					)}"/>`;
					// Deep reveal on the far side of the opening.
					out += `<polygon points="${quad([x, y0, zb - 0.45], [x, y0, zb], [x, y1, zb], [x, y1, zb - 0.45])}" fill="${dimmed(shade(trim, -0.3))}"/>`;
					const zm = (za + zb) / 2;
					out += `<path d="M${pts([proj([x, y0, zm]), proj([x, y1, zm])]).replace(' ', 'L')}M${pts([proj([x, (y0 + y1) / 2, za]), proj([x, (y0 + y1) / 2, zb])]).replace(' ', 'L')}" stroke="${dimmed(trim)}" stroke-width="${n((f / zm) * 0.08)}"/>`;
					// Curtains gathered at both sides.
					for (const [c0, c1] of [
						[za - 0.55, za + 0.15],
						[zb - 0.15, zb + 0.55],
					] as const) {
						const [ax] = proj([x, 0, c0]);
						const [bx] = proj([x, 0, c1]);
						const drape = linear(
							ctx,
							[
								[0, dimmed(shade(curtain, -0.35))],
								[0.3, dimmed(shade(curtain, 0.1))],
								[0.6, dimmed(shade(curtain, -0.2))],
								[1, dimmed(shade(curtain, 0.05))],
							],
							ax,
							0,
							bx,
							0,
						);
						out += `<polygon points="${quad([x - side * 0.05, 0.3, c0], [x - side * 0.05, 0.3, c1], [x - side * 0.05, y1 + 0.6, c1], [x - side * 0.05, y1 + 0.6, c0])}" fill="${drape}"/>`;
					}
					// Sunlight falling onto the floor.
					const fx = x - side * 2.5;
					const [gx, gy] = proj([fx, 0, zm + 0.8]);
					const [ex] = proj([x - side * 4.5, 0, zm + 0.8]);
					out += glow(
						ctx,
						gx,
						gy,
						Math.abs(ex - gx) * 1.1,
						(f / zm) * 0.9,
						light,
						0.45 - depthDim * 0.4,
						0.7,
					);
				} else {
					const y0 = 2.2;
					const y1 = RH - 2.4 + rng.jitter(0.3);
					out += `<polygon points="${quad([x, y0 - 0.25, za - 0.25], [x, y0 - 0.25, zb + 0.25], [x, y1 + 0.25, zb + 0.25], [x, y1 + 0.25, za - 0.25])}" fill="${dimmed(gilt)}"/>`;
					const skyTone = rng.pick(['#9fb0ad', '#c9b48a', '#8e9fb0', '#b7a07a']);
					const landTone = rng.pick([C.umber, C.deepGreen, '#4a4a2c', '#3c3326']);
					const ym = y0 + (y1 - y0) * rng.range(0.3, 0.5);
					const [, skyTop] = proj([x, y1, za]);
					const [, skyBottom] = proj([x, ym, za]);
					out += `<polygon points="${quad([x, ym, za], [x, ym, zb], [x, y1, zb], [x, y1, za])}" fill="${linear(
						ctx,
						[
							[0, dimmed(shade(skyTone, -0.35))],
							[1, dimmed(shade(skyTone, 0.2))],
						],
						0,
						skyTop,
						0,
						skyBottom,
					)}"/>`;
					// Two ranges of hills, the far one paler.
					for (const [lift, tone] of [
						[0.7, mix(landTone, skyTone, 0.45)],
						[0.15, landTone],
					] as const) {
						const ridge: P3[] = [[x, y0, zb]];
						const phase = rng.range(0, 6);
						for (let i = 0; i <= 6; i++) {
							const z = zb - ((zb - za) * i) / 6;
							ridge.push([x, ym + lift * Math.sin(phase + i * 1.1) * 0.6 + lift * 0.4, z]);
						}
						ridge.push([x, y0, za]);
						out += `<path d="M${pts(ridge.map(proj)).replace(/ /g, 'L')}Z" fill="${dimmed(shade(tone, -0.1))}"/>`;
					}
					const [p0x, p0y] = proj([x, y1, za]);
					const [p1x, p1y] = proj([x, y0, zb]);
					const [mx, my] = proj([x, ym + 0.4, za + (zb - za) * 0.65]);
					out += glow(
						ctx,
						mx,
						my,
						Math.abs(p1x - p0x) * 0.28,
						Math.abs(p1y - p0y) * 0.2,
						dimmed(rng.pick([C.amber, C.blush, C.cream])),
						0.5,
						0.8,
					);
				}
			}
		}
		// Chandelier in the middle of the room.
		const zc = k === 0 ? z1 - 3 : (z0 + z1) / 2 + 0.5;
		if (zc > 1.5) {
			const s = f / zc;
			const [hx, hy] = proj([0, RH - 2.6, zc]);
			const [, topY] = proj([0, RH, zc]);
			out += glow(ctx, hx, hy + s * 0.2, s * 3.2, s * 2.4, '#ffd79a', 0.32 - depthDim * 0.3, 0.9);
			out += `<path d="M${n(hx)} ${n(topY)}V${n(hy - s * 0.6)}" stroke="${dimmed(gilt)}" stroke-width="${n(Math.max(1, s * 0.05))}"/>`;
			out += `<path d="M${n(hx - s * 0.25)} ${n(hy - s * 0.6)}L${n(hx)} ${n(hy + s * 0.9)}L${n(hx + s * 0.25)} ${n(hy - s * 0.6)}Z" fill="${dimmed(gilt)}" opacity="0.5"/>`;
			out += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(s * 1.05)}" ry="${n(s * 0.22)}" fill="none" stroke="${dimmed(gilt)}" stroke-width="${n(Math.max(1, s * 0.07))}"/>`;
			out += `<ellipse cx="${n(hx)}" cy="${n(hy - s * 0.45)}" rx="${n(s * 0.65)}" ry="${n(s * 0.14)}" fill="none" stroke="${dimmed(gilt)}" stroke-width="${n(Math.max(1, s * 0.05))}"/>`;
			let candles = '';
			for (let i = 0; i < 12; i++) {
				const a = (i / 12) * Math.PI * 2;
				const cx = hx + Math.cos(a) * s * 1.05;
				const cy = hy + Math.sin(a) * s * 0.22 - s * 0.12;
				candles += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(1, s * 0.07))}"/>`;
			}
			for (let i = 0; i < 8; i++) {
				const a = (i / 8) * Math.PI * 2 + 0.3;
				candles += `<circle cx="${n(hx + Math.cos(a) * s * 0.65)}" cy="${n(hy - s * 0.55 + Math.sin(a) * s * 0.14)}" r="${n(Math.max(1, s * 0.06))}"/>`;
			}
			out += `<g fill="#fff6dc">${candles}</g>`;
			out += glow(ctx, hx, hy - s * 0.2, s * 1.5, s * 0.8, '#fff0c8', 0.6, 0.8);
			// Its reflection in the polished floor.
			const [, fy] = proj([0, 0, zc]);
			out += glow(ctx, hx, fy, s * 1.4, s * 0.35, '#ffd79a', 0.25, 0.9);
		}
	}
	out += glow(ctx, W / 2, vpY, W * 0.5, H * 0.5, '#ffe2b0', 0.12, 0.9);
	out += vignette(ctx, 0.5);
	out += grain(ctx, 0.12);
	return out;
}
