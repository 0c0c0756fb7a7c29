import { atom } from 'nanostores';
import { overlayInSearch, urlForQuery } from '../../lib/events/list-query.ts';
import { lockPageScroll, unlockPageScroll } from '../header.ts';
import type { EventsStore } from './list.ts';

/*
 * The event overlay's own store: whether it is open, kept in step with the URL (overlay=true)
 * and the page's scroll lock. Its list is an ordinary list store (list.ts, urlMode 'overlay').
 */

/** The full-screen event overlay 'Programm und Karten' is open (SPEC §2); one per page. */
export const $eventOverlay = atom<boolean>(false);

const OVERLAY_LOCK = 'event-overlay';

/** Shows or hides the overlay; open, it holds the page still (SPEC §4 'Menu and overlay'). */
function setOverlay(open: boolean): void {
	$eventOverlay.set(open);
	if (open) lockPageScroll(OVERLAY_LOCK);
	else unlockPageScroll(OVERLAY_LOCK);
}

/** Opens the overlay and writes overlay=true with the query of its list `list` into the URL. */
export function openEventOverlay(list: EventsStore): void {
	if ($eventOverlay.get()) return;
	setOverlay(true);
	history.pushState(null, '', urlForQuery(list.currentQuery(), location.pathname, 'overlay'));
}

/** Shows the overlay when the URL asks for it (overlay=true), without writing the URL. */
export function restoreOverlayFromUrl(): void {
	if (overlayInSearch(location.search)) setOverlay(true);
}

/**
 * Closes the overlay and clears the query string (SPEC §2); `fromHistory` when the browser
 * already changed the URL (back, or a path change).
 */
export function closeEventOverlay(fromHistory = false): void {
	if (!$eventOverlay.get()) return;
	setOverlay(false);
	// Replaced, not pushed: 'back' then leaves the page instead of reopening the overlay.
	if (!fromHistory) history.replaceState(null, '', location.pathname);
}

/**
 * Follows back and forward for the overlay: it opens when the URL has overlay=true and closes
 * when it has not, or when the path changed (SPEC §2 'closes automatically when the path
 * changes'), also on Astro's client-side navigation. Returns the function that stops following.
 */
export function followOverlayHistory(): () => void {
	let path = location.pathname;
	const follow = () => {
		const samePath = location.pathname === path;
		path = location.pathname;
		if (overlayInSearch(location.search) && samePath) setOverlay(true);
		else closeEventOverlay(true);
	};
	const close = () => closeEventOverlay(true);
	addEventListener('popstate', follow);
	document.addEventListener('astro:before-swap', close);
	return () => {
		removeEventListener('popstate', follow);
		document.removeEventListener('astro:before-swap', close);
	};
}
