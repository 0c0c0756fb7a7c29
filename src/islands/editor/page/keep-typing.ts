import { focusAfterRefresh } from './focus-after-refresh.ts';

/** The saved text of each click-to-edit text on the page, by its focus key. */
const savedTexts = new Map<string, string>();
/** Texts being typed in when their part of the page was swapped: saved text and typed words. */
const held = new Map<string, { saved: string; typed: string }>();

/** Notes the saved text of the click-to-edit text `key` (what Escape puts back). */
export function noteSavedText(key: string, text: string): void {
	savedTexts.set(key, text);
}

let swapping = false;

/** True while a part of the page is being swapped: a text losing focus then is not left by anyone. */
export const isSwapping = (): boolean => swapping;

/**
 * Swaps the part `region` of the page for its fresh rendering `fresh`. When a click-to-edit text
 * in it has the caret, its typed words are kept and the caret comes back after the swap (the
 * blur of the removed text saves nothing), so a save elsewhere on the page never takes away, or
 * saves, what someone is half-way through typing.
 */
export function swapKeepingTyping(region: Element, fresh: Node): void {
	const active = document.activeElement;
	const key = active instanceof HTMLElement ? active.dataset['editorFocus'] : undefined;
	if (key !== undefined && region.contains(active) && (active as HTMLElement).isContentEditable) {
		const saved = savedTexts.get(key);
		const typed = active?.textContent ?? '';
		// Only words someone typed are kept; an untouched text shows the fresh rendering's.
		if (saved !== undefined && typed.replace(/\s+/g, ' ').trim() !== saved) {
			held.set(key, { saved, typed });
		}
		focusAfterRefresh(key);
	}
	swapping = true;
	try {
		region.replaceWith(fresh);
	} finally {
		swapping = false;
	}
}

/** The held state of text `key` (once), for its fresh element to resume from. */
export function takeHeldTyping(key: string): { saved: string; typed: string } | undefined {
	const state = held.get(key);
	held.delete(key);
	return state;
}
