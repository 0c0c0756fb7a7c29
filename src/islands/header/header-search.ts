import { $header, setSearchOpen } from '../../stores/header.ts';
import { bindDisclosure } from './disclosure.ts';

/** SPEC §9: the search box focuses 200 ms after opening and closes 200 ms after losing focus. */
export const SEARCH_FOCUS_DELAY = 200;
export const SEARCH_BLUR_DELAY = 200;

/**
 * The desktop header search (SPEC §4 'Search box'): collapsed to a button; opened, its input takes
 * focus after 200 ms; it closes 200 ms after focus has left it (a click inside its panel keeps it).
 */
export function bindHeaderSearch(details: HTMLDetailsElement): void {
	bindDisclosure({ details, isOpen: (state) => state.searchOpen, setOpen: setSearchOpen });
	const input = details.querySelector<HTMLInputElement>('input[type="search"]');
	let focusTimer = 0;
	let blurTimer = 0;
	let pointerInside = false;

	$header.subscribe((state, previous) => {
		if (!state.searchOpen || previous?.searchOpen) return;
		window.clearTimeout(focusTimer);
		focusTimer = window.setTimeout(() => {
			if ($header.get().searchOpen) input?.focus();
		}, SEARCH_FOCUS_DELAY);
	});

	const closeSoon = (): void => {
		window.clearTimeout(blurTimer);
		blurTimer = window.setTimeout(() => {
			if (!details.contains(document.activeElement)) setSearchOpen(false);
		}, SEARCH_BLUR_DELAY);
	};

	// Focus moves on pointerdown: a press on the panel's text or padding blurs the input but
	// should not close the search; a press anywhere else should, like a blur.
	document.addEventListener('pointerdown', (event) => {
		pointerInside = event.target instanceof Node && details.contains(event.target);
		if (!pointerInside && $header.get().searchOpen) closeSoon();
	});
	document.addEventListener('pointerup', () => {
		window.setTimeout(() => (pointerInside = false));
	});
	details.addEventListener('focusin', () => window.clearTimeout(blurTimer));
	details.addEventListener('focusout', (event) => {
		const next = event.relatedTarget;
		if (pointerInside || (next instanceof Node && details.contains(next))) return;
		closeSoon();
	});
}
