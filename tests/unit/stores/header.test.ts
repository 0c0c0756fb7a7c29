import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
	$header,
	$pageScrollLocked,
	$scrollLocks,
	closeHeader,
	closeHeaderPopups,
	lockPageScroll,
	setDropdown,
	setMenuOpen,
	setSearchOpen,
	setSubmenu,
	toggleMenu,
	unlockPageScroll,
	updateHeaderScroll,
} from '../../../src/stores/header.ts';

afterEach(() => {
	closeHeader();
	updateHeaderScroll(0, 800);
	$scrollLocks.set([]);
	cleanStores($header, $scrollLocks, $pageScrollLocked);
});

describe('$header', () => {
	it('keeps one submenu open at a time and closes search and dropdowns for it', () => {
		setSearchOpen(true);
		setDropdown('language', true);
		setSubmenu('submenu-0', true);
		expect($header.get()).toMatchObject({
			submenu: 'submenu-0',
			searchOpen: false,
			dropdown: null,
		});

		setSubmenu('submenu-1', true);
		expect($header.get().submenu).toBe('submenu-1');
		// The first submenu's own close event comes late and must not close the second.
		setSubmenu('submenu-0', false);
		expect($header.get().submenu).toBe('submenu-1');
		setSubmenu('submenu-1', false);
		expect($header.get().submenu).toBeNull();
	});

	it('opens the search and a dropdown one at a time', () => {
		setSubmenu('submenu-0', true);
		setSearchOpen(true);
		expect($header.get()).toMatchObject({ submenu: null, searchOpen: true });
		setDropdown('user', true);
		expect($header.get()).toMatchObject({ searchOpen: false, dropdown: 'user' });
		setDropdown('language', false);
		expect($header.get().dropdown).toBe('user');
		closeHeaderPopups();
		expect($header.get()).toMatchObject({ submenu: null, searchOpen: false, dropdown: null });
	});

	it('toggles the menu, locking the page scroll while it is open', () => {
		toggleMenu();
		expect($header.get().menuOpen).toBe(true);
		expect($pageScrollLocked.get()).toBe(true);
		toggleMenu();
		expect($header.get().menuOpen).toBe(false);
		expect($pageScrollLocked.get()).toBe(false);
	});

	it('closes desktop popups when the menu opens', () => {
		setSearchOpen(true);
		setMenuOpen(true);
		expect($header.get()).toMatchObject({ menuOpen: true, searchOpen: false });
	});

	it('takes the scrolled style after a quarter of the window height, not while the menu is open', () => {
		updateHeaderScroll(200, 800);
		expect($header.get().scrolled).toBe(false);
		updateHeaderScroll(201, 800);
		expect($header.get().scrolled).toBe(true);

		setMenuOpen(true);
		expect($header.get().scrolled).toBe(false);
		updateHeaderScroll(500, 800);
		expect($header.get().scrolled).toBe(false);
		setMenuOpen(false);
		expect($header.get().scrolled).toBe(true);

		updateHeaderScroll(0, 800);
		expect($header.get().scrolled).toBe(false);
	});

	it('closes everything on closeHeader', () => {
		setMenuOpen(true);
		closeHeader();
		expect($header.get()).toMatchObject({ menuOpen: false, submenu: null, searchOpen: false });
	});
});

describe('page scroll locks', () => {
	it('stays locked until every owner has let go', () => {
		lockPageScroll('overlay');
		setMenuOpen(true);
		lockPageScroll('overlay');
		expect($scrollLocks.get()).toEqual(['overlay', 'header-menu']);
		setMenuOpen(false);
		expect($pageScrollLocked.get()).toBe(true);
		unlockPageScroll('overlay');
		expect($pageScrollLocked.get()).toBe(false);
		unlockPageScroll('overlay');
		expect($scrollLocks.get()).toEqual([]);
	});
});
