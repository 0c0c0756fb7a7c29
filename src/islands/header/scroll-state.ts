import { $header, updateHeaderScroll } from '../../stores/header.ts';

/**
 * Feeds the scroll position to `$header` (once per frame) and mirrors its scrolled style as the
 * `is-scrolled` class of the header (SPEC §4: a quarter of the window height, not while the menu
 * is open).
 */
export function bindScrollState(header: HTMLElement): void {
	let frame = 0;
	const measure = (): void => {
		frame = 0;
		updateHeaderScroll(window.scrollY, window.innerHeight);
	};
	const schedule = (): void => {
		frame ||= window.requestAnimationFrame(measure);
	};
	window.addEventListener('scroll', schedule, { passive: true });
	window.addEventListener('resize', schedule, { passive: true });
	// The first look waits for a frame too: reading the scroll position now would lay out the
	// whole page inside the start-up task (30-40 ms on a phone), work the frame does anyway.
	schedule();
	$header.subscribe((state) => header.classList.toggle('is-scrolled', state.scrolled));
}
