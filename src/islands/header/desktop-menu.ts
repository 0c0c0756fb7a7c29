import { $header, setDropdown, setSubmenu, type HeaderDropdown } from '../../stores/header.ts';
import { isDesktop } from './desktop-width.ts';
import { bindDisclosure } from './disclosure.ts';

/**
 * The desktop submenus (SPEC §2, §4): one open at a time through `$header.submenu`; a click on one
 * of their links or anywhere outside closes them, and so does Escape. Below 64em the same
 * <details> are the burger panel's groups: they stay unfolded while the visitor works elsewhere
 * in the panel, and Escape closes the whole menu (mobile-menu.ts).
 */
export function bindDesktopSubmenus(submenus: readonly HTMLDetailsElement[]): void {
	submenus.forEach((details, index) => {
		const id = `submenu-${index}`;
		bindDisclosure({
			details,
			isOpen: (state) => state.submenu === id,
			setOpen: (open) => setSubmenu(id, open),
			closesOnEscape: isDesktop,
		});
		details.addEventListener('click', (event) => {
			if (event.target instanceof Element && event.target.closest('a[href]')) setSubmenu(id, false);
		});
	});
	closeOnOutsideClick(
		submenus,
		() => {
			const { submenu } = $header.get();
			if (submenu !== null) setSubmenu(submenu, false);
		},
		isDesktop,
	);
}

/** A header dropdown (language switch, user menu) bound to `$header.dropdown`. */
export function bindDropdown(details: HTMLDetailsElement, name: HeaderDropdown): void {
	bindDisclosure({
		details,
		isOpen: (state) => state.dropdown === name,
		setOpen: (open) => setDropdown(name, open),
	});
	closeOnOutsideClick([details], () => setDropdown(name, false));
}

/**
 * Closes `elements` on a click elsewhere (while `when` holds). The element itself is closed too:
 * its own toggle event (which updates the store) may still be on its way after a quick click on it.
 */
function closeOnOutsideClick(
	elements: readonly HTMLDetailsElement[],
	close: () => void,
	when: () => boolean = () => true,
): void {
	document.addEventListener('click', (event) => {
		const target = event.target;
		if (!when()) return;
		if (target instanceof Node && elements.some((element) => element.contains(target))) return;
		for (const element of elements) element.open = false;
		close();
	});
}
