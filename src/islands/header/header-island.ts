import type { Locale } from '../../lib/contract/common.ts';
import { startEditorGate } from '../editor-loader/editor-gate.ts';
import { loadUser } from '../../stores/user.ts';
import { wakeOnFirstIntent } from '../page-runtime/wake.ts';
import { bindCartCount } from './cart-count.ts';
import { closeNativelyUntil, mirrorExpanded } from './header-disclosures.ts';
import { bindPageScrollLock } from './page-scroll-lock.ts';
import { bindScrollState } from './scroll-state.ts';
import { bindUserAreas } from './user-area.ts';
import { loadTopAlert } from './wake-top-alert.ts';

/** The menus' code, loaded when the visitor first turns to the header; settles once bound. */
function loadHeaderMenus(header: HTMLElement): Promise<void> {
	return import('./header-menus.ts')
		.then(({ bindHeaderMenus }) => bindHeaderMenus(header))
		.catch((error: unknown) => console.error('[header] menus failed to load', error));
}

/**
 * Enhances the server-rendered site header (SPEC §2, §4), loads the user details once per
 * page and starts the editor gate. Every part reads and changes `$header`; nothing here renders
 * markup of its own. What shows without a touch — the scrolled style, the user area, the cart
 * count, the page's scroll lock (which the event overlay uses too) — starts at once; the menus,
 * search box and dropdowns (header-menus.ts) on the visitor's first pointer, touch, key or focus
 * in the header.
 */
export function startHeaderIsland(header: HTMLElement): void {
	const root = document.documentElement;
	root.classList.add('header-island');
	bindPageScrollLock();
	bindScrollState(header);
	mirrorExpanded(header);
	wakeOnFirstIntent(header, () => {
		closeNativelyUntil(header, loadHeaderMenus(header));
		// The alert hides while the menu is open.
		loadTopAlert();
	});
	bindUserAreas([...header.querySelectorAll<HTMLElement>('[data-user-area]')]);
	bindCartCount([...header.querySelectorAll<HTMLElement>('[data-cart-count]')]);

	const locale: Locale = root.lang === 'en' ? 'en' : 'de';
	void loadUser(locale);
	// A preview link's page (`<html data-no-editor>`) loads no editor, not even for staff.
	if (!root.hasAttribute('data-no-editor')) startEditorGate(locale);
}
