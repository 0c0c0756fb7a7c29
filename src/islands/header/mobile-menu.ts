import { $header, setMenuOpen } from '../../stores/header.ts';
import { bindDisclosure } from './disclosure.ts';
import { trapTab } from './focus-trap.ts';

const DESKTOP = '(min-width: 64em)';

/**
 * The burger menu below 64em (SPEC §2): the burger opens and closes it (aria-expanded), Tab stays
 * inside while it is open, Escape and a click on the backdrop close it and return focus to the
 * burger, and it closes when the window grows to the desktop layout.
 */
export function bindMobileMenu(details: HTMLDetailsElement): void {
	bindDisclosure({ details, isOpen: (state) => state.menuOpen, setOpen: setMenuOpen });
	const burger = details.querySelector<HTMLElement>(':scope > summary');

	details.addEventListener('keydown', (event) => {
		if ($header.get().menuOpen) trapTab(event, details);
	});
	details.querySelector('.mobile-menu__backdrop')?.addEventListener('click', () => {
		setMenuOpen(false);
		burger?.focus();
	});
	// A link to a place on this same page would leave the menu covering it.
	details.querySelector('.mobile-menu__panel')?.addEventListener('click', (event) => {
		if (event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
	});
	window.matchMedia(DESKTOP).addEventListener('change', (query) => {
		if (query.matches) setMenuOpen(false);
	});
}
