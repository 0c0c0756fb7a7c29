import { onceVisible } from './once-visible.ts';

function reportFailure(part: string): (error: unknown) => void {
	return (error) => console.error(`[layout] ${part} failed to start`, error);
}

/**
 * Makes every slider of the page a carousel when 10 % of it first becomes visible (SPEC §4
 * 'Sliders load lazily'): slider.ts and Splide are fetched only then.
 */
export function mountSlidersWhenVisible(): void {
	onceVisible(
		[...document.querySelectorAll<HTMLElement>('[data-slider]:not([data-slider-mounted])')],
		(slider) => {
			import('./slider.ts')
				.then(({ mountSlider }) => mountSlider(slider))
				.catch(reportFailure('slider'));
		},
		{ threshold: 0.1 },
	);
}

/**
 * Gives every self-hosted video of the page its poster once it comes within a screen of view;
 * the code that picks it (video-posters.ts) is fetched only then.
 */
export function loadVideoPostersWhenNear(): void {
	onceVisible(
		[...document.querySelectorAll<HTMLVideoElement>('video[data-posters]')],
		(video) => {
			import('./video-posters.ts')
				.then(({ applyPoster }) => applyPoster(video))
				.catch(reportFailure('video poster'));
		},
		{ rootMargin: '100% 0px' },
	);
}

/** Starts the page's hero videos (hero-videos.ts), whose code is loaded only on a page with one. */
export function loadHeroVideos(): void {
	import('./hero-videos.ts')
		.then(({ startHeroVideos }) => startHeroVideos())
		.catch(reportFailure('hero videos'));
}
