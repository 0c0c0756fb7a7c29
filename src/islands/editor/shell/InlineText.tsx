import { useEffect } from 'react';
import { ModuleSchema } from '../../../lib/contract/blocks.ts';
import { showEditorAlert } from '../../../stores/editor.ts';
import { EditConflictError } from '../api/edit-conflict-error.ts';
import { blockTitle } from '../editor-strings.ts';
import { formLabels } from '../forms/labels.ts';
import { focusAfterRefresh } from '../page/focus-after-refresh.ts';
import { isSwapping, noteSavedText, takeHeldTyping } from '../page/keep-typing.ts';
import type { TextTarget } from '../page/page-targets.ts';
import { refreshModule, runAction } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';

/** The text as it would be saved: one line, spaces collapsed, trimmed. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Click-to-edit for one plain-text field of a block (issue 23, item 5): the server-rendered text
 * becomes a one-line text box where it stands. Enter or leaving it saves (the contract checks it
 * as the dialog would; the save is based on the version the page showed, so someone else's newer
 * save is refused and named); Escape puts the text back. Renders nothing itself.
 */
export function InlineText({ target }: { target: TextTarget }) {
	const editor = useEditor();
	const { client, t, uiLocale } = editor;
	const { element, id, model, field } = target;

	useEffect(() => {
		const fieldName = formLabels(uiLocale).fields[field] ?? field;
		const focusKey = `text-${id}-${field}`;
		// Resumed after a swap of its part of the page while someone was typing in it.
		const held = takeHeldTyping(focusKey);
		let original = held?.saved ?? plain(element);
		if (held) element.textContent = held.typed;
		let resuming = held !== undefined;
		noteSavedText(focusKey, original);
		let saving = false;
		element.contentEditable = 'plaintext-only';
		element.tabIndex = 0;
		element.spellcheck = true;
		element.setAttribute('role', 'textbox');
		element.setAttribute(
			'aria-label',
			t('inlineTextLabel', {
				field: fieldName,
				block: blockTitle(model, { content: original }, uiLocale),
			}),
		);
		element.dataset['editorFocus'] = focusKey;
		element.classList.add('editor-inline-text');

		const commit = (stay: boolean) => {
			const value = plain(element);
			if (saving || value === original) return;
			saving = true;
			runAction(async () => {
				try {
					const candidate = { ...(await client.getShown(model, id)), [field]: value };
					if (!ModuleSchema.safeParse(candidate).success) {
						showEditorAlert('error', t('inlineTextInvalid', { field: fieldName }));
						element.textContent = original;
						return;
					}
					await client.replaceText(model, id, field, value);
					original = value;
					noteSavedText(focusKey, value);
					if (stay) focusAfterRefresh(focusKey);
				} catch (error) {
					element.textContent = original;
					// Someone saved the block since: the alert named them; show their version.
					if (error instanceof EditConflictError) await refreshModule(id);
					throw error;
				} finally {
					saving = false;
				}
				await refreshModule(id);
			});
		};
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Enter') {
				event.preventDefault();
				commit(true);
			} else if (event.key === 'Escape') {
				// Escape belongs to the text here, not to a dialog or menu around it.
				event.preventDefault();
				event.stopPropagation();
				element.textContent = original;
				element.blur();
			}
		};
		// A click puts the caret where it was clicked; arriving by keyboard selects the whole text,
		// as a form field does.
		let pointing = false;
		const onPointerDown = () => {
			pointing = true;
		};
		const onFocus = () => {
			if (resuming) {
				// Back after the swap: the caret goes on where it was typing, at the words' end.
				resuming = false;
				getSelection()?.collapse(element, element.childNodes.length);
				return;
			}
			original = plain(element);
			noteSavedText(focusKey, original);
			if (!pointing) getSelection()?.selectAllChildren(element);
			pointing = false;
		};
		// Taken off the page by a swap (not left by the person typing): nothing to save.
		const onBlur = () => {
			if (!isSwapping()) commit(false);
		};
		element.addEventListener('pointerdown', onPointerDown);
		element.addEventListener('keydown', onKeyDown);
		element.addEventListener('focus', onFocus);
		element.addEventListener('blur', onBlur);
		return () => {
			element.removeEventListener('pointerdown', onPointerDown);
			element.removeEventListener('keydown', onKeyDown);
			element.removeEventListener('focus', onFocus);
			element.removeEventListener('blur', onBlur);
			element.removeAttribute('contenteditable');
			element.removeAttribute('tabindex');
			element.removeAttribute('role');
			element.removeAttribute('aria-label');
			element.removeAttribute('spellcheck');
			delete element.dataset['editorFocus'];
			element.classList.remove('editor-inline-text');
		};
	}, [client, t, uiLocale, element, id, model, field]);

	return null;
}
