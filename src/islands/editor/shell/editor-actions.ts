import type { Module, ModuleModel } from '../../../lib/contract/blocks.ts';
import {
	closeEditorModal,
	confirmInEditor,
	pushBackup,
	undo,
	type ModulePlacement,
} from '../../../stores/editor.ts';
import type { EditorClient } from '../api/editor-client.ts';
import { EditorCallError } from '../api/editor-call-error.ts';
import { moduleLabel, type EditorText, type EditorUiLocale } from '../editor-strings.ts';
import { focusAfterRefresh } from '../page/focus-after-refresh.ts';
import { moveInOrder, newModuleSlug } from '../page/holder-placement.ts';
import { siblingIds, type ModuleTarget, type SectionTarget } from '../page/page-targets.ts';
import { refreshRegion } from '../page/refresh-region.ts';
import { regionSelector } from '../page/region-selector.ts';

/** What the editor's actions need. */
export type ActionDeps = { client: EditorClient; t: EditorText; uiLocale: EditorUiLocale };

function main(): Element {
	return document.querySelector('main#main-content') ?? document.body;
}

function itemOf(id: number): Element | null {
	return document.querySelector(`.blocks__item[data-module-id="${id}"]`);
}

function listOf(holder: string): Element | null {
	return document.querySelector(regionSelector({ kind: 'holder', holder }));
}

/** Shows the server's new rendering of module `id` (or the page's main part). */
export function refreshModule(id: number): Promise<void> {
	return refreshAround(itemOf(id) ?? main());
}

/** Shows the server's new rendering of the page's main part (after a write of its object). */
export function refreshMain(): Promise<void> {
	return refreshAround(main());
}

/** Shows the server's new rendering around `element`; reloads the page if that fails. */
async function refreshAround(element: Element): Promise<void> {
	try {
		await refreshRegion(element);
	} catch (error) {
		console.error('page refresh failed', error);
		location.reload();
	}
}

/**
 * Runs an action from a button: failed calls have shown their alert already (and are logged
 * here); anything else is a bug, logged too.
 */
export function runAction(action: () => Promise<void>): void {
	action().catch((error: unknown) => {
		if (!(error instanceof EditorCallError)) console.error('editor action failed', error);
	});
}

/**
 * Saves the edit form of `original` (PUT, with id, slug, model and placement kept, based on the
 * version read with it), backs up the module as it was, closes the dialog and shows the new
 * rendering. Rejects when the save fails (the form shows why) or, when someone saved the module
 * since, with an EditConflictError (no alert: the edit dialog asks what to do).
 */
export async function saveEditedModule(
	{ client }: ActionDeps,
	original: Module,
	data: Record<string, unknown>,
): Promise<void> {
	await client.replaceModule(
		{
			...data,
			id: original.id,
			slug: original.slug,
			model: original.model,
			parent: original.parent,
			content_type: original.content_type,
			object_id: original.object_id,
		},
		{ quietConflict: true },
	);
	pushBackup(original);
	closeEditorModal();
	focusAfterRefresh(`edit-${original.id}`);
	await refreshAround(itemOf(original.id) ?? main());
}

/** Creates a block of `model` from the add form at `placement`, then shows the new rendering. */
export async function saveNewModule(
	{ client }: ActionDeps,
	model: ModuleModel,
	holder: string,
	placement: ModulePlacement,
	data: Record<string, unknown>,
): Promise<void> {
	const slug = newModuleSlug(model, Date.now(), Math.random());
	const created = await client.createModule(model, { ...data, slug }, placement);
	closeEditorModal();
	focusAfterRefresh(`edit-${created.id}`);
	await refreshAround(listOf(holder) ?? main());
}

/** Moves a module one place up (-1) or down (1) in its list (reorder, no alert). */
export async function moveModule(
	{ client }: ActionDeps,
	target: ModuleTarget,
	delta: -1 | 1,
): Promise<void> {
	const list = target.item.parentElement;
	if (list === null) return;
	const order = moveInOrder(siblingIds(list), target.id, delta);
	if (order === null) return;
	await client.reorder(order);
	focusAfterRefresh(`${delta < 0 ? 'up' : 'down'}-${target.id}`, `edit-${target.id}`);
	await refreshAround(list);
}

/** Deletes a module after the editor confirmed it, then shows the new rendering. */
export async function deleteModule(
	{ client, t, uiLocale }: ActionDeps,
	target: ModuleTarget,
): Promise<void> {
	const name = moduleLabel(target.model, target.id, uiLocale);
	if (!(await confirmInEditor(t('confirmDelete', { name }), t('delete')))) return;
	const list = target.item.closest('.blocks[data-holder]') ?? target.item.parentElement ?? main();
	await client.deleteModule(target.model, target.id);
	const holder = list.getAttribute('data-holder');
	if (holder !== null) focusAfterRefresh(`add-${holder}`);
	await refreshAround(list);
}

/** Restores the last backup of `slug` (PUT) and shows the new rendering. */
export async function undoSlug({ client }: ActionDeps, slug: string): Promise<void> {
	const restored = await undo(slug, (module) => client.replaceModule(module));
	if (restored === undefined) return;
	focusAfterRefresh(`edit-${restored.id}`);
	await refreshAround(itemOf(restored.id) ?? main());
}

/**
 * Opens a free section for editing (SPEC §4): looks it up by slug and, when there is none (404),
 * creates it as an empty container; then shows the new rendering with its 'Add block' button
 * focused.
 */
export async function editSection({ client }: ActionDeps, target: SectionTarget): Promise<void> {
	const section =
		(await client.sectionBySlug(target.slug)) ??
		(await client.createSection({
			content_type: target.content_type,
			object_id: target.object_id,
			slug: target.slug,
		}));
	focusAfterRefresh(`add-module:${section.id}:0`);
	await refreshAround(target.element);
}
