let pending: readonly string[] = [];

/**
 * Remembers which editor control gets focus after the next scan: the first of `keys` (their
 * `data-editor-focus` values) that the page has and that is enabled.
 */
export function focusAfterRefresh(...keys: string[]): void {
	pending = keys;
}

/** Focuses the remembered control if the page has it (once). */
export function restoreEditorFocus(root: ParentNode = document): void {
	if (pending.length === 0) return;
	const keys = pending;
	pending = [];
	const controls = [...root.querySelectorAll<HTMLElement>('[data-editor-focus]')];
	for (const key of keys) {
		const target = controls.find(
			(element) => element.dataset['editorFocus'] === key && !element.matches(':disabled'),
		);
		if (target) {
			target.focus({ preventScroll: true });
			return;
		}
	}
}
