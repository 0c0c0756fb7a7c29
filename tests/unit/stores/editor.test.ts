import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Module } from '../../../src/lib/contract/blocks.ts';
import {
	$editor,
	askToLogIn,
	closeEditorModal,
	confirmInEditor,
	EDITOR_ALERT_MS,
	initEditorState,
	lastBackup,
	lastBackupSlug,
	pushBackup,
	resetEditor,
	showEditorAlert,
	undo,
} from '../../../src/stores/editor.ts';

function headline(id: number, slug: string, content: string): Module {
	return {
		id,
		slug,
		model: 'headline',
		parent: null,
		content_type: 'page',
		object_id: 1,
		headline_level: 2,
		preline: '',
		content,
		subline: '',
		anchor: '',
	};
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
	resetEditor();
	cleanStores($editor);
});

describe('initEditorState', () => {
	it('edits with ?edit and shows the toolbar unless ?noToolbar', () => {
		initEditorState('?edit');
		expect($editor.get()).toMatchObject({ editing: true, toolbar: true });
		initEditorState('?noToolbar&v=3');
		expect($editor.get()).toMatchObject({ editing: false, toolbar: false });
		initEditorState('');
		expect($editor.get()).toMatchObject({ editing: false, toolbar: true });
	});

	it('opens the accessibility findings with ?edit&a11y (the hub links there), not without ?edit', () => {
		initEditorState('?a11y');
		expect($editor.get().modal).toBeNull();
		initEditorState('?edit&a11y');
		expect($editor.get().modal).toEqual({ kind: 'a11y' });
	});
});

describe('backups and undo', () => {
	it('keeps a stack per slug and restores the newest through save, then pops it', async () => {
		pushBackup(headline(1, 'headline-a', 'first'));
		pushBackup(headline(1, 'headline-a', 'second'));
		pushBackup(headline(2, 'headline-b', 'other'));
		expect(lastBackupSlug()).toBe('headline-b');

		const saved: Module[] = [];
		const restored = await undo('headline-a', async (module) => {
			saved.push(module);
		});
		expect(restored?.model === 'headline' && restored.content).toBe('second');
		expect(saved).toHaveLength(1);
		const previous = lastBackup('headline-a');
		expect(previous?.model === 'headline' && previous.content).toBe('first');
		// The page-wide order lost only the restored entry.
		expect($editor.get().history).toEqual(['headline-a', 'headline-b']);
	});

	it('keeps the backup when the save fails, and does nothing without one', async () => {
		pushBackup(headline(1, 'headline-a', 'first'));
		await expect(undo('headline-a', () => Promise.reject(new Error('401')))).rejects.toThrow('401');
		expect(lastBackup('headline-a')).toBeDefined();

		const save = vi.fn(() => Promise.resolve());
		expect(await undo('nothing-here', save)).toBeUndefined();
		expect(save).not.toHaveBeenCalled();
	});

	it('forgets a slug once its last backup is restored', async () => {
		pushBackup(headline(1, 'headline-a', 'first'));
		await undo('headline-a', () => Promise.resolve());
		expect($editor.get().backups).toEqual({});
		expect(lastBackupSlug()).toBeUndefined();
	});
});

describe('alerts', () => {
	it('hides each alert after 4000 ms, not before', () => {
		showEditorAlert('success', 'Saved.');
		vi.advanceTimersByTime(2000);
		showEditorAlert('error', "Unfortunately, that didn't work.");
		expect($editor.get().alerts.map((alert) => alert.kind)).toEqual(['success', 'error']);

		vi.advanceTimersByTime(EDITOR_ALERT_MS - 2000 - 1);
		expect($editor.get().alerts).toHaveLength(2);
		vi.advanceTimersByTime(1);
		expect($editor.get().alerts.map((alert) => alert.kind)).toEqual(['error']);
		vi.advanceTimersByTime(2000);
		expect($editor.get().alerts).toEqual([]);
	});
});

describe('dialogs', () => {
	it('resolves a confirmation with the answer and closes it', async () => {
		const answer = confirmInEditor('Delete?', 'Delete');
		const modal = $editor.get().modal;
		expect(modal?.kind).toBe('confirm');
		if (modal?.kind === 'confirm') modal.resolve(true);
		await expect(answer).resolves.toBe(true);
		expect($editor.get().modal).toBeNull();
	});

	it('counts closing a pending confirmation as no', async () => {
		const answer = confirmInEditor('Delete?', 'Delete');
		closeEditorModal();
		await expect(answer).resolves.toBe(false);
	});

	it('opens the login dialog and resolves with Retry or Close', async () => {
		const first = askToLogIn();
		$editor.get().loginModal?.onRetry();
		await expect(first).resolves.toBe(true);
		expect($editor.get().loginModal).toBeNull();

		const second = askToLogIn();
		$editor.get().loginModal?.onClose();
		await expect(second).resolves.toBe(false);
	});
});
