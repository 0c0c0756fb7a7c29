import { atom, computed, map } from 'nanostores';

/** The header's small dropdowns besides the main menu (SPEC §2: language switch, user area). */
export type HeaderDropdown = 'language' | 'user';

/**
 * The state of the site header (SPEC §2, §4 'Menu and overlay'), the single source for every
 * header island: whether the mobile menu is open, which desktop submenu (by id) is open, whether
 * the desktop search is open, which dropdown is open, and the scrolled style.
 */
export type HeaderState = {
	menuOpen: boolean;
	submenu: string | null;
	searchOpen: boolean;
	dropdown: HeaderDropdown | null;
	/** The page is scrolled past a quarter of the window height. */
	pastScrollThreshold: boolean;
	/** The scrolled style: past the threshold and the menu is closed. */
	scrolled: boolean;
};

const CLOSED = {
	menuOpen: false,
	submenu: null,
	searchOpen: false,
	dropdown: null,
} as const satisfies Partial<HeaderState>;

export const $header = map<HeaderState>({
	...CLOSED,
	pastScrollThreshold: false,
	scrolled: false,
});

/**
 * Who keeps the page from scrolling right now (the header menu, the event overlay, …). While any
 * owner is listed the page gets the no-scroll class and scrollbar padding (SPEC §4).
 */
export const $scrollLocks = atom<readonly string[]>([]);

/** Whether the page must not scroll. */
export const $pageScrollLocked = computed($scrollLocks, (owners) => owners.length > 0);

/** Adds `owner` to the scroll locks (idempotent). */
export function lockPageScroll(owner: string): void {
	const owners = $scrollLocks.get();
	if (!owners.includes(owner)) $scrollLocks.set([...owners, owner]);
}

/** Removes `owner` from the scroll locks (idempotent). */
export function unlockPageScroll(owner: string): void {
	const owners = $scrollLocks.get();
	if (owners.includes(owner)) $scrollLocks.set(owners.filter((entry) => entry !== owner));
}

const MENU_LOCK = 'header-menu';

/** Opens or closes the mobile menu; open, it locks the page scroll and drops the scrolled style. */
export function setMenuOpen(open: boolean): void {
	const state = $header.get();
	if (state.menuOpen === open) return;
	$header.set({
		...state,
		...(open ? { submenu: null, searchOpen: false, dropdown: null } : {}),
		menuOpen: open,
		scrolled: state.pastScrollThreshold && !open,
	});
	if (open) lockPageScroll(MENU_LOCK);
	else unlockPageScroll(MENU_LOCK);
}

/** The burger: opens the closed menu, closes the open one. */
export function toggleMenu(): void {
	setMenuOpen(!$header.get().menuOpen);
}

/**
 * Opens the desktop submenu `id` (closing search and dropdowns: one thing open at a time), or
 * closes it; closing a submenu that is not the open one changes nothing.
 */
export function setSubmenu(id: string, open: boolean): void {
	const state = $header.get();
	if (open) {
		if (state.submenu === id && !state.searchOpen && state.dropdown === null) return;
		$header.set({ ...state, submenu: id, searchOpen: false, dropdown: null });
	} else if (state.submenu === id) {
		$header.setKey('submenu', null);
	}
}

/** Opens the desktop search (closing submenus and dropdowns) or closes it. */
export function setSearchOpen(open: boolean): void {
	const state = $header.get();
	if (state.searchOpen === open) return;
	$header.set({
		...state,
		...(open ? { submenu: null, dropdown: null } : {}),
		searchOpen: open,
	});
}

/** Opens the dropdown `name` (closing submenus and search) or closes it if it is the open one. */
export function setDropdown(name: HeaderDropdown, open: boolean): void {
	const state = $header.get();
	if (open) {
		if (state.dropdown === name && state.submenu === null && !state.searchOpen) return;
		$header.set({ ...state, dropdown: name, submenu: null, searchOpen: false });
	} else if (state.dropdown === name) {
		$header.setKey('dropdown', null);
	}
}

/** Closes submenus, search and dropdowns, e.g. on a route change or a click elsewhere. */
export function closeHeaderPopups(): void {
	const state = $header.get();
	if (state.submenu === null && !state.searchOpen && state.dropdown === null) return;
	$header.set({ ...state, submenu: null, searchOpen: false, dropdown: null });
}

/** Closes everything the header has open, the mobile menu included. */
export function closeHeader(): void {
	closeHeaderPopups();
	setMenuOpen(false);
}

/**
 * Records the scroll position: past a quarter of the window height the header takes its scrolled
 * style, unless the menu is open (SPEC §4).
 */
export function updateHeaderScroll(scrollY: number, windowHeight: number): void {
	const state = $header.get();
	const past = scrollY > windowHeight / 4;
	const scrolled = past && !state.menuOpen;
	if (state.pastScrollThreshold === past && state.scrolled === scrolled) return;
	$header.set({ ...state, pastScrollThreshold: past, scrolled });
}
