import { map } from 'nanostores';
import type { Module } from '../lib/contract/blocks.ts';
import type { CompareSide } from '../lib/contract/page-compare.ts';

/** How long an editor alert stays on screen (SPEC §9 'Alert duration'). */
export const EDITOR_ALERT_MS = 4000;

/** A save confirmation or an error message of the page editor. */
export type EditorAlert = { id: number; kind: 'success' | 'error'; text: string };

/** Where a new module goes (the body fields of a module POST besides the module's own data). */
export type ModulePlacement = {
	parent: number | null;
	column: number;
	content_type: string;
	object_id: number | null;
};

/** The dialog the editor shows, if any (one at a time; the login dialog is separate). */
export type EditorModal =
	| { kind: 'edit'; model: Module['model']; id: number }
	| { kind: 'choose'; holder: string; placement: ModulePlacement }
	| { kind: 'add'; model: Module['model']; holder: string; placement: ModulePlacement }
	| { kind: 'versions' }
	/** Two sides of the page compared block by block (older first). */
	| { kind: 'compare'; from: CompareSide; to: CompareSide }
	| { kind: 'a11y' }
	| { kind: 'access'; target: { kind: 'event' | 'venue'; id: number } }
	/** The scheduled changes of the shown page, event, article or production. */
	| { kind: 'schedule'; target: { kind: 'page' | 'event' | 'article' | 'production'; id: number } }
	/** The page's preview links; `versionId` preselects that version to share. */
	| { kind: 'preview'; versionId?: number }
	| {
			kind: 'confirm';
			message: string;
			confirmLabel: string;
			resolve: (confirmed: boolean) => void;
	  };

/** The login dialog after a 401: what its Retry and Close buttons answer. */
export type LoginModal = { onRetry: () => void; onClose: () => void };

/**
 * The page editor's state (SPEC §4 'Editing', §8 'Editor call failure'): whether the page is in
 * edit mode (`?edit`) and shows the toolbar (not with `?noToolbar`), the backups of saved
 * modules per section slug (newest last) and the order they were made in, the alerts on screen,
 * the open dialog, the login dialog, and a revision counter that grows whenever the page's
 * server-rendered blocks were swapped (the in-place controls attach again).
 */
export type EditorState = {
	editing: boolean;
	toolbar: boolean;
	backups: Record<string, Module[]>;
	/** Slugs in the order their backups were pushed (for the toolbar's page-wide undo). */
	history: string[];
	alerts: EditorAlert[];
	modal: EditorModal | null;
	loginModal: LoginModal | null;
	revision: number;
};

const INITIAL: EditorState = {
	editing: false,
	toolbar: true,
	backups: {},
	history: [],
	alerts: [],
	modal: null,
	loginModal: null,
	revision: 0,
};

export const $editor = map<EditorState>({ ...INITIAL });

/**
 * Reads edit mode and toolbar visibility from a URL's query (`?edit`, `?noToolbar`); `?edit&a11y`
 * (the hub's link to a page with findings) opens the accessibility findings at once.
 */
export function initEditorState(search: string): void {
	const params = new URLSearchParams(search);
	const editing = params.has('edit');
	$editor.set({
		...$editor.get(),
		editing,
		toolbar: !params.has('noToolbar'),
		...(editing && params.has('a11y') ? { modal: { kind: 'a11y' } as const } : {}),
	});
}

/** Remembers `module` as it was before a save (the section slug is the module's own slug). */
export function pushBackup(module: Module): void {
	const { backups, history } = $editor.get();
	$editor.set({
		...$editor.get(),
		backups: { ...backups, [module.slug]: [...(backups[module.slug] ?? []), module] },
		history: [...history, module.slug],
	});
}

/** The backup an undo of `slug` would restore, if any. */
export function lastBackup(slug: string): Module | undefined {
	return $editor.get().backups[slug]?.at(-1);
}

/** The slug of the newest backup of the page (what the toolbar's undo restores), if any. */
export function lastBackupSlug(): string | undefined {
	return $editor.get().history.at(-1);
}

function popBackup(slug: string): void {
	const { backups, history } = $editor.get();
	const rest = (backups[slug] ?? []).slice(0, -1);
	const next = { ...backups };
	if (rest.length > 0) next[slug] = rest;
	else delete next[slug];
	const at = history.lastIndexOf(slug);
	$editor.set({
		...$editor.get(),
		backups: next,
		history: at === -1 ? history : [...history.slice(0, at), ...history.slice(at + 1)],
	});
}

/**
 * Restores the last backup of `slug` through `save` (a PUT of the module) and forgets it once
 * the save succeeded; a failed save keeps it. Resolves to the restored module, or undefined when
 * there was nothing to undo.
 */
export async function undo(
	slug: string,
	save: (module: Module) => Promise<unknown>,
): Promise<Module | undefined> {
	const module = lastBackup(slug);
	if (module === undefined) return undefined;
	await save(module);
	popBackup(slug);
	return module;
}

let nextAlertId = 1;

/** Shows an alert for EDITOR_ALERT_MS, then hides it; returns its id. */
export function showEditorAlert(kind: EditorAlert['kind'], text: string): number {
	const id = nextAlertId++;
	$editor.setKey('alerts', [...$editor.get().alerts, { id, kind, text }]);
	setTimeout(() => dismissEditorAlert(id), EDITOR_ALERT_MS);
	return id;
}

/** Hides alert `id` now. */
export function dismissEditorAlert(id: number): void {
	const { alerts } = $editor.get();
	if (alerts.some((alert) => alert.id === id)) {
		$editor.setKey(
			'alerts',
			alerts.filter((alert) => alert.id !== id),
		);
	}
}

/** Opens `modal` in place of any other. */
export function openEditorModal(modal: EditorModal): void {
	const open = $editor.get().modal;
	if (open?.kind === 'confirm') open.resolve(false);
	$editor.setKey('modal', modal);
}

/** Closes the open dialog (a pending confirmation counts as declined). */
export function closeEditorModal(): void {
	const open = $editor.get().modal;
	if (open?.kind === 'confirm') open.resolve(false);
	$editor.setKey('modal', null);
}

/** Asks the editor to confirm `message` in the editor's dialog; resolves to the answer. */
export function confirmInEditor(message: string, confirmLabel: string): Promise<boolean> {
	return new Promise((resolve) => {
		openEditorModal({
			kind: 'confirm',
			message,
			confirmLabel,
			resolve: (confirmed) => {
				$editor.setKey('modal', null);
				resolve(confirmed);
			},
		});
	});
}

/**
 * Opens the login dialog and resolves once it is answered: true for Retry, false for Close. A
 * second 401 while it is open waits for the same answer.
 */
export function askToLogIn(): Promise<boolean> {
	return new Promise((resolve) => {
		const open = $editor.get().loginModal;
		const answer = (retry: boolean) => {
			$editor.setKey('loginModal', null);
			if (retry) open?.onRetry();
			else open?.onClose();
			resolve(retry);
		};
		$editor.setKey('loginModal', { onRetry: () => answer(true), onClose: () => answer(false) });
	});
}

/** Counts one more swap of server-rendered blocks. */
export function markPageRefreshed(): void {
	$editor.setKey('revision', $editor.get().revision + 1);
}

/** Back to the initial state (for tests). */
export function resetEditor(): void {
	$editor.set({ ...INITIAL });
}
