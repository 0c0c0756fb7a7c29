import { useStore } from '@nanostores/react';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import { openEditorModal } from '../../../stores/editor.ts';
import { withVersion } from '../page/page-url.ts';
import { $pageDraft } from '../draft/page-draft-state.ts';
import { ComparePicker } from './ComparePicker.tsx';
import { confirmAndRestore } from './toolbar-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';
import { useVersions } from './use-versions.ts';

/**
 * The versions of the page (`data-testid="editor-versions-dialog"`), newest first: when, who and
 * what changed; 'View version N' opens `?v=N`, 'Preview link for version N' the preview links
 * with it chosen, 'Restore version N' asks first, then makes that version the page (or, while
 * there is a draft, the draft's blocks); above them, two versions (or one, the current page and
 * the draft) to compare.
 */
export function VersionsDialog() {
	const editor = useEditor();
	const { t, uiLocale } = editor;
	const versions = useVersions(true);
	const draft = useStore($pageDraft);
	const hasDraft = draft !== null && draft !== 'unknown';

	return (
		<EditorDialog testId="editor-versions-dialog" title={t('versionsTitle')}>
			{versions === null && <p role="status">{t('loading')}</p>}
			{versions?.length === 0 && <p>{t('noVersions')}</p>}
			{versions !== null && (versions.length > 0 || hasDraft) && (
				<ComparePicker versions={versions} hasDraft={hasDraft} />
			)}
			{versions !== null && versions.length > 0 && (
				<ol className="editor-versions">
					{versions.map((version) => {
						const n = version.version_id;
						const date = formatEditorDateTime(version.created_at, uiLocale);
						return (
							<li key={n} className="editor-versions__item">
								<div className="editor-versions__text">
									<strong>{date}</strong>
									{version.created_by_name && (
										<span> · {t('versionBy', { name: version.created_by_name })}</span>
									)}
									{version.summary && <p className="editor-versions__summary">{version.summary}</p>}
								</div>
								<div className="editor-versions__actions">
									<a
										className="editor-button editor-button--small"
										href={withVersion(location.href, n)}
										aria-label={t('viewVersion', { n })}
									>
										{t('view')}
									</a>
									<button
										type="button"
										className="editor-button editor-button--small"
										aria-label={t('previewForVersion', { n })}
										onClick={() => openEditorModal({ kind: 'preview', versionId: n })}
									>
										{t('previewButton')}
									</button>
									<button
										type="button"
										className="editor-button editor-button--small"
										aria-label={t('restoreVersion', { n })}
										onClick={() => void confirmAndRestore(editor, n, date).catch(() => undefined)}
									>
										{t('restore')}
									</button>
								</div>
							</li>
						);
					})}
				</ol>
			)}
		</EditorDialog>
	);
}
