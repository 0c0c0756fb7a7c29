import { $pageScrollLocked } from '../../stores/header.ts';

/**
 * Applies `$pageScrollLocked` to <html> (SPEC §4): the no-scroll class, plus padding as wide as the
 * scrollbar it hides, so the page does not jump sideways.
 */
export function bindPageScrollLock(): void {
	const root = document.documentElement;
	$pageScrollLocked.subscribe((locked) => {
		if (locked === root.classList.contains('no-scroll')) return;
		if (locked) {
			const scrollbarWidth = window.innerWidth - root.clientWidth;
			root.style.setProperty('--scrollbar-width', `${scrollbarWidth}px`);
			root.style.paddingRight = `${scrollbarWidth}px`;
			root.classList.add('no-scroll');
		} else {
			root.classList.remove('no-scroll');
			root.style.removeProperty('padding-right');
			root.style.removeProperty('--scrollbar-width');
		}
	});
}
