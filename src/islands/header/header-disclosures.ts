/**
 * The header's disclosures that the menus (header-menus.ts) keep in step with `$header`: every
 * <details> it renders (the burger, the submenus, the search, the language switch, the user menu).
 */
export const HEADER_DISCLOSURES = 'details';

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
			if (details instanceof HTMLDetailsElement) mirror(details);
		},
		true,
	);
}

/**
 * Until the menus' code has bound them (`until` settles), what a <details> lacks natively and the
 * code will do: a press outside an open header disclosure, or Escape, closes it (Escape returns
 * focus to its summary). So a visitor who opens a menu before the code has arrived can close it
 * the usual way. The burger's panel is its sibling: a press anywhere in the navigation counts as
 * inside the burger.
 */
export function closeNativelyUntil(header: HTMLElement, until: Promise<unknown>): void {
	const burger = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
	const open = () =>
		[...header.querySelectorAll<HTMLDetailsElement>(HEADER_DISCLOSURES)].filter(
			(details) => details.open,
		);
	const onPress = (event: MouseEvent): void => {
		for (const details of open()) {
			const region = details === burger ? details.parentElement : details;
			if (!(event.target instanceof Node && region?.contains(event.target))) details.open = false;
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
