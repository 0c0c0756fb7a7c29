/**
 * Event poster artwork without lettering: bold geometric compositions in a few flat colours — a
 * Bauhaus tile grid, a large sun over bands, diagonal stripes with a disc, or concentric arcs —
 * printed on paper (subtle grain).
 */
import { luminance, shade } from './color.ts';
import { type Ctx, fill, grain, n } from './kit.ts';

const PALETTES = [
	{ ground: '#ebe4d3', inks: ['#c0432f', '#1f3a2e', '#d9a441', '#1d1f24'] },
	{ ground: '#f2efe8', inks: ['#2f4a8a', '#e0a458', '#c98f7e', '#1d1f24'] },
	{ ground: '#1d1f24', inks: ['#e0a458', '#c0432f', '#efe6d2', '#5f8b7c'] },
	{ ground: '#efe6d2', inks: ['#8e2a2a', '#3b4e63', '#e3b04b', '#2e5442'] },
	{ ground: '#f4f1ea', inks: ['#d1307a', '#1d1f24', '#f0b429', '#2f4a8a'] },
	{ ground: '#20324a', inks: ['#f2c14e', '#ef8354', '#efe6d2', '#7fb5b5'] },
] as const;

type Palette = (typeof PALETTES)[number];

function tileGrid(ctx: Ctx, pal: Palette): string {
	const { W, H, rng } = ctx;
	const rows = rng.pick([2, 3, 3, 4]);
	const size = H / rows;
	const cols = Math.ceil(W / size);
	const x0 = (W - cols * size) / 2;
	let out = '';
	for (let r = 0; r < rows; r++) {
		for (let c = 0; c < cols; c++) {
			const x = x0 + c * size;
			const y = r * size;
			const bg: string = rng.chance(0.45) ? rng.pick(pal.inks) : pal.ground;
			let fg: string = rng.pick(pal.inks);
			if (fg === bg) fg = pal.ground;
			out += `<rect x="${n(x)}" y="${n(y)}" width="${n(size + 1)}" height="${n(size + 1)}" fill="${bg}"/>`;
			const kind = rng.int(0, 6);
			const q = rng.int(0, 3);
			const cx = x + (q === 1 || q === 2 ? size : 0);
			const cy = y + (q >= 2 ? size : 0);
			if (kind === 0) {
				// Quarter disc from a corner.
				out += `<path d="M${n(cx)} ${n(cy)}L${n(cx + (cx === x ? size : -size))} ${n(cy)}A${n(size)} ${n(size)} 0 0 ${q === 0 || q === 2 ? 1 : 0} ${n(cx)} ${n(cy + (cy === y ? size : -size))}Z" fill="${fg}"/>`;
			} else if (kind === 1) {
				out += `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.38)}" fill="${fg}"/>`;
			} else if (kind === 2) {
				// Half disc on one edge.
				const vertical = rng.chance(0.5);
				out += vertical
					? `<path d="M${n(x + size / 2)} ${n(y)}A${n(size / 2)} ${n(size / 2)} 0 0 ${q % 2} ${n(x + size / 2)} ${n(y + size)}Z" fill="${fg}"/>`
					: `<path d="M${n(x)} ${n(y + size / 2)}A${n(size / 2)} ${n(size / 2)} 0 0 ${q % 2} ${n(x + size)} ${n(y + size / 2)}Z" fill="${fg}"/>`;
			} else if (kind === 3) {
				out += `<polygon points="${n(x)},${n(y)} ${n(x + size)},${n(y + size)} ${n(q % 2 ? x + size : x)},${n(q % 2 ? y : y + size)}" fill="${fg}"/>`;
			} else if (kind === 4) {
				let stripes = '';
				for (let i = 0; i < 4; i++)
					stripes += `M${n(x)} ${n(y + size * (0.125 + i * 0.25))}h${n(size)}`;
				out += `<path d="${stripes}" stroke="${fg}" stroke-width="${n(size * 0.11)}"/>`;
			} else if (kind === 5) {
				for (let i = 3; i > 0; i--) {
					out += `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n((size * 0.45 * i) / 3)}" fill="${i % 2 ? fg : bg}"/>`;
				}
			}
		}
	}
	return out;
}

function sun(ctx: Ctx, pal: Palette): string {
	const { W, H, rng } = ctx;
	const [a, b, c, d] = rng.shuffle(pal.inks);
	let out = fill(ctx, pal.ground);
	const horizon = H * rng.range(0.55, 0.7);
	const r = Math.min(W, H) * rng.range(0.32, 0.48);
	const sx = W * rng.range(0.3, 0.7);
	out += `<circle cx="${n(sx)}" cy="${n(horizon)}" r="${n(r)}" fill="${a}"/>`;
	// Bands below the horizon, getting thicker towards the bottom.
	const bands = rng.int(4, 7);
	let y = horizon;
	for (let i = 0; i < bands; i++) {
		const h = ((H - horizon) / bands) * (0.4 + i * 0.25);
		out += `<rect x="0" y="${n(y)}" width="${W}" height="${n(h * 0.55)}" fill="${i % 2 ? c : b}"/>`;
		y += h * 0.55 + h * 0.18;
	}
	out += `<rect x="0" y="${n(y)}" width="${W}" height="${n(H)}" fill="${b}"/>`;
	out += `<circle cx="${n(W * rng.range(0.1, 0.9))}" cy="${n(H * rng.range(0.1, 0.3))}" r="${n(r * 0.12)}" fill="${d}"/>`;
	return out;
}

function diagonal(ctx: Ctx, pal: Palette): string {
	const { W, H, rng } = ctx;
	const [a, b, c] = rng.shuffle(pal.inks);
	let out = fill(ctx, pal.ground);
	const angle = rng.pick([-30, -20, 20, 30, 45, -45]);
	const band = Math.min(W, H) * rng.range(0.08, 0.16);
	let g = '';
	for (let i = -6; i <= 6; i++) {
		if (rng.chance(0.35)) continue;
		g += `<rect x="${n(-W)}" y="${n(H / 2 + i * band * 1.6)}" width="${n(W * 3)}" height="${n(band * rng.range(0.3, 1))}" fill="${i % 3 === 0 ? b : a}"/>`;
	}
	out += `<g transform="rotate(${angle} ${n(W / 2)} ${n(H / 2)})">${g}</g>`;
	const r = Math.min(W, H) * rng.range(0.25, 0.38);
	out += `<circle cx="${n(W * rng.range(0.3, 0.7))}" cy="${n(H * rng.range(0.35, 0.65))}" r="${n(r)}" fill="${c}"${luminance(pal.ground) > 0.4 ? ' style="mix-blend-mode:multiply"' : ' opacity="0.92"'}/>`;
	return out;
}

function arcs(ctx: Ctx, pal: Palette): string {
	const { W, H, rng } = ctx;
	let out = fill(ctx, pal.ground);
	const groups = W / H > 1.6 ? rng.int(2, 3) : 1;
	const inks = rng.shuffle(pal.inks);
	// Tall formats get a second set hanging from the top edge.
	const edges = H > W * 1.1 ? [H, 0] : [H];
	edges.forEach((base, ei) => {
		const up = base > 0;
		for (let gi = 0; gi < groups; gi++) {
			const cx = (W * (gi + 0.5)) / groups + (up ? 0 : W * 0.25);
			const R = Math.min(W / groups / 2, H * 0.85) * 0.95;
			const rings = rng.int(4, 6);
			for (let i = 0; i < rings; i++) {
				const r = R * (1 - i / rings);
				const color = i === rings - 1 ? pal.ground : (inks[(i + gi + ei) % inks.length] as string);
				out += `<path d="M${n(cx - r)} ${n(base)}A${n(r)} ${n(r)} 0 0 ${up ? 1 : 0} ${n(cx + r)} ${n(base)}Z" fill="${color}"/>`;
			}
		}
	});
	const dotY = edges.length > 1 ? H * 0.5 : H * 0.18;
	out += `<circle cx="${n(W * rng.range(0.15, 0.85))}" cy="${n(dotY)}" r="${n(Math.min(W, H) * 0.06)}" fill="${shade(inks[0] as string, -0.1)}"/>`;
	return out;
}

export function poster(ctx: Ctx): string {
	const pal = ctx.rng.pick(PALETTES);
	const layout = ctx.rng.pick([tileGrid, tileGrid, sun, diagonal, arcs]);
	let out = layout(ctx, pal);
	out += grain(ctx, 0.1, 0.9);
	return out;
}
