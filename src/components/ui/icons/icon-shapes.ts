/**
 * The inner markup of every site icon (24×24, stroked in currentColor), by name. The page's sprite
 * (`IconSprite.astro`) defines each once as a `<symbol>`; `Icon.astro` shows one with `<use>`.
 */
export const ICON_SHAPES = {
	arrow: '<path d="M3.5 12h16.5M14 6l6 6-6 6"/>',
	burger: '<path d="M3.5 7h17M3.5 12h17M3.5 17h17"/>',
	calendar:
		'<rect x="3.75" y="5.25" width="16.5" height="15" rx="1"/><path d="M3.75 10h16.5M8 3.25v4M16 3.25v4"/>',
	cart: '<path d="M5 8h14l-1.2 12.5H6.2L5 8z"/><path d="M8.75 10.5V7a3.25 3.25 0 0 1 6.5 0v3.5"/>',
	check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
	chevron: '<path d="M6 9.5l6 6 6-6"/>',
	filter: '<path d="M4 6.5h16M7 12h10M10 17.5h4"/>',
	clock: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
	close: '<path d="M5.5 5.5l13 13M18.5 5.5l-13 13"/>',
	// An open book with a tick: the usual pictogram for texts in Leichte Sprache (Easy Read).
	easyRead:
		'<path d="M12 6.5C10 5 7 4.6 3.5 5v13c3.5-.4 6.5 0 8.5 1.5 2-1.5 5-1.9 8.5-1.5V5C17 4.6 14 5 12 6.5zM12 6.5v13"/><path d="m14.25 12 1.75 1.75 2.75-3.25M6 9.5h3.5M6 12.5h3.5"/>',
	external: '<path d="M14 4.5h5.5V10M19.5 4.5L11 13"/><path d="M17.5 14v5.5h-13v-13H10"/>',
	heart:
		'<path d="M12 20s-7.5-4.6-7.5-10.1A4.1 4.1 0 0 1 8.6 5.6c1.5 0 2.7.8 3.4 2 .7-1.2 1.9-2 3.4-2a4.1 4.1 0 0 1 4.1 4.3C19.5 15.4 12 20 12 20z"/>',
	location:
		'<path d="M12 21s-6.5-6-6.5-11.25a6.5 6.5 0 0 1 13 0C18.5 15 12 21 12 21z"/><circle cx="12" cy="9.75" r="2.25"/>',
	search: '<circle cx="10.5" cy="10.5" r="6.25"/><path d="M15.2 15.2l5.3 5.3"/>',
	// A signing hand with movement marks: German Sign Language (DGS).
	signLanguage:
		'<path d="M8 13.5V6a1.5 1.5 0 0 1 3 0v5M11 10.5V4.5a1.5 1.5 0 0 1 3 0v6M14 10.5V6a1.5 1.5 0 0 1 3 0v8c0 3.6-2.4 6.5-6 6.5-2.4 0-3.8-1.2-5-3l-2.2-3.5a1.5 1.5 0 0 1 2.5-1.7L8 14"/><path d="M19.75 4.75c.9.9 1.5 2.1 1.5 3.5M4.25 4.75c-.9.9-1.5 2.1-1.5 3.5"/>',
	ticket:
		'<path d="M3.5 7.5h17v3a1.75 1.75 0 0 0 0 3.5v3h-17v-3a1.75 1.75 0 0 0 0-3.5v-3z"/><path d="M14.5 7.5v2M14.5 11.25v1.5M14.5 14.5v2"/>',
	user: '<circle cx="12" cy="8" r="3.75"/><path d="M4.5 20.5c.9-3.9 3.9-6 7.5-6s6.6 2.1 7.5 6"/>',
	// The access features (src/lib/access/features.ts), one each, named access-<feature>.
	'access-step_free': '<path d="M3.5 19.5h17v-9z"/><circle cx="8" cy="5.5" r="1.5"/>',
	'access-wheelchair_spaces':
		'<circle cx="10" cy="4.5" r="1.5"/><path d="M10 7.5v6h4.5l2.5 5.5 2-.8"/><path d="M10 10.5h4"/><path d="M7.2 11.2a5 5 0 1 0 7.3 5.8"/>',
	'access-accessible_toilet':
		'<path d="M6.5 3.5h11v17h-11z"/><path d="M9 8l1 5 1-3.5 1 3.5 1-5"/><path d="M14.5 8v5h1.5"/><path d="M9 16.5h6"/>',
	'access-induction_loop':
		'<path d="M7.5 10a4.5 4.5 0 1 1 8.2 2.6c-1.2 1.6-2.2 2.4-2.2 4.4a2.5 2.5 0 0 1-4.6 1.3"/><path d="M10 10a2 2 0 0 1 4 0"/><path d="M16 17h5M18.5 17v4"/>',
	'access-assistance_dogs':
		'<path d="M7 6l-3 4 2.5 1.5M17 6l3 4-2.5 1.5"/><path d="M7 6h10l.5 6.5a5.5 5.5 0 0 1-11 0z"/><path d="M10.5 15.5h3L12 17z"/><path d="M9.5 11h.01M14.5 11h.01"/>',
	'access-audio_description':
		'<path d="M2.5 17.5l3.5-11 3.5 11M3.7 14h4.6"/><path d="M12.5 6.5v11h2a5.5 5.5 0 0 0 0-11z"/><path d="M20 9.5a4 4 0 0 1 0 5"/>',
	'access-sign_language':
		'<path d="M8.5 20.5 5 14.2a1.5 1.5 0 0 1 2.6-1.5L9 14.8V5.5a1.5 1.5 0 0 1 3 0V11V4.5a1.5 1.5 0 0 1 3 0V11V6a1.5 1.5 0 0 1 3 0v8.5a6 6 0 0 1-6 6z"/>',
	'access-easy_language':
		'<path d="M3.5 5.5h17v11h-9l-4.5 3.5v-3.5H3.5z"/><path d="m8.5 11 2.5 2.5 4.5-5"/>',
	'access-touch_tour':
		'<path d="M3.5 20.5h17"/><path d="M9 17.5V7a1.5 1.5 0 0 1 3 0v5l4 .9a2 2 0 0 1 1.5 2.3l-.4 2.3"/><path d="M6.5 5.5a4 4 0 0 1 8 0"/>',
	'access-relaxed_performance':
		'<circle cx="12" cy="12" r="8.5"/><path d="M8.5 14.5c1.8 1.8 5.2 1.8 7 0"/><path d="M8 10.5c.6-.7 1.4-.7 2 0M14 10.5c.6-.7 1.4-.7 2 0"/>',
	'access-companion_ticket':
		'<circle cx="8.5" cy="8" r="3"/><path d="M3 19.5c.7-3.2 2.8-5 5.5-5s4.8 1.8 5.5 5"/><circle cx="16.5" cy="8.5" r="2.5"/><path d="M15.5 14.6c2.4-.3 4.6 1.2 5.3 4.9"/>',
} as const;

export type IconName = keyof typeof ICON_SHAPES;

/**
 * How every icon is stroked, once per page (the sprite's `<style>`) rather than as five
 * attributes on each of its symbols (3.3 KB a page): on each `<use>` of a sprite symbol, whose
 * drawing inherits it. In the sprite, so no stylesheet load changes it; on the `<use>` itself, so
 * a rule for an icon's `<svg>` does not reach the drawing either, as with the symbols' attributes.
 */
export const ICON_STROKE =
	'use[href^="#i-"]{fill:none;stroke:currentColor;stroke-width:1.5;stroke-linecap:round;stroke-linejoin:round}';

/** The id of an icon's symbol in the page's sprite. */
export function iconId(name: IconName): string {
	return `i-${name}`;
}
