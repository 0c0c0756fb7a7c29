/** Elements marked `autofocus` outside dialogs (a dialog's `showModal()` honours its own). */
const PAGE_AUTOFOCUS = '[autofocus]:not(dialog [autofocus])';

/**
 * Moves focus to the page's `autofocus` element (a form's error summary or confirmation) now,
 * unless the visitor already focused something, and drops the attribute. Chromium applies
 * `autofocus` only at a later rendering update; on a slow phone that can come after the
 * cookie banner took focus (then the summary is never announced) or after the visitor's first
 * click. Without JavaScript the browser's own autofocus still works.
 */
export function applyAutofocus(): void {
	const targets = document.querySelectorAll<HTMLElement>(PAGE_AUTOFOCUS);
	const first = targets[0];
	for (const target of targets) target.removeAttribute('autofocus');
	if (first && (document.activeElement === null || document.activeElement === document.body)) {
		first.focus();
	}
}
