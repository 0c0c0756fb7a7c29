/** Human silhouettes for stage and concert scenes: a jointed stick skeleton drawn with thick strokes. */
import { n } from './kit.ts';

/** Angles in degrees from straight down; positive swings towards +x. */
export interface Pose {
	armL: [upper: number, fore: number];
	armR: [upper: number, fore: number];
	legL: [thigh: number, shin: number];
	legR: [thigh: number, shin: number];
	/** Lean of the torso, degrees (positive leans towards +x). */
	lean: number;
	/** Height the figure is lifted off the floor (fraction of its height), for leaps. */
	lift: number;
	skirt: boolean;
}

export const POSES = {
	stand: {
		armL: [-8, -5],
		armR: [8, 5],
		legL: [-4, -2],
		legR: [4, 2],
		lean: 0,
		lift: 0,
		skirt: false,
	},
	reach: {
		armL: [-15, -10],
		armR: [160, 170],
		legL: [-6, -3],
		legR: [8, 4],
		lean: 3,
		lift: 0,
		skirt: false,
	},
	open: {
		armL: [-100, -115],
		armR: [100, 115],
		legL: [-10, -6],
		legR: [10, 6],
		lean: 0,
		lift: 0,
		skirt: true,
	},
	arabesque: {
		armL: [-95, -100],
		armR: [120, 135],
		legL: [0, 0],
		legR: [95, 100],
		lean: -18,
		lift: 0,
		skirt: true,
	},
	leap: {
		armL: [-130, -150],
		armR: [110, 95],
		legL: [-80, -90],
		legR: [80, 95],
		lean: 0,
		lift: 0.12,
		skirt: false,
	},
	bow: {
		armL: [-20, 10],
		armR: [20, -10],
		legL: [-3, -3],
		legR: [3, 3],
		lean: 35,
		lift: 0,
		skirt: false,
	},
	speak: {
		armL: [-12, -40],
		armR: [40, 75],
		legL: [-8, -4],
		legR: [6, 2],
		lean: -4,
		lift: 0,
		skirt: false,
	},
	conduct: {
		armL: [-60, -140],
		armR: [70, 150],
		legL: [-6, -3],
		legR: [6, 3],
		lean: 0,
		lift: 0,
		skirt: false,
	},
	// Seated, side-on: thighs forward, shins down; lift < 0 lowers the hips to chair height.
	sit: {
		armL: [40, 80],
		armR: [50, 90],
		legL: [84, 4],
		legR: [90, 0],
		lean: -4,
		lift: -0.26,
		skirt: false,
	},
	sitPlay: {
		armL: [115, 160],
		armR: [60, 110],
		legL: [84, 4],
		legR: [90, 0],
		lean: -6,
		lift: -0.26,
		skirt: false,
	},
} as const satisfies Record<string, Pose>;
export type PoseName = keyof typeof POSES;

const rad = (deg: number) => (deg * Math.PI) / 180;

type Pt = [number, number];

/** A limb segment from a to b tapering from width wa to wb, with rounded ends. */
function segment(a: Pt, b: Pt, wa: number, wb: number): string {
	const dx = b[0] - a[0];
	const dy = b[1] - a[1];
	const len = Math.hypot(dx, dy) || 1;
	const nx = -dy / len;
	const ny = dx / len;
	const ra = wa / 2;
	const rb = wb / 2;
	return (
		`M${n(a[0] + nx * ra)} ${n(a[1] + ny * ra)}L${n(b[0] + nx * rb)} ${n(b[1] + ny * rb)}` +
		`A${n(rb)} ${n(rb)} 0 0 0 ${n(b[0] - nx * rb)} ${n(b[1] - ny * rb)}` +
		`L${n(a[0] - nx * ra)} ${n(a[1] - ny * ra)}A${n(ra)} ${n(ra)} 0 0 0 ${n(a[0] + nx * ra)} ${n(a[1] + ny * ra)}Z`
	);
}

/** A figure `h` tall standing on (x, footY), filled with `paint`. */
export function figure(
	x: number,
	footY: number,
	h: number,
	poseName: PoseName,
	paint: string,
): string {
	const p: Pose = POSES[poseName];
	const lean = rad(p.lean);
	const hipY = footY - h * 0.5 - p.lift * h;
	const hip: Pt = [x, hipY];
	const torsoLen = h * 0.31;
	const up: Pt = [Math.sin(lean), -Math.cos(lean)];
	const across: Pt = [Math.cos(lean), Math.sin(lean)];
	const at = (base: Pt, along: number, side: number): Pt => [
		base[0] + up[0] * along + across[0] * side,
		base[1] + up[1] * along + across[1] * side,
	];
	const neck = at(hip, torsoLen, 0);
	const shL = at(hip, torsoLen - h * 0.025, -h * 0.1);
	const shR = at(hip, torsoLen - h * 0.025, h * 0.1);
	const waistL = at(hip, torsoLen * 0.45, -h * 0.055);
	const waistR = at(hip, torsoLen * 0.45, h * 0.055);
	const hpL = at(hip, 0, -h * 0.075);
	const hpR = at(hip, 0, h * 0.075);
	const legL = at(hip, h * 0.01, -h * 0.045);
	const legR = at(hip, h * 0.01, h * 0.045);
	const bend = (from: Pt, a: number, l: number): Pt => [
		from[0] + Math.sin(rad(a)) * l,
		from[1] + Math.cos(rad(a)) * l,
	];
	let d = '';
	const limb = (
		from: Pt,
		a1: number,
		a2: number,
		l1: number,
		l2: number,
		w: [number, number, number],
		foot: boolean,
	) => {
		const j = bend(from, a1, l1);
		const e = bend(j, a2, l2);
		d += segment(from, j, w[0], w[1]) + segment(j, e, w[1], w[2]);
		if (foot) d += segment(e, bend(e, a2 + 8, h * 0.06), w[2], h * 0.012);
	};
	limb(legL, p.legL[0], p.legL[1], h * 0.25, h * 0.24, [h * 0.085, h * 0.055, h * 0.032], true);
	limb(legR, p.legR[0], p.legR[1], h * 0.25, h * 0.24, [h * 0.085, h * 0.055, h * 0.032], true);
	limb(shL, p.armL[0], p.armL[1], h * 0.16, h * 0.16, [h * 0.05, h * 0.036, h * 0.024], false);
	limb(shR, p.armR[0], p.armR[1], h * 0.16, h * 0.16, [h * 0.05, h * 0.036, h * 0.024], false);
	const torso = `M${n(shL[0])} ${n(shL[1])}L${n(shR[0])} ${n(shR[1])}Q${n(waistR[0] + across[0] * h * 0.01)} ${n(waistR[1])} ${n(waistR[0])} ${n(waistR[1])}Q${n(hpR[0])} ${n(hpR[1] - h * 0.04)} ${n(hpR[0])} ${n(hpR[1])}L${n(hpL[0])} ${n(hpL[1])}Q${n(hpL[0])} ${n(hpL[1] - h * 0.04)} ${n(waistL[0])} ${n(waistL[1])}Q${n(waistL[0] - across[0] * h * 0.01)} ${n(waistL[1])} ${n(shL[0])} ${n(shL[1])}Z`;
	const head = at(neck, h * 0.075, 0);
	d += segment(neck, at(neck, h * 0.04, 0), h * 0.045, h * 0.04);
	let out = `<g fill="${paint}"><path d="${d}"/><path d="${torso}"/>`;
	// Shoulders rounded over.
	out += `<circle cx="${n(shL[0])}" cy="${n(shL[1] + h * 0.012)}" r="${n(h * 0.028)}"/><circle cx="${n(shR[0])}" cy="${n(shR[1] + h * 0.012)}" r="${n(h * 0.028)}"/>`;
	if (p.skirt) {
		const w0 = at(hip, torsoLen * 0.35, 0);
		out += `<path d="M${n(w0[0] - h * 0.06)} ${n(w0[1])}L${n(w0[0] + h * 0.06)} ${n(w0[1])}L${n(hip[0] + h * 0.2)} ${n(hip[1] + h * 0.1)}Q${n(hip[0])} ${n(hip[1] + h * 0.15)} ${n(hip[0] - h * 0.2)} ${n(hip[1] + h * 0.1)}Z"/>`;
	}
	out += `<ellipse cx="${n(head[0])}" cy="${n(head[1])}" rx="${n(h * 0.05)}" ry="${n(h * 0.062)}" transform="rotate(${n(p.lean)} ${n(head[0])} ${n(head[1])})"/>`;
	out += '</g>';
	return out;
}
