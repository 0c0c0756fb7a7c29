import type { Locale } from '../../lib/contract/common.ts';
import { closeHeader } from '../../stores/header.ts';
import { startEditorGate } from '../editor-loader/editor-gate.ts';
import { loadUser } from '../../stores/user.ts';
import { bindCartCount } from './cart-count.ts';
import { bindDesktopSubmenus, bindDropdown } from './desktop-menu.ts';
import { bindHeaderSearch } from './header-search.ts';
import { bindMobileMenu } from './mobile-menu.ts';
import { bindPageScrollLock } from './page-scroll-lock.ts';
import { bindScrollState } from './scroll-state.ts';
import { bindUserAreas } from './user-area.ts';

/**
 * Enhances the server-rendered site header (SPEC §2, §4), loads the user details once per
 * page and starts the editor gate. Every part reads and changes `$header`; nothing here renders markup of its own.
 */
export function startHeaderIsland(header: HTMLElement): void {
	const root = document.documentElement;
	root.classList.add('header-island');
	bindPageScrollLock();
	bindScrollState(header);

	const mobileMenu = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
	if (mobileMenu) bindMobileMenu(mobileMenu);
	bindDesktopSubmenus([
		...header.querySelectorAll<HTMLDetailsElement>('details[data-desktop-submenu]'),
	]);
	const search = header.querySelector<HTMLDetailsElement>('details[data-header-search]');
	if (search) bindHeaderSearch(search);
	const language = header.querySelector<HTMLDetailsElement>('details[data-language-switch]');
	if (language) bindDropdown(language, 'language');
	bindUserAreas([...header.querySelectorAll<HTMLElement>('[data-user-area]')]);
	bindCartCount([...header.querySelectorAll<HTMLElement>('[data-cart-count]')]);

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

	const locale: Locale = root.lang === 'en' ? 'en' : 'de';
	void loadUser(locale);
	// A preview link's page (`<html data-no-editor>`) loads no editor, not even for staff.
	if (!root.hasAttribute('data-no-editor')) startEditorGate(locale);
}
