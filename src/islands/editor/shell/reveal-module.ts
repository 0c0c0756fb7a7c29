import type { ModuleModel } from '../../../lib/contract/index.ts';
import { closeEditorModal, openEditorModal } from '../../../stores/editor.ts';

/**
 * Takes the editor to block `id`: closes the open dialog, scrolls the block into view and
 * focuses its Edit button; a block the page does not show (outside its online window, or a
 * video without consent placeholder) opens its edit dialog instead.
 */
export function revealModule(model: ModuleModel, id: number): void {
	closeEditorModal();
	// After the dialog has gone and given focus back to its opener.
	setTimeout(() => {
		const item = document.querySelector<HTMLElement>(`.blocks__item[data-module-id="${id}"]`);
		const edit = document.querySelector<HTMLElement>(`[data-editor-focus="edit-${id}"]`);
		if (!item || !edit) {
			openEditorModal({ kind: 'edit', model, id });
			return;
		}
		const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
		item.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
		edit.focus({ preventScroll: true });
	}, 0);
}
