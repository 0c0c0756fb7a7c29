import { isDesktop } from './desktop-width.ts';

/** The header's <details> that the menus (header-menus.ts) keep in step with `$header`. */
export const HEADER_DISCLOSURES = [
	'details[data-mobile-menu]',
	'details[data-desktop-submenu]',
	'details[data-header-search]',
	'details[data-language-switch]',
	'details[data-user-dropdown]',
].join(',');

const mirror = (details: HTMLDetailsElement): void => {
	details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open));
};

/**
 * Gives each header disclosure's summary `aria-expanded` at once and keeps it equal to the
 * element's open state, also while the menus' code is still on its way (a toggle event does not
 * bubble, but its capture phase passes the header). The menus set the same value through the store.
 */
export function mirrorExpanded(header: HTMLElement): void {
	header.querySelectorAll<HTMLDetailsElement>(HEADER_DISCLOSURES).forEach(mirror);
	header.addEventListener(
		'toggle',
		(event) => {
			const details = event.target;
			if (details instanceof HTMLDetailsElement && details.matches(HEADER_DISCLOSURES)) {
				mirror(details);
			}
		},
		true,
	);
}

/**
 * Where a press keeps `details` open: the burger's whole navigation (its panel is the burger's
 * sibling), else the element itself.
 */
const regionOf = (details: HTMLDetailsElement): Element =>
	(details.matches('[data-mobile-menu]') && details.closest('[data-site-nav]')) || details;

/**
 * Until the menus' code has bound them (`until` settles), what a <details> lacks natively and the
 * code will do: a press outside an open header disclosure, or Escape, closes it (Escape returns
 * focus to its summary). So a visitor who opens a menu before the code has arrived can close it
 * the usual way. Below 64em the submenus are the burger panel's groups, which stay as they are.
 */
export function closeNativelyUntil(header: HTMLElement, until: Promise<unknown>): void {
	const open = () =>
		[...header.querySelectorAll<HTMLDetailsElement>(HEADER_DISCLOSURES)].filter(
			(details) =>
				details.open && (isDesktop() || !details.matches('[data-desktop-submenu]')),
		);
	const onPress = (event: MouseEvent): void => {
		for (const details of open()) {
			const inside = event.target instanceof Node && regionOf(details).contains(event.target);
			if (!inside) details.open = false;
		}
	};
	const onKey = (event: KeyboardEvent): void => {
		if (event.key !== 'Escape') return;
		for (const details of open()) {
			details.open = false;
			details.querySelector<HTMLElement>(':scope > summary')?.focus();
		}
	};
	document.addEventListener('click', onPress, true);
	document.addEventListener('keydown', onKey, true);
	void until.finally(() => {
		document.removeEventListener('click', onPress, true);
		document.removeEventListener('keydown', onKey, true);
	});
}
