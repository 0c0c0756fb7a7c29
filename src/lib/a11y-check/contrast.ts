/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number];

/** `#rrggbb` (or `#rgb`) as an Rgb; throws on anything else (the palette is ours). */
export function hexToRgb(hex: string): Rgb {
	const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
	const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
	const parts = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
	if (!parts) throw new Error(`not a hex colour: ${hex}`);
	return [parseInt(parts[0]!, 16), parseInt(parts[1]!, 16), parseInt(parts[2]!, 16)];
}

/** Relative luminance after WCAG 2.x. */
export function luminance([r, g, b]: Rgb): number {
	const linear = (channel: number) => {
		const c = channel / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (light + 0.05) / (dark + 0.05);
}

/** `top` at opacity `alpha` over `bottom`. */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
	const mix = (t: number, u: number) => Math.round(t * alpha + u * (1 - alpha));
	return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2])];
}

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
