import { $header, closeHeader, setMenuOpen } from '../../stores/header.ts';
import { DESKTOP } from './desktop-width.ts';
import { bindDisclosure } from './disclosure.ts';
import { trapTab } from './focus-trap.ts';

/**
 * The burger menu below 64em (SPEC §2): the burger (`details`) opens and closes the panel beside it
 * in `nav` (aria-expanded); while it is open Tab stays inside `nav` (burger and panel), Escape and
 * a click on the backdrop close it and return focus to the burger, and the group holding the
 * current page unfolds. Growing to the desktop layout closes it and whatever it had unfolded.
 */
export function bindMobileMenu(details: HTMLDetailsElement, nav: HTMLElement): void {
	// Before the binding, which takes over a menu the visitor opened before this code arrived.
	$header.subscribe((state, previous) => {
		if (!state.menuOpen || previous?.menuOpen !== false) return;
		const current = nav.querySelector<HTMLDetailsElement>('details[data-current]');
		if (current) current.open = true;
	});
	bindDisclosure({ details, isOpen: (state) => state.menuOpen, setOpen: setMenuOpen });
	const burger = details.querySelector<HTMLElement>(':scope > summary');
	const close = (): void => {
		setMenuOpen(false);
		burger?.focus();
	};

	nav.addEventListener('keydown', (event) => {
		if (!$header.get().menuOpen) return;
		trapTab(event, nav);
		// The burger's own <details> handles Escape on the burger; this is Escape in the panel.
		if (event.key === 'Escape' && !event.defaultPrevented) {
			event.preventDefault();
			close();
		}
	});
	nav.querySelector('.site-nav__backdrop')?.addEventListener('click', close);
	// A link to a place on this same page would leave the menu covering it.
	nav.querySelector('.site-nav__panel')?.addEventListener('click', (event) => {
		if (event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
	});
	// The submenus are the panel's groups: one unfolded there must not open on the desktop.
	window.matchMedia(DESKTOP).addEventListener('change', closeHeader);
}
