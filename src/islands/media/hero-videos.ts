/**
 * Starts every hero video of the page (HeroMediaBlock.astro) unless reduced motion is asked for,
 * and wires its pause button, which shows only now that it works.
 */
export function startHeroVideos(): void {
	const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
	for (const hero of document.querySelectorAll<HTMLElement>('[data-hero]')) {
		const video = hero.querySelector<HTMLVideoElement>('[data-hero-video]');
		const toggle = hero.querySelector<HTMLButtonElement>('[data-hero-toggle]');
		if (!video || !toggle) continue;
		const show = (playing: boolean) => {
			toggle.dataset['playing'] = String(playing);
			toggle.setAttribute(
				'aria-label',
				(playing ? toggle.dataset['labelPause'] : toggle.dataset['labelPlay']) ?? '',
			);
		};
		video.addEventListener('play', () => show(true));
		video.addEventListener('pause', () => show(false));
		toggle.addEventListener('click', () => {
			if (video.paused) void video.play();
			else video.pause();
		});
		toggle.hidden = false;
		show(false);
		if (!calm) video.play().catch(() => show(false));
	}
}
