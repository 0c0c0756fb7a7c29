/**
 * Client side of Slider.astro: each `[data-slider]` becomes a Splide carousel once 10 % of it is
 * visible (SPEC §4 'Sliders load lazily'). The library itself is fetched only then. Options,
 * including the labels in the page's language, come from the element's `data-splide` attribute.
 */

import { onceVisible } from './once-visible.ts';

const SELECTOR = '[data-slider]:not([data-slider-mounted])';

async function mount(root: HTMLElement): Promise<void> {
	root.setAttribute('data-slider-mounted', '');
	const { Splide } = await import('@splidejs/splide');
	new Splide(root).mount();
	// Splide's keyboard handling on the root replaces the scroll container's own focus stop.
	root.querySelector('.splide__track')?.removeAttribute('tabindex');
}

/** Mounts every slider of the page when it first becomes 10 % visible. */
export function mountSlidersWhenVisible(): void {
	onceVisible(
		[...document.querySelectorAll<HTMLElement>(SELECTOR)],
		(slider) => void mount(slider),
		{
			threshold: 0.1,
		},
	);
}
