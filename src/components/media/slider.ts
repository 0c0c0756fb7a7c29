/**
 * Client side of Slider.astro: each `[data-slider]` becomes a Splide carousel once 10 % of it is
 * visible (SPEC §4 'Sliders load lazily'). The library itself is fetched only then. Options,
 * including the labels in the page's language, come from the element's `data-splide` attribute.
 */

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
	const sliders = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
	if (sliders.length === 0) return;
	if (!('IntersectionObserver' in window)) {
		for (const slider of sliders) void mount(slider);
		return;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				if (!entry.isIntersecting) continue;
				observer.unobserve(entry.target);
				void mount(entry.target as HTMLElement);
			}
		},
		{ threshold: 0.1 },
	);
	for (const slider of sliders) observer.observe(slider);
}
