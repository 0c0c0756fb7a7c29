import { closeHeader } from '../../stores/header.ts';
import { bindDesktopSubmenus, bindDropdown } from './desktop-menu.ts';
import { bindHeaderSearch } from './header-search.ts';
import { bindMobileMenu } from './mobile-menu.ts';

/**
 * What the header does once the visitor turns to it (header-island.ts loads this on the first
 * pointer, touch, key or focus in the header): the burger menu with its focus trap, the desktop
 * submenus, the search box, the language switch and the user menu, each bound to `$header`, and
 * Escape, a route change or a page restored from the back cache closing what is open. Their
 * <details> work natively until then; one opened before this ran is taken over as it is
 * (disclosure.ts).
 */
export function bindHeaderMenus(header: HTMLElement): void {
	const mobileMenu = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
	const nav = header.querySelector<HTMLElement>('[data-site-nav]');
	if (mobileMenu && nav) bindMobileMenu(mobileMenu, nav);
	bindDesktopSubmenus([
		...header.querySelectorAll<HTMLDetailsElement>('details[data-desktop-submenu]'),
	]);
	const search = header.querySelector<HTMLDetailsElement>('details[data-header-search]');
	if (search) bindHeaderSearch(search);
	const language = header.querySelector<HTMLDetailsElement>('details[data-language-switch]');
	if (language) bindDropdown(language, 'language');
	for (const dropdown of header.querySelectorAll<HTMLDetailsElement>(
		'details[data-user-dropdown]',
	)) {
		bindDropdown(dropdown, 'user');
	}

	// Escape pressed outside an open popup (each handles its own first) still closes it.
	document.addEventListener('keydown', (event) => {
		if (event.key === 'Escape' && !event.defaultPrevented) closeHeader();
	});
	// A route change closes what is open: in-page moves, and pages restored from the back cache.
	window.addEventListener('hashchange', closeHeader);
	window.addEventListener('popstate', closeHeader);
	window.addEventListener('pageshow', (event) => {
		if (event.persisted) closeHeader();
	});
}
