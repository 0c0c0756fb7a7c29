/**
 * Partner logo: a simple geometric mark plus a wordmark of the partner's name, which is taken
 * from the seed ('kulturstiftung-nord' → "Kulturstiftung Nord"). The only motif with lettering;
 * letters are drawn as outlines of the site's own fonts, so they look the same everywhere.
 */
import { textOutline, type FontKey } from './font.ts';
import { C } from './color.ts';
import { type Ctx, fill, n } from './kit.ts';

/** Words kept in lower case inside a name (German and English particles). */
const PARTICLES = new Set([
	'und',
	'der',
	'die',
	'das',
	'des',
	'dem',
	'den',
	'am',
	'im',
	'an',
	'auf',
	'von',
	'vom',
	'zu',
	'zur',
	'zum',
	'für',
	'fuer',
	'of',
	'the',
	'and',
	'for',
	'in',
]);

/**
 * Slugs lose umlauts ("foerderverein"); these common word beginnings get them back. A general
 * oe → ö rule would break names such as "Auental".
 */
const UMLAUT_STEMS: readonly [string, string][] = [
	['foerder', 'förder'],
	['buehne', 'bühne'],
	['kuenst', 'künst'],
	['koenig', 'könig'],
	['schoen', 'schön'],
	['gruen', 'grün'],
	['oeffentlich', 'öffentlich'],
	['staedt', 'städt'],
	['maerk', 'märk'],
	['saechs', 'sächs'],
	['thuering', 'thüring'],
	['muench', 'münch'],
	['nuernberg', 'nürnberg'],
	['wuerzburg', 'würzburg'],
	['luebeck', 'lübeck'],
	['koeln', 'köln'],
	['duesseldorf', 'düsseldorf'],
	['goetting', 'götting'],
	['mueller', 'müller'],
	['schuetz', 'schütz'],
	['baecker', 'bäcker'],
	['bruecke', 'brücke'],
	['hoehe', 'höhe'],
	['kloester', 'klöster'],
];

function restoreUmlauts(word: string): string {
	for (const [from, to] of UMLAUT_STEMS) {
		if (word.startsWith(from)) return to + word.slice(from.length);
	}
	return word;
}

/** The display name for a seed: slugs become words in title case; anything else is kept. */
export function nameFromSeed(seed: string): string {
	if (/[A-Z\s]/.test(seed)) return seed.trim();
	const words = seed.split(/[-_]+/).filter(Boolean);
	// A registered association ends in "e. V." (slug "…-e-v").
	const association = words.length > 2 && words.at(-2) === 'e' && words.at(-1) === 'v';
	if (association) words.splice(-2, 2);
	const name = words
		.map((slugWord, i) => {
			if (slugWord === 'fuer') return 'für';
			const w = restoreUmlauts(slugWord);
			if (i > 0 && PARTICLES.has(w)) return w;
			if (/^\d+$/.test(w)) return w;
			// Abbreviations stay upper case when short and vowel-less (e.g. "nrw", "swr").
			if (w.length <= 4 && !/[aeiouy]/.test(w)) return w.toUpperCase();
			return w.charAt(0).toUpperCase() + w.slice(1);
		})
		.join(' ');
	return association ? `${name} e. V.` : name;
}

function initialsOf(name: string): string {
	const words = name.split(/\s+/).filter((w) => w && !PARTICLES.has(w.toLowerCase()));
	const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
	return letters.join('') || 'A';
}

/** Splits a long name into two balanced lines at a space. */
function splitLines(name: string, maxChars: number): string[] {
	if (name.length <= maxChars || !name.includes(' ')) return [name];
	let best = name.length;
	let at = -1;
	for (let i = 0; i < name.length; i++) {
		if (name[i] !== ' ') continue;
		const diff = Math.abs(name.length / 2 - i);
		if (diff < best) {
			best = diff;
			at = i;
		}
	}
	return [name.slice(0, at), name.slice(at + 1)];
}

type MarkKind = 'monogram' | 'arch' | 'bars' | 'lens' | 'quarter' | 'waves' | 'rosette';

/** A mark of size s with its top-left corner at (x, y). */
function mark(
	kind: MarkKind,
	x: number,
	y: number,
	s: number,
	color: string,
	ground: string,
	name: string,
): string {
	const cx = x + s / 2;
	const cy = y + s / 2;
	switch (kind) {
		case 'monogram': {
			const letters = initialsOf(name);
			const size = s * (letters.length > 1 ? 0.42 : 0.55);
			const probe = textOutline('inter-700', letters, size);
			const t = textOutline(
				'inter-700',
				letters,
				size,
				cx - probe.width / 2,
				cy + probe.capHeight / 2,
				0,
			);
			const glyphs = t.d
				? `<path d="${t.d}" fill="${ground}"/>`
				: `<text x="${n(cx)}" y="${n(cy + probe.capHeight / 2)}" font-family="Inter, sans-serif" font-weight="700" font-size="${n(size)}" text-anchor="middle" fill="${ground}">${letters}</text>`;
			return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s / 2)}" fill="${color}"/>${glyphs}`;
		}
		case 'arch': {
			const w = s * 0.78;
			const sw = s * 0.12;
			return `<path d="M${n(cx - w / 2)} ${n(y + s)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(cx + w / 2)} ${n(y + w / 2)}V${n(y + s)}" fill="none" stroke="${color}" stroke-width="${n(sw)}"/><path d="M${n(cx - w / 2 + sw * 1.6)} ${n(y + s)}V${n(y + w / 2 + sw * 0.4)}A${n(w / 2 - sw * 1.6)} ${n(w / 2 - sw * 1.6)} 0 0 1 ${n(cx + w / 2 - sw * 1.6)} ${n(y + w / 2 + sw * 0.4)}V${n(y + s)}Z" fill="${color}"/>`;
		}
		case 'bars': {
			let out = '';
			const h = s * 0.2;
			for (let i = 0; i < 3; i++) {
				const w = s * (1 - i * 0.22);
				out += `<rect x="${n(x)}" y="${n(y + s - (i + 1) * h * 1.45 + h * 0.45)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
			}
			return out;
		}
		case 'lens': {
			const r = s * 0.36;
			return `<circle cx="${n(cx - r * 0.45)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/><circle cx="${n(cx + r * 0.45)}" cy="${n(cy)}" r="${n(r)}" fill="${color}" opacity="0.55"/>`;
		}
		case 'quarter':
			return `<path d="M${n(x)} ${n(y)}H${n(x + s)}V${n(y + s * 0.25)}A${n(s * 0.75)} ${n(s * 0.75)} 0 0 0 ${n(x + s * 0.25)} ${n(y + s)}H${n(x)}Z" fill="${color}"/>`;
		case 'waves': {
			let d = '';
			for (let i = 0; i < 3; i++) {
				const yy = y + s * (0.25 + i * 0.25);
				d += `M${n(x)} ${n(yy)}q${n(s / 4)} ${n(-s * 0.14)} ${n(s / 2)} 0t${n(s / 2)} 0`;
			}
			return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/>`;
		}
		default: {
			let out = '';
			for (let i = 0; i < 8; i++) {
				const a = (i / 8) * 360;
				out += `<ellipse cx="${n(cx)}" cy="${n(cy - s * 0.25)}" rx="${n(s * 0.1)}" ry="${n(s * 0.25)}" fill="${color}" transform="rotate(${a} ${n(cx)} ${n(cy)})"/>`;
			}
			return `${out}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.12)}" fill="${ground}"/>`;
		}
	}
}

export function logo(ctx: Ctx, seed: string): string {
	const { W, H, rng } = ctx;
	const name = nameFromSeed(seed) || 'Partner';
	const ground = rng.pick(['#ffffff', '#ffffff', '#faf8f3', '#f3f1ec']);
	const color = rng.pick([
		C.deepGreen,
		C.crimson,
		C.slate,
		'#8a6420',
		C.charcoal,
		C.teal,
		C.plum,
		C.vermilion,
		'#2f4a8a',
	]);
	const kind = rng.pick([
		'monogram',
		'arch',
		'bars',
		'lens',
		'quarter',
		'waves',
		'rosette',
	] as const);
	const style = rng.pick([
		{ font: 'inter-700', upper: true, tracking: 0.08 },
		{ font: 'inter-800', upper: true, tracking: 0.04 },
		{ font: 'inter-500', upper: false, tracking: 0 },
		{ font: 'cormorant-700', upper: false, tracking: 0.01 },
		{ font: 'cormorant-500', upper: true, tracking: 0.12 },
	] as const);
	const textColor = rng.chance(0.6) ? color : C.charcoal;
	const stacked = W / H < 1.2;
	const label = style.upper ? name.toUpperCase() : name;
	const lines = splitLines(label, stacked ? 14 : 20);

	// Measure at size 100, then scale the whole lock-up to fit.
	const font: FontKey = style.font;
	const probes = lines.map((l) => textOutline(font, l, 100, 0, 0, style.tracking));
	const cap = probes[0]?.capHeight ?? 70;
	const lineGap = 100 * (style.upper ? 1.25 : 1.2);
	const textW = Math.max(...probes.map((p) => p.width));
	const textH = cap + lineGap * (lines.length - 1);
	const markS = Math.max(cap * 2.3, textH * 1.15);
	const gap = markS * 0.35;
	const blockW = stacked ? Math.max(markS, textW) : markS + gap + textW;
	const blockH = stacked ? markS + gap + textH : Math.max(markS, textH);
	const k = Math.min((W * 0.76) / blockW, (H * (stacked ? 0.56 : 0.46)) / blockH);
	const x0 = (W - blockW * k) / 2;
	const y0 = (H - blockH * k) / 2;

	let out = fill(ctx, ground);
	const ms = markS * k;
	const mx = stacked ? W / 2 - ms / 2 : x0;
	const my = stacked ? y0 : H / 2 - ms / 2;
	out += mark(kind, mx, my, ms, color, ground, name);
	const size = 100 * k;
	const tx0 = stacked ? 0 : x0 + (markS + gap) * k;
	const firstBaseline = stacked ? y0 + (markS + gap + cap) * k : H / 2 - (textH * k) / 2 + cap * k;
	lines.forEach((line, i) => {
		const probe = probes[i];
		const lw = (probe?.width ?? 0) * k;
		const tx = stacked ? W / 2 - lw / 2 : tx0;
		const ty = firstBaseline + i * lineGap * k;
		const t = textOutline(font, line, size, tx, ty, style.tracking);
		out += t.d
			? `<path d="${t.d}" fill="${textColor}"/>`
			: `<text x="${n(tx)}" y="${n(ty)}" font-family="${font.startsWith('cormorant') ? 'Cormorant Garamond, serif' : 'Inter, sans-serif'}" font-weight="${font.split('-')[1]}" font-size="${n(size)}" letter-spacing="${n(style.tracking * size)}" fill="${textColor}">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`;
	});
	return out;
}
