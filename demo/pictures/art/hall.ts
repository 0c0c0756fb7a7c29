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

type Projector = (p: P3) => [number, number];

/**
 * A chandelier hanging from the ceiling (height `ceiling`) at depth z, its ring at height `ringY`,
 * with its glow and its reflection in the floor.
 */
function chandelier(
	ctx: Ctx,
	proj: Projector,
	f: number,
	z: number,
	ceiling: number,
	ringY: number,
	gilt: string,
	dim: number,
): string {
	const s = f / z;
	const [hx, hy] = proj([0, ringY, z]);
	const [, topY] = proj([0, ceiling, z]);
	let out = glow(ctx, hx, hy + s * 0.2, s * 3.2, s * 2.4, '#ffd79a', 0.32 - dim * 0.3, 0.9);
	out += `<path d="M${n(hx)} ${n(topY)}V${n(hy - s * 0.6)}" stroke="${gilt}" stroke-width="${n(Math.max(1, s * 0.05))}"/>`;
	out += `<path d="M${n(hx - s * 0.25)} ${n(hy - s * 0.6)}L${n(hx)} ${n(hy + s * 0.9)}L${n(hx + s * 0.25)} ${n(hy - s * 0.6)}Z" fill="${gilt}" opacity="0.5"/>`;
	out += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(s * 1.05)}" ry="${n(s * 0.22)}" fill="none" stroke="${gilt}" stroke-width="${n(Math.max(1, s * 0.07))}"/>`;
	out += `<ellipse cx="${n(hx)}" cy="${n(hy - s * 0.45)}" rx="${n(s * 0.65)}" ry="${n(s * 0.14)}" fill="none" stroke="${gilt}" stroke-width="${n(Math.max(1, s * 0.05))}"/>`;
	let candles = '';
	for (let i = 0; i < 12; i++) {
		const a = (i / 12) * Math.PI * 2;
		candles += `<circle cx="${n(hx + Math.cos(a) * s * 1.05)}" cy="${n(hy + Math.sin(a) * s * 0.22 - s * 0.12)}" r="${n(Math.max(1, s * 0.07))}"/>`;
	}
	for (let i = 0; i < 8; i++) {
		const a = (i / 8) * Math.PI * 2 + 0.3;
		candles += `<circle cx="${n(hx + Math.cos(a) * s * 0.65)}" cy="${n(hy - s * 0.55 + Math.sin(a) * s * 0.14)}" r="${n(Math.max(1, s * 0.06))}"/>`;
	}
	out += `<g fill="#fff6dc">${candles}</g>`;
	out += glow(ctx, hx, hy - s * 0.2, s * 1.5, s * 0.8, '#fff0c8', 0.6, 0.8);
	// Its reflection in the polished floor.
	const [, fy] = proj([0, 0, z]);
	out += glow(ctx, hx, fy, s * 1.4, s * 0.35, '#ffd79a', 0.25, 0.9);
	return out;
}

/** State rooms in a row, seen through their aligned doorways. */
function enfilade(ctx: Ctx): string {
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
		if (zc > 1.5) out += chandelier(ctx, proj, f, zc, RH, RH - 2.6, dimmed(gilt), depthDim);
	}
	out += glow(ctx, W / 2, vpY, W * 0.5, H * 0.5, '#ffe2b0', 0.12, 0.9);
	out += vignette(ctx, 0.5);
	out += grain(ctx, 0.12);
	return out;
}

/**
 * A long barrel-vaulted hall: transverse arches on pilasters marching into the distance, tall
 * windows on one side, chandeliers in the bays and, for events, rows of chairs facing a lectern.
 */
function vaulted(ctx: Ctx): string {
	const { W, H, rng } = ctx;
	const VW = 12; // width between the walls
	const SH = rng.range(5.5, 7); // springing line of the vault
	const R = VW / 2;
	const bay = rng.range(4.5, 6);
	const bays = 9;
	const EH = rng.range(1.5, 1.8);
	const f = Math.min((0.42 * W * 10) / VW, (0.8 * H * 10) / (SH + R));
	const vpX = W / 2 + rng.jitter(W * 0.02);
	const vpY = H * 0.5 + ((SH + R) / 2 - EH) * (f / 10) * 0.55;
	const proj: Projector = ([x, y, z]) => {
		const zz = Math.max(z, 0.3);
		return [vpX + (x * f) / zz, vpY - ((y - EH) * f) / zz];
	};
	const quad = (a: P3, b: P3, c: P3, d: P3) => pts([proj(a), proj(b), proj(c), proj(d)]);
	const stone = rng.pick(['#e6dccb', '#d9cdb6', '#e9e2d4', '#cdbfa6']);
	const wall = rng.pick(['#e8dfcf', '#d7c7a6', '#c9b28a', '#b9c2b4', '#d6c2b0']);
	const gilt = rng.pick([C.gold, '#c9a24e']);
	const floorTone = rng.pick(['#b8a07a', '#8f7a5e', '#c2b49a']);
	const windowSide = rng.chance(0.5) ? 1 : -1;
	const zNear = 1;
	const zFar = zNear + bay * bays;
	const light = '#fff2d8';

	// Vault: the whole upper field in the wall tone, darker towards the crown.
	let out = `<rect width="${W}" height="${H}" fill="${linear(
		ctx,
		[
			[0, shade(wall, -0.35)],
			[1, shade(wall, -0.05)],
		],
		0,
		0,
		0,
		vpY,
	)}"/>`;
	// End wall with a great arched window.
	const [ex0, ey0] = proj([-R, 0, zFar]);
	const [ex1] = proj([R, 0, zFar]);
	const [, eySpring] = proj([0, SH, zFar]);
	const er = (ex1 - ex0) / 2;
	out += `<path d="M${n(ex0)} ${n(ey0)}V${n(eySpring)}A${n(er)} ${n(er)} 0 0 1 ${n(ex1)} ${n(eySpring)}V${n(ey0)}Z" fill="${shade(wall, 0.05)}"/>`;
	const wr = er * 0.45;
	const [wcx] = proj([0, 0, zFar]);
	out += `<path d="M${n(wcx - wr)} ${n(ey0 - er * 0.3)}V${n(eySpring)}A${n(wr)} ${n(wr)} 0 0 1 ${n(wcx + wr)} ${n(eySpring)}V${n(ey0 - er * 0.3)}Z" fill="${linear(
		ctx,
		[
			[0, '#fdf7ea'],
			[1, '#e6d8bb'],
		],
		0,
		eySpring - wr,
		0,
		ey0,
	)}"/>`;
	out += glow(ctx, wcx, eySpring, er * 2.2, er * 1.6, light, 0.45, 0.9);
	// Floor: stone squares.
	out += `<polygon points="${quad([-R, 0, zNear * 0.3], [R, 0, zNear * 0.3], [R, 0, zFar], [-R, 0, zFar])}" fill="${floorTone}"/>`;
	let tiles = '';
	const ts = 1.5;
	for (let ix = 0; ix < VW / ts; ix++) {
		for (let iz = 0; iz < (zFar - 0.3) / ts; iz++) {
			if ((ix + iz) % 2 === 0) continue;
			const x0 = -R + ix * ts;
			const za = 0.3 + iz * ts;
			tiles += `M${pts([proj([x0, 0, za]), proj([x0 + ts, 0, za]), proj([x0 + ts, 0, za + ts]), proj([x0, 0, za + ts])]).replace(/ /g, 'L')}Z`;
		}
	}
	out += `<path d="${tiles}" fill="${shade(floorTone, -0.2)}" opacity="0.6"/>`;
	out += `<polygon points="${quad([-R, 0, zNear * 0.3], [R, 0, zNear * 0.3], [R, 0, zFar], [-R, 0, zFar])}" fill="${linear(
		ctx,
		[
			[0, '#000', 0.35],
			[1, '#000', 0],
		],
		0,
		H,
		0,
		ey0,
	)}"/>`;

	// Bays from far to near: side walls, windows, pilasters and the arch in front of each bay.
	for (let k = bays - 1; k >= 0; k--) {
		const z0 = zNear + k * bay;
		const z1 = z0 + bay;
		const dim = Math.min(0.5, k * 0.06);
		const d = (c: string) => mix(c, shade(wall, -0.5), dim);
		for (const side of [-1, 1] as const) {
			const x = side * R;
			const lit = side === windowSide ? 0.06 : -0.1;
			out += `<polygon points="${quad([x, 0, z0], [x, 0, z1], [x, SH, z1], [x, SH, z0])}" fill="${d(shade(wall, lit))}"/>`;
			// The vault springs from the wall: a band of shadow under it.
			out += `<polygon points="${quad([x, SH - 0.4, z0], [x, SH - 0.4, z1], [x, SH, z1], [x, SH, z0])}" fill="${d(shade(stone, -0.1))}"/>`;
			if (side === windowSide) {
				const za = z0 + bay * 0.3;
				const zb = z1 - bay * 0.3;
				const y0 = 1.6;
				const y1 = SH - 0.9;
				out += `<polygon points="${quad([x, y0, za], [x, y0, zb], [x, y1, zb], [x, y1, za])}" fill="${d('#f6efde')}"/>`;
				const [gx, gy] = proj([x - side * 2.6, 0, (za + zb) / 2 + 1]);
				out += glow(
					ctx,
					gx,
					gy,
					(f / ((za + zb) / 2 + 1)) * 2.6,
					(f / ((za + zb) / 2 + 1)) * 0.5,
					light,
					0.4 - dim * 0.5,
					0.7,
				);
			} else {
				// Paintings between the pilasters.
				const za = z0 + bay * 0.3;
				const zb = z1 - bay * 0.3;
				out += `<polygon points="${quad([x, 2, za], [x, 2, zb], [x, 4, zb], [x, 4, za])}" fill="${d(gilt)}"/>`;
				out += `<polygon points="${quad([x, 2.15, za + 0.15], [x, 2.15, zb - 0.15], [x, 3.85, zb - 0.15], [x, 3.85, za + 0.15])}" fill="${d(rng.pick([C.umber, C.deepGreen, C.slate, C.oxblood]))}"/>`;
			}
			// Pilaster at the start of the bay.
			out += `<polygon points="${quad([x, 0, z0 - 0.35], [x, 0, z0 + 0.35], [x, SH, z0 + 0.35], [x, SH, z0 - 0.35])}" fill="${d(stone)}"/>`;
		}
		// Chandelier in the bay.
		if (k > 0 || z0 + bay / 2 > 3) {
			out += chandelier(ctx, proj, f, z0 + bay / 2, SH + R * 0.9, SH - 0.8, d(gilt), dim);
		}
		// Transverse arch at z0: a band between two semicircles (a plane of constant depth projects
		// without distortion, so the arch stays a true semicircle).
		const [ax0] = proj([-R, 0, z0]);
		const [ax1] = proj([R, 0, z0]);
		const [, ay] = proj([0, SH, z0]);
		const ar = (ax1 - ax0) / 2;
		const band = ar * 0.08;
		const acx = (ax0 + ax1) / 2;
		out += `<path d="M${n(ax0 - band)} ${n(ay)}A${n(ar + band)} ${n(ar + band)} 0 0 1 ${n(ax1 + band)} ${n(ay)}L${n(ax1 - band * 0.2)} ${n(ay)}A${n(ar - band * 0.2)} ${n(ar - band * 0.2)} 0 0 0 ${n(acx - ar + band * 0.2)} ${n(ay)}Z" fill="${d(stone)}"/>`;
		out += `<path d="M${n(ax1 - band * 0.2)} ${n(ay)}A${n(ar - band * 0.2)} ${n(ar - band * 0.2)} 0 0 0 ${n(acx - ar + band * 0.2)} ${n(ay)}" fill="none" stroke="${d(shade(stone, -0.3))}" stroke-width="${n(band * 0.3)}"/>`;
	}
	// Rows of chairs facing a lectern, for readings and talks.
	if (rng.chance(0.6)) {
		const chairTone = rng.pick(['#2a1f1a', C.crimson, '#1f2a3a', '#3a2a1a']);
		const rowsFrom = zNear + bay * 1.2;
		let chairs = '';
		for (let r = 9; r >= 0; r--) {
			const z = rowsFrom + r * 1.1;
			for (let c = -4; c <= 4; c++) {
				if (c === 0) continue; // centre aisle
				const x = c * 1.05 - Math.sign(c) * 0.3;
				const [cx0, cy0] = proj([x - 0.4, 0.9, z]);
				const [cx1, cy1] = proj([x + 0.4, 0.45, z]);
				const [, legY] = proj([x, 0, z]);
				chairs += `M${n(cx0)} ${n(cy0)}H${n(cx1)}V${n(legY)}H${n(cx0)}Z`;
				void cy1;
			}
		}
		out += `<path d="${chairs}" fill="${chairTone}" opacity="0.92"/>`;
		const [lx, ly] = proj([0, 1.1, zFar - bay * 1.5]);
		const ls = f / (zFar - bay * 1.5);
		out += `<rect x="${n(lx - ls * 0.35)}" y="${n(ly)}" width="${n(ls * 0.7)}" height="${n(ls * 1.1)}" fill="${shade(wall, -0.6)}"/>`;
	}
	out += vignette(ctx, 0.45);
	out += grain(ctx, 0.12);
	return out;
}

export function hall(ctx: Ctx): string {
	return ctx.rng.chance(0.5) ? enfilade(ctx) : vaulted(ctx);
}
