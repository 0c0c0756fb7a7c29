import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { $editor, lastBackupSlug, openEditorModal } from '../../../stores/editor.ts';
import { withFlag } from '../page/page-url.ts';
import { accessTargetOf } from '../page/access-target.ts';
import { scheduleTargetOf } from '../page/schedule-target.ts';
import { A11yButton } from './A11yButton.tsx';
import { AccessButton } from './AccessButton.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { runAction, undoSlug } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';
import { DraftControls } from '../draft/DraftControls.tsx';
import { PageStatus } from './PageStatus.tsx';
import { PresenceNotice } from './PresenceNotice.tsx';
import { DocumentStatus } from './DocumentStatus.tsx';
import { ScheduleButton } from './ScheduleButton.tsx';
import { PreviewLinkButton } from './PreviewLinkButton.tsx';
import { RebuildProgress } from '../../rebuild-progress/RebuildProgress.tsx';
import { useRebuildStatus } from '../../rebuild-progress/use-rebuild-status.ts';
import { useCurrentPage } from './use-current-page.ts';

/**
 * The editor toolbar (SPEC §2 'Editor screens', §6): 'Edit page' / 'Stop editing' (adds or
 * removes `?edit`), the page's online switch, its draft (start, or publish and discard),
 * Versions, Undo of the page's last save, Publish, the accessibility checker's findings and the
 * page's preview links (in edit mode), an event's or venue's access form (in edit mode), the
 * schedule of the shown page, event, article or production (in edit mode), the
 * server's rebuild (progress while it runs, then its outcome), who else edits the page
 * (`others`) and the staff member's menu. The page parts show on CMS pages only.
 */
export function EditorToolbar({ others }: { others: readonly string[] }) {
	const editor = useEditor();
	const { client, t, pageId, uiLocale } = editor;
	const rebuild = useRebuildStatus();
	const { editing, history } = useStore($editor, { keys: ['editing', 'history'] });
	const { page, replace } = useCurrentPage();
	const [publishing, setPublishing] = useState(false);
	const undoTarget = history.length > 0 ? lastBackupSlug() : undefined;
	const accessTarget = useMemo(() => accessTargetOf(document), []);
	const scheduleTarget = useMemo(() => scheduleTargetOf(document, pageId), [pageId]);

	const publish = () => {
		setPublishing(true);
		runAction(async () => {
			try {
				await client.publish();
			} finally {
				setPublishing(false);
				rebuild.refresh();
			}
		});
	};

	return (
		<div className="editor-toolbar" role="region" aria-label={t('toolbar')}>
			<a
				className="editor-button editor-button--primary"
				href={withFlag(location.href, 'edit', !editing)}
			>
				{t(editing ? 'stopEditing' : 'editPage')}
			</a>
			{page && <PageStatus page={page} onChange={replace} />}
			{pageId !== null && <DraftControls pageId={pageId} />}
			{pageId !== null && (
				<button
					type="button"
					className="editor-button"
					onClick={() => openEditorModal({ kind: 'versions' })}
				>
					{t('versions')}
				</button>
			)}
			{pageId !== null && editing && <A11yButton />}
			{pageId !== null && editing && <PreviewLinkButton />}
			{accessTarget !== null && editing && <AccessButton target={accessTarget} />}
			{scheduleTarget !== null && scheduleTarget.kind !== 'page' && (
				<DocumentStatus target={scheduleTarget} />
			)}
			{scheduleTarget !== null && editing && <ScheduleButton target={scheduleTarget} />}
			{undoTarget !== undefined && (
				<button
					type="button"
					className="editor-button"
					aria-label={t('undoLast')}
					onClick={() => runAction(() => undoSlug(editor, undoTarget))}
				>
					{t('undo')}
				</button>
			)}
			<button type="button" className="editor-button" disabled={publishing} onClick={publish}>
				{t(publishing ? 'publishing' : 'publish')}
			</button>
			<RebuildProgress status={rebuild.status} locale={uiLocale} />
			<PresenceNotice others={others} />
			<AdminMenu />
		</div>
	);
}
