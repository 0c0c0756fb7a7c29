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
