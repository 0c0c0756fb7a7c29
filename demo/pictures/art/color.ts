/** Colour helpers on #rrggbb strings. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
	const h = hex.replace('#', '');
	const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
	const v = Number.parseInt(full, 16);
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function format([r, g, b]: Rgb): string {
	const c = (x: number) =>
		Math.max(0, Math.min(255, Math.round(x)))
			.toString(16)
			.padStart(2, '0');
	return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
	const [ar, ag, ab] = parse(a);
	const [br, bg, bb] = parse(b);
	return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Darkens (t < 0, towards black) or lightens (t > 0, towards white). */
export function shade(c: string, t: number): string {
	return t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t);
}

/** Relative luminance (0 black … 1 white), for picking readable or contrasting tones. */
export function luminance(c: string): number {
	const lin = (v: number) => {
		const s = v / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	};
	const [r, g, b] = parse(c);
	return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Museum colours the palettes are built from. */
export const C = {
	ivory: '#f4efe4',
	cream: '#efe6d2',
	parchment: '#e3d5b8',
	sand: '#d8c7a3',
	stone: '#b9ae9a',
	ochre: '#c8963e',
	gold: '#d4aa5a',
	amber: '#e0a458',
	sienna: '#a0522d',
	umber: '#5a4030',
	bistre: '#3a2a20',
	crimson: '#8e2a2a',
	vermilion: '#c0432f',
	oxblood: '#5e1f1f',
	rose: '#c98f7e',
	blush: '#e2b8a6',
	deepGreen: '#1f3a2e',
	forest: '#2e5442',
	sage: '#7d8f74',
	olive: '#6b6a3a',
	verdigris: '#5f8b7c',
	teal: '#2f5d5f',
	slate: '#3b4e63',
	slateLight: '#6f8294',
	mist: '#a9b6c1',
	navy: '#1c2636',
	midnight: '#11151d',
	charcoal: '#1d1f24',
	plum: '#4b2e3f',
	white: '#ffffff',
	black: '#000000',
} as const;
