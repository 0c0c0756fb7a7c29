import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { confirmInEditor, showEditorAlert } from '../../../stores/editor.ts';
import { draftViewHref } from '../page/page-url.ts';
import { runAction } from '../shell/editor-actions.ts';
import { useEditor } from '../shell/editor-context.ts';
import { $pageDraft, loadPageDraft } from './page-draft-state.ts';

/** Loads `href` (the page again, in the state a draft action leaves it in). */
const go = (href: string) => location.assign(href);

const draftHref = () => draftViewHref(location.href);

/**
 * The toolbar's draft actions on a CMS page: 'Start draft' while the page has none (its block
 * edits then collect in the draft; visitors keep the published page), else 'Publish draft' and
 * 'Discard draft' (each asks first). Each reloads the page in edit mode, so it shows what is now
 * the case.
 */
export function DraftControls({ pageId }: { pageId: number }) {
	const { client, t } = useEditor();
	const draft = useStore($pageDraft);
	useEffect(() => void loadPageDraft(client, pageId), [client, pageId]);
	if (draft === 'unknown') return null;

	if (draft === null) {
		const start = () =>
			runAction(async () => {
				await client.startDraft(pageId);
				go(draftHref());
			});
		return (
			<button type="button" className="editor-button" onClick={start}>
				{t('draftStart')}
			</button>
		);
	}

	const publish = () =>
		runAction(async () => {
			if (!(await confirmInEditor(t('draftConfirmPublish'), t('draftPublish')))) return;
			await client.publishDraft(pageId);
			showEditorAlert('success', t('draftPublished'));
			go(draftHref());
		});
	const discard = () =>
		runAction(async () => {
			if (!(await confirmInEditor(t('draftConfirmDiscard'), t('draftDiscard')))) return;
			await client.discardDraft(pageId);
			go(draftHref());
		});
	return (
		<>
			<button type="button" className="editor-button editor-button--primary" onClick={publish}>
				{t('draftPublish')}
			</button>
			<button type="button" className="editor-button" onClick={discard}>
				{t('draftDiscard')}
			</button>
		</>
	);
}
