import { useStore } from '@nanostores/react';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import { draftViewHref, isDraftView, withFlag } from '../page/page-url.ts';
import { useEditor } from '../shell/editor-context.ts';
import { $pageDraft } from './page-draft-state.ts';

/**
 * While the page has a draft: in edit mode, 'You are editing the draft … visitors see the
 * published page' with a link to the published state; in the published state, that it is read
 * only while the draft exists, with a link back to the draft.
 */
export function DraftBanner() {
	const { t, uiLocale } = useEditor();
	const draft = useStore($pageDraft);
	if (draft === 'unknown' || draft === null) return null;
	const inDraft = isDraftView(location.href);
	const by = draft.updated_by_name || t('draftSomeone');
	const when = formatEditorDateTime(draft.updated_at, uiLocale);
	return (
		<div className="editor-version-banner" role="status" data-testid="editor-draft-banner">
			<span>
				{inDraft ? t('draftEditing', { by, when }) : t('draftViewingPublished', { by, when })}
			</span>
			<a
				className="editor-button editor-button--small"
				href={inDraft ? withFlag(location.href, 'published', true) : draftViewHref(location.href)}
			>
				{t(inDraft ? 'draftShowPublished' : 'draftShowDraft')}
			</a>
		</div>
	);
}
