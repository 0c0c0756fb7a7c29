import { $sticky, setSectionsOpen, toggleSections } from '../../stores/sticky.ts';

/**
 * The phone's list of sections as a disclosure: the button toggles it (aria-expanded), Escape
 * closes it and returns the focus to the button, a click elsewhere closes it.
 */
export function bindSectionsMenu(root: HTMLElement, toggle: HTMLButtonElement): void {
	$sticky.subscribe(({ sectionsOpen }) => {
		toggle.setAttribute('aria-expanded', String(sectionsOpen));
		root.classList.toggle('is-open', sectionsOpen);
	});
	toggle.addEventListener('click', toggleSections);
	root.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !$sticky.get().sectionsOpen) return;
		// Handled here: the header's own Escape handler must not act on it as well.
		event.preventDefault();
		setSectionsOpen(false);
		toggle.focus();
	});
	document.addEventListener('click', (event) => {
		if (event.target instanceof Node && !root.contains(event.target)) setSectionsOpen(false);
	});
}
