import { Splide } from '@splidejs/splide';
import { parseSliderTexts, SHARED_SLIDER_OPTIONS } from '../../components/media/slider-options.ts';

/**
 * Client side of Slider.astro: makes a `[data-slider]` a Splide carousel (wake-media.ts calls it
 * once 10 % of the slider is visible, SPEC §4 'Sliders load lazily'). The options all sliders
 * share are here, the slider's own come from its `data-splide` attribute, and the labels in the
 * page's language from the one slider of the page that carries `data-slider-texts`. Splide comes
 * in this module's chunk: a page fetches both at once, and only when a slider shows.
 */
export function mountSlider(root: HTMLElement): void {
	if (root.hasAttribute('data-slider-mounted')) return;
	root.setAttribute('data-slider-mounted', '');
	const carrier = document.querySelector<HTMLElement>('[data-slider-texts]') ?? root;
	const i18n = parseSliderTexts(carrier.dataset['sliderTexts']);
	new Splide(root, { ...SHARED_SLIDER_OPTIONS, ...(i18n && { i18n }) }).mount();
	// Splide's keyboard handling on the root replaces the scroll container's own focus stop.
	root.querySelector('.splide__track')?.removeAttribute('tabindex');
}
