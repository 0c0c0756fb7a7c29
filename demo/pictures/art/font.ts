/**
 * Text as outlines: reads the self-hosted WOFF fonts the site already ships (@fontsource) and turns a
 * string into one SVG path, so wordmarks rasterise identically on every machine, whatever fonts
 * the host has installed. Supports TrueType outlines (simple and composite glyphs) and pair
 * kerning from GPOS.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { n } from './kit.ts';

/** Fonts available to the art renderer. */
export const FONT_FILES = {
	'inter-400': '@fontsource/inter/files/inter-latin-400-normal.woff',
	'inter-500': '@fontsource/inter/files/inter-latin-500-normal.woff',
	'inter-700': '@fontsource/inter/files/inter-latin-700-normal.woff',
	'inter-800': '@fontsource/inter/files/inter-latin-800-normal.woff',
	'cormorant-500': '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
	'cormorant-700': '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff',
} as const;
export type FontKey = keyof typeof FONT_FILES;

interface Font {
	unitsPerEm: number;
	ascender: number;
	capHeight: number;
	glyphIndex(codePoint: number): number;
	advance(glyph: number): number;
	kern(left: number, right: number): number;
	outline(glyph: number): Contour[];
}

type Point = { x: number; y: number; on: boolean };
type Contour = Point[];

function tables(woff: Buffer): Map<string, Buffer> {
	if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
	const count = woff.readUInt16BE(12);
	const out = new Map<string, Buffer>();
	for (let i = 0; i < count; i++) {
		const e = 44 + i * 20;
		const tag = woff.toString('latin1', e, e + 4);
		const offset = woff.readUInt32BE(e + 4);
		const compLength = woff.readUInt32BE(e + 8);
		const origLength = woff.readUInt32BE(e + 12);
		const raw = woff.subarray(offset, offset + compLength);
		out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
	}
	return out;
}

function need(t: Map<string, Buffer>, tag: string): Buffer {
	const b = t.get(tag);
	if (!b) throw new Error(`font lacks the ${tag} table`);
	return b;
}

function parseCmap(cmap: Buffer): (cp: number) => number {
	const count = cmap.readUInt16BE(2);
	let best = -1;
	let bestFormat = 0;
	for (let i = 0; i < count; i++) {
		const platform = cmap.readUInt16BE(4 + i * 8);
		const encoding = cmap.readUInt16BE(6 + i * 8);
		const offset = cmap.readUInt32BE(8 + i * 8);
		const format = cmap.readUInt16BE(offset);
		const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
		if (unicode && (format === 4 || format === 12) && format >= bestFormat) {
			best = offset;
			bestFormat = format;
		}
	}
	if (best < 0) throw new Error('font has no Unicode cmap');
	const o = best;
	if (bestFormat === 12) {
		const groups = cmap.readUInt32BE(o + 12);
		return (cp) => {
			for (let g = 0; g < groups; g++) {
				const b = o + 16 + g * 12;
				const start = cmap.readUInt32BE(b);
				const end = cmap.readUInt32BE(b + 4);
				if (cp >= start && cp <= end) return cmap.readUInt32BE(b + 8) + (cp - start);
			}
			return 0;
		};
	}
	const segX2 = cmap.readUInt16BE(o + 6);
	const ends = o + 14;
	const starts = ends + segX2 + 2;
	const deltas = starts + segX2;
	const rangeOffsets = deltas + segX2;
	return (cp) => {
		for (let s = 0; s < segX2; s += 2) {
			if (cmap.readUInt16BE(ends + s) < cp) continue;
			const start = cmap.readUInt16BE(starts + s);
			if (start > cp) return 0;
			const delta = cmap.readInt16BE(deltas + s);
			const ro = cmap.readUInt16BE(rangeOffsets + s);
			if (ro === 0) return (cp + delta) & 0xffff;
			const g = cmap.readUInt16BE(rangeOffsets + s + ro + (cp - start) * 2);
			return g === 0 ? 0 : (g + delta) & 0xffff;
		}
		return 0;
	};
}

function coverage(buf: Buffer, o: number): Map<number, number> {
	const map = new Map<number, number>();
	const format = buf.readUInt16BE(o);
	const count = buf.readUInt16BE(o + 2);
	if (format === 1) {
		for (let i = 0; i < count; i++) map.set(buf.readUInt16BE(o + 4 + i * 2), i);
	} else if (format === 2) {
		for (let i = 0; i < count; i++) {
			const r = o + 4 + i * 6;
			const start = buf.readUInt16BE(r);
			const end = buf.readUInt16BE(r + 2);
			const startIndex = buf.readUInt16BE(r + 4);
			for (let g = start; g <= end; g++) map.set(g, startIndex + g - start);
		}
	}
	return map;
}

function classDef(buf: Buffer, o: number): (g: number) => number {
	const format = buf.readUInt16BE(o);
	if (format === 1) {
		const first = buf.readUInt16BE(o + 2);
		const count = buf.readUInt16BE(o + 4);
		return (g) => (g >= first && g < first + count ? buf.readUInt16BE(o + 6 + (g - first) * 2) : 0);
	}
	const count = buf.readUInt16BE(o + 2);
	return (g) => {
		for (let i = 0; i < count; i++) {
			const r = o + 4 + i * 6;
			if (g >= buf.readUInt16BE(r) && g <= buf.readUInt16BE(r + 2)) return buf.readUInt16BE(r + 4);
		}
		return 0;
	};
}

function valueSize(format: number): number {
	let bits = 0;
	for (let f = format; f; f >>= 1) bits += f & 1;
	return bits * 2;
}

/** X-advance adjustment of a value record (only the x advance matters for a single line). */
function xAdvance(buf: Buffer, o: number, format: number): number {
	if (!(format & 4)) return 0;
	let skip = 0;
	if (format & 1) skip += 2;
	if (format & 2) skip += 2;
	return buf.readInt16BE(o + skip);
}

/** Pair kerning from the GPOS 'kern' feature (PairPos formats 1 and 2, also via extension). */
function parseKerning(gpos: Buffer | undefined): (l: number, r: number) => number {
	if (!gpos) return () => 0;
	const subtables: number[] = [];
	const featureList = gpos.readUInt16BE(6);
	const lookupList = gpos.readUInt16BE(8);
	const featureCount = gpos.readUInt16BE(featureList);
	const lookupIndices = new Set<number>();
	for (let i = 0; i < featureCount; i++) {
		const rec = featureList + 2 + i * 6;
		if (gpos.toString('latin1', rec, rec + 4) !== 'kern') continue;
		const feature = featureList + gpos.readUInt16BE(rec + 4);
		const count = gpos.readUInt16BE(feature + 2);
		for (let k = 0; k < count; k++) lookupIndices.add(gpos.readUInt16BE(feature + 4 + k * 2));
	}
	for (const li of lookupIndices) {
		const lookup = lookupList + gpos.readUInt16BE(lookupList + 2 + li * 2);
		const type = gpos.readUInt16BE(lookup);
		const count = gpos.readUInt16BE(lookup + 4);
		for (let s = 0; s < count; s++) {
			let sub = lookup + gpos.readUInt16BE(lookup + 6 + s * 2);
			if (type === 9) {
				if (gpos.readUInt16BE(sub + 2) !== 2) continue;
				sub += gpos.readUInt32BE(sub + 4);
			} else if (type !== 2) continue;
			subtables.push(sub);
		}
	}
	const pairs = subtables.map((sub) => {
		const format = gpos.readUInt16BE(sub);
		const cov = coverage(gpos, sub + gpos.readUInt16BE(sub + 2));
		const vf1 = gpos.readUInt16BE(sub + 4);
		const vf2 = gpos.readUInt16BE(sub + 6);
		const recordSize = valueSize(vf1) + valueSize(vf2);
		if (format === 1) {
			const setCount = gpos.readUInt16BE(sub + 8);
			return (l: number, r: number): number | undefined => {
				const ci = cov.get(l);
				if (ci === undefined || ci >= setCount) return undefined;
				const set = sub + gpos.readUInt16BE(sub + 10 + ci * 2);
				const pc = gpos.readUInt16BE(set);
				for (let p = 0; p < pc; p++) {
					const rec = set + 2 + p * (2 + recordSize);
					if (gpos.readUInt16BE(rec) === r) return xAdvance(gpos, rec + 2, vf1);
				}
				return undefined;
			};
		}
		const cd1 = classDef(gpos, sub + gpos.readUInt16BE(sub + 8));
		const cd2 = classDef(gpos, sub + gpos.readUInt16BE(sub + 10));
		const class2Count = gpos.readUInt16BE(sub + 14);
		return (l: number, r: number): number | undefined => {
			if (!cov.has(l)) return undefined;
			const rec = sub + 16 + (cd1(l) * class2Count + cd2(r)) * recordSize;
			return xAdvance(gpos, rec, vf1);
		};
	});
	return (l, r) => {
		for (const p of pairs) {
			const v = p(l, r);
			if (v !== undefined) return v;
		}
		return 0;
	};
}

function parseFont(woff: Buffer): Font {
	const t = tables(woff);
	const head = need(t, 'head');
	const hhea = need(t, 'hhea');
	const maxp = need(t, 'maxp');
	const hmtx = need(t, 'hmtx');
	const loca = need(t, 'loca');
	const glyf = need(t, 'glyf');
	const os2 = t.get('OS/2');
	const unitsPerEm = head.readUInt16BE(18);
	const longLoca = head.readInt16BE(50) === 1;
	const numHMetrics = hhea.readUInt16BE(34);
	const numGlyphs = maxp.readUInt16BE(4);
	const ascender = hhea.readInt16BE(4);
	const capHeight =
		os2 && os2.length >= 90 && os2.readUInt16BE(0) >= 2 ? os2.readInt16BE(88) : unitsPerEm * 0.7;
	const offsetOf = (g: number) =>
		longLoca ? loca.readUInt32BE(g * 4) : loca.readUInt16BE(g * 2) * 2;

	const outline = (g: number, depth = 0): Contour[] => {
		if (g < 0 || g >= numGlyphs || depth > 8) return [];
		const start = offsetOf(g);
		if (offsetOf(g + 1) === start) return [];
		const contourCount = glyf.readInt16BE(start);
		if (contourCount < 0) {
			const out: Contour[] = [];
			let p = start + 10;
			for (;;) {
				const flags = glyf.readUInt16BE(p);
				const child = glyf.readUInt16BE(p + 2);
				p += 4;
				let dx = 0;
				let dy = 0;
				if (flags & 1) {
					dx = glyf.readInt16BE(p);
					dy = glyf.readInt16BE(p + 2);
					p += 4;
				} else {
					dx = glyf.readInt8(p);
					dy = glyf.readInt8(p + 1);
					p += 2;
				}
				let a = 1;
				let b = 0;
				let c = 0;
				let d = 1;
				if (flags & 8) {
					a = d = glyf.readInt16BE(p) / 16384;
					p += 2;
				} else if (flags & 0x40) {
					a = glyf.readInt16BE(p) / 16384;
					d = glyf.readInt16BE(p + 2) / 16384;
					p += 4;
				} else if (flags & 0x80) {
					a = glyf.readInt16BE(p) / 16384;
					b = glyf.readInt16BE(p + 2) / 16384;
					c = glyf.readInt16BE(p + 4) / 16384;
					d = glyf.readInt16BE(p + 6) / 16384;
					p += 8;
				}
				// Point-matching placement (args are not x/y) is rare in Latin fonts; ignore the offset.
				if (!(flags & 2)) {
					dx = 0;
					dy = 0;
				}
				for (const contour of outline(child, depth + 1)) {
					out.push(
						contour.map((pt) => ({
							x: a * pt.x + c * pt.y + dx,
							y: b * pt.x + d * pt.y + dy,
							on: pt.on,
						})),
					);
				}
				if (!(flags & 0x20)) break;
			}
			return out;
		}
		let p = start + 10;
		const ends: number[] = [];
		for (let i = 0; i < contourCount; i++) {
			ends.push(glyf.readUInt16BE(p));
			p += 2;
		}
		const total = (ends[ends.length - 1] ?? -1) + 1;
		p += 2 + glyf.readUInt16BE(p);
		const flags: number[] = [];
		while (flags.length < total) {
			const f = glyf.readUInt8(p++);
			flags.push(f);
			if (f & 8) {
				const repeat = glyf.readUInt8(p++);
				for (let r = 0; r < repeat; r++) flags.push(f);
			}
		}
		const xs: number[] = [];
		let v = 0;
		for (const f of flags) {
			if (f & 2) {
				const dv = glyf.readUInt8(p++);
				v += f & 0x10 ? dv : -dv;
			} else if (!(f & 0x10)) {
				v += glyf.readInt16BE(p);
				p += 2;
			}
			xs.push(v);
		}
		const ys: number[] = [];
		v = 0;
		for (const f of flags) {
			if (f & 4) {
				const dv = glyf.readUInt8(p++);
				v += f & 0x20 ? dv : -dv;
			} else if (!(f & 0x20)) {
				v += glyf.readInt16BE(p);
				p += 2;
			}
			ys.push(v);
		}
		const contours: Contour[] = [];
		let first = 0;
		for (const end of ends) {
			const contour: Contour = [];
			for (let i = first; i <= end; i++) {
				contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
			}
			contours.push(contour);
			first = end + 1;
		}
		return contours;
	};

	return {
		unitsPerEm,
		ascender,
		capHeight,
		glyphIndex: parseCmap(need(t, 'cmap')),
		advance: (g) => hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4),
		kern: parseKerning(t.get('GPOS')),
		outline: (g) => outline(g),
	};
}

/** SVG path data of TrueType contours (quadratic, with implied on-curve midpoints). */
function contoursToPath(contours: Contour[], ox: number, oy: number, s: number): string {
	const X = (x: number) => n(ox + x * s);
	const Y = (y: number) => n(oy - y * s);
	let d = '';
	for (const c of contours) {
		if (c.length === 0) continue;
		const len = c.length;
		// Start on an on-curve point, or on the midpoint of two off-curve points.
		let startIdx = c.findIndex((p) => p.on);
		let start: { x: number; y: number };
		if (startIdx < 0) {
			const a = c[0] as Point;
			const b = c[1 % len] as Point;
			start = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
			startIdx = 0;
		} else {
			start = c[startIdx] as Point;
		}
		d += `M${X(start.x)} ${Y(start.y)}`;
		let pending: Point | null = c.every((p) => !p.on) ? (c[0] as Point) : null;
		for (let k = 1; k <= len; k++) {
			const p = c[(startIdx + k) % len] as Point;
			if (p.on) {
				d += pending
					? `Q${X(pending.x)} ${Y(pending.y)} ${X(p.x)} ${Y(p.y)}`
					: `L${X(p.x)} ${Y(p.y)}`;
				pending = null;
			} else if (pending) {
				const mx = (pending.x + p.x) / 2;
				const my = (pending.y + p.y) / 2;
				d += `Q${X(pending.x)} ${Y(pending.y)} ${X(mx)} ${Y(my)}`;
				pending = p;
			} else {
				pending = p;
			}
		}
		if (pending) d += `Q${X(pending.x)} ${Y(pending.y)} ${X(start.x)} ${Y(start.y)}`;
		d += 'Z';
	}
	return d;
}

const loaded = new Map<FontKey, Font | null>();
const require = createRequire(import.meta.url);

function load(key: FontKey): Font | null {
	if (!loaded.has(key)) {
		try {
			loaded.set(key, parseFont(readFileSync(require.resolve(FONT_FILES[key]))));
		} catch {
			loaded.set(key, null);
		}
	}
	return loaded.get(key) ?? null;
}

export interface TextOutline {
	/** SVG path data, or null when the font could not be read (then use a <text> fallback). */
	d: string | null;
	width: number;
	capHeight: number;
}

/**
 * Lays out one line of text as a path. `size` is the em size in user units, `tracking` extra
 * spacing per letter in em, (x, y) the start of the baseline.
 */
export function textOutline(
	key: FontKey,
	text: string,
	size: number,
	x = 0,
	y = 0,
	tracking = 0,
): TextOutline {
	const font = load(key);
	if (!font) {
		return { d: null, width: text.length * size * (0.56 + tracking), capHeight: size * 0.7 };
	}
	const s = size / font.unitsPerEm;
	const glyphs = [...text].map((ch) => font.glyphIndex(ch.codePointAt(0) ?? 32));
	let pen = 0;
	let d = '';
	glyphs.forEach((g, i) => {
		d += contoursToPath(font.outline(g), x + pen, y, s);
		pen += font.advance(g) * s;
		const next = glyphs[i + 1];
		if (next !== undefined) pen += font.kern(g, next) * s + tracking * size;
	});
	return { d, width: pen, capHeight: font.capHeight * s };
}
