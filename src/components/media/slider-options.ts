/** Space between slides in px (SPEC §9), in Splide's options and the no-JS layout alike. */
export const SLIDER_GAP = 24;

/**
 * The Splide options every slider of the site shares: slider.ts passes them, so a slider's
 * `data-splide` carries only its own (slides per view and peek per breakpoint).
 */
export const SHARED_SLIDER_OPTIONS = {
	perMove: 1,
	gap: SLIDER_GAP,
	mediaQuery: 'min',
	speed: 700,
	easing: 'cubic-bezier(0.22, 0.61, 0.36, 1)',
	keyboard: 'focused',
	arrowPath: 'M5 20h29M25 11l9 9-9 9',
} as const;

/** Splide's labels in the page's language (its `i18n` option), as `data-slider-texts` holds them. */
export type SliderTexts = Record<string, string>;

/** The labels of a `data-slider-texts` value; null when it is not an object of strings. */
export function parseSliderTexts(value: string | undefined): SliderTexts | null {
	if (value === undefined) return null;
	let parsed: unknown;
	try {
		parsed = JSON.parse(value);
	} catch {
		return null;
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
	const texts: SliderTexts = {};
	for (const [key, text] of Object.entries(parsed)) {
		if (typeof text !== 'string') return null;
		texts[key] = text;
	}
	return texts;
}
