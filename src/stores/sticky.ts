import { computed, map } from 'nanostores';

/**
 * The state of the sticky navigation (SPEC §2 'Sticky navigation', §9): whether the page is
 * scrolled past the threshold, whether the site footer is in view, and whether the phone's list
 * of sections is open.
 */
export type StickyState = {
	/** The page is scrolled past half the window height. */
	pastThreshold: boolean;
	/** Some part of the site footer is in the viewport. */
	footerInView: boolean;
	/** The list of the page's sections is open (phones; the desktop bar always shows it). */
	sectionsOpen: boolean;
};

/** SPEC §9: the sticky bar appears once the page is scrolled past half the window height. */
export function isPastStickyThreshold(scrollY: number, viewportHeight: number): boolean {
	return scrollY > viewportHeight / 2;
}

/** SPEC §2: shown past the threshold, hidden while the footer is in view. */
export function isStickyShown(state: Pick<StickyState, 'pastThreshold' | 'footerInView'>): boolean {
	return state.pastThreshold && !state.footerInView;
}

export const $sticky = map<StickyState>({
	pastThreshold: false,
	footerInView: false,
	sectionsOpen: false,
});

/** Whether the sticky navigation is on screen. */
export const $stickyShown = computed($sticky, isStickyShown);

/** Applies `patch`; when the bar goes away, its list of sections closes with it. */
function update(patch: Partial<StickyState>): void {
	const current = $sticky.get();
	const next = { ...current, ...patch };
	if (isStickyShown(current) && !isStickyShown(next)) next.sectionsOpen = false;
	$sticky.set(next);
}

/** Feeds the scroll position and the window height (on scroll and resize). */
export function updateStickyScroll(scrollY: number, viewportHeight: number): void {
	const pastThreshold = isPastStickyThreshold(scrollY, viewportHeight);
	if ($sticky.get().pastThreshold !== pastThreshold) update({ pastThreshold });
}

/** Records whether any part of the site footer is in the viewport. */
export function setFooterInView(footerInView: boolean): void {
	if ($sticky.get().footerInView !== footerInView) update({ footerInView });
}

/** Opens or closes the list of sections. */
export function setSectionsOpen(sectionsOpen: boolean): void {
	if ($sticky.get().sectionsOpen !== sectionsOpen) update({ sectionsOpen });
}

/** The sections button: opens the closed list, closes the open one. */
export function toggleSections(): void {
	setSectionsOpen(!$sticky.get().sectionsOpen);
}
