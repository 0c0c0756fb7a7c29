import { atom } from 'nanostores';
import type { PageDraft } from '../../../lib/contract/index.ts';
import type { EditorClient } from '../api/editor-client.ts';

/**
 * The shown CMS page's draft as the back end has it: 'unknown' until asked (and off CMS pages),
 * null when the page has none.
 */
export const $pageDraft = atom<PageDraft | null | 'unknown'>('unknown');

/** Asks the back end for the draft of page `pageId` (a failed call leaves it 'unknown'). */
export async function loadPageDraft(client: EditorClient, pageId: number): Promise<void> {
	try {
		$pageDraft.set(await client.getDraft(pageId));
	} catch {
		$pageDraft.set('unknown');
	}
}
