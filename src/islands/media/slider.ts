import { Splide } from '@splidejs/splide';

/**
 * Client side of Slider.astro: makes a `[data-slider]` a Splide carousel (wake-media.ts calls it
 * once 10 % of the slider is visible, SPEC §4 'Sliders load lazily'). Options, including the
 * labels in the page's language, come from the element's `data-splide` attribute. Splide comes
 * in this module's chunk: a page fetches both at once, and only when a slider shows.
 */
export function mountSlider(root: HTMLElement): void {
	if (root.hasAttribute('data-slider-mounted')) return;
	root.setAttribute('data-slider-mounted', '');
	new Splide(root).mount();
	// Splide's keyboard handling on the root replaces the scroll container's own focus stop.
	root.querySelector('.splide__track')?.removeAttribute('tabindex');
}
