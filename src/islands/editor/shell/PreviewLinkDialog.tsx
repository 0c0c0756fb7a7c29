import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
	PREVIEW_DAYS,
	type PreviewLink,
	type PreviewLinkCreated,
	type PreviewState,
} from '../../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import { $pageDraft } from '../draft/page-draft-state.ts';
import { runAction } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';
import { PreviewLinkList } from './PreviewLinkList.tsx';
import { useCurrentPage } from './use-current-page.ts';
import { useVersions } from './use-versions.ts';

/**
 * The page's preview links (`data-testid="editor-preview-dialog"`): choose what to share (the
 * current page — also when offline —, its draft when it has one, or one of its versions) and for how many days, create →
 * the URL in a read-only field with Copy (shown this once: only its hash is stored); below, the
 * page's links with Revoke. `versionId` preselects a version (from the versions dialog).
 */
export function PreviewLinkDialog({ versionId }: { versionId?: number | undefined }) {
	const { client, t, uiLocale, pageId } = useEditor();
	const id = useId();
	const versions = useVersions(true);
	const { page } = useCurrentPage();
	const draft = useStore($pageDraft);
	const hasDraft = draft !== null && draft !== 'unknown';
	const [links, setLinks] = useState<PreviewLink[] | null>(null);
	const [state, setState] = useState<PreviewState>(versionId === undefined ? 'current' : 'version');
	const [version, setVersion] = useState<number | undefined>(versionId);
	const [days, setDays] = useState<number>(PREVIEW_DAYS.default);
	const [busy, setBusy] = useState(false);
	const [created, setCreated] = useState<PreviewLinkCreated | null>(null);
	const [copied, setCopied] = useState('');
	const urlField = useRef<HTMLInputElement>(null);

	const reload = useCallback(async () => {
		if (pageId !== null) setLinks(await client.listPreviewLinks(pageId));
	}, [client, pageId]);
	useEffect(() => {
		reload().catch(() => setLinks([]));
	}, [reload]);
	useEffect(() => {
		if (version === undefined && versions?.[0]) setVersion(versions[0].version_id);
	}, [version, versions]);
	useEffect(() => {
		if (created !== null) urlField.current?.focus();
	}, [created]);

	const busyWith = (work: () => Promise<void>) =>
		runAction(async () => {
			setBusy(true);
			try {
				await work();
			} finally {
				setBusy(false);
			}
		});

	const create = () =>
		busyWith(async () => {
			if (pageId === null) return;
			const body =
				state === 'version' && version !== undefined
					? { state, version_id: version, days }
					: { state: state === 'draft' ? ('draft' as const) : ('current' as const), days };
			setCopied('');
			setCreated(await client.createPreviewLink(pageId, body));
			await reload();
		});

	const revoke = (link: PreviewLink) =>
		busyWith(async () => {
			if (pageId === null) return;
			await client.revokePreviewLink(pageId, link.id);
			await reload();
		});

	const url = created === null ? '' : new URL(created.path, location.origin).href;
	const copy = () => {
		navigator.clipboard.writeText(url).then(
			() => setCopied(t('previewCopied')),
			() => {
				urlField.current?.select();
				setCopied(t('previewCopyFailed'));
			},
		);
	};
	const hasVersions = versions !== null && versions.length > 0;

	return (
		<EditorDialog testId="editor-preview-dialog" title={t('previewTitle')} busy={busy}>
			<p className="editor-access__note">{t('previewIntro')}</p>
			<form
				className="editor-preview-form"
				onSubmit={(event) => {
					event.preventDefault();
					create();
				}}
			>
				<fieldset className="editor-preview-form__what">
					<legend>{t('previewWhat')}</legend>
					<label>
						<input
							type="radio"
							name={`${id}-state`}
							checked={state === 'current'}
							onChange={() => setState('current')}
						/>{' '}
						{t(page?.is_online === false ? 'previewCurrentOffline' : 'previewCurrent')}
					</label>
					{hasDraft && (
						<label>
							<input
								type="radio"
								name={`${id}-state`}
								checked={state === 'draft'}
								onChange={() => setState('draft')}
							/>{' '}
							{t('previewDraft')}
						</label>
					)}
					<label>
						<input
							type="radio"
							name={`${id}-state`}
							checked={state === 'version'}
							disabled={!hasVersions}
							onChange={() => setState('version')}
						/>{' '}
						{t('previewVersion')}
					</label>
					{hasVersions && (
						<>
							<label htmlFor={`${id}-version`} className="visually-hidden">
								{t('previewVersionPick')}
							</label>
							<select
								id={`${id}-version`}
								value={version ?? ''}
								onChange={(event) => {
									setVersion(Number(event.target.value));
									setState('version');
								}}
							>
								{versions?.map((entry) => (
									<option key={entry.version_id} value={entry.version_id}>
										{formatEditorDateTime(entry.created_at, uiLocale)}
										{entry.summary ? ` · ${entry.summary}` : ''}
									</option>
								))}
							</select>
						</>
					)}
				</fieldset>
				<div className="editor-preview-form__row">
					<label htmlFor={`${id}-days`}>{t('previewDays')}</label>
					<input
						id={`${id}-days`}
						type="number"
						inputMode="numeric"
						min={PREVIEW_DAYS.min}
						max={PREVIEW_DAYS.max}
						required
						value={days}
						onChange={(event) => setDays(event.target.valueAsNumber)}
					/>
					<button type="submit" className="editor-button editor-button--primary" disabled={busy}>
						{t('previewCreate')}
					</button>
				</div>
			</form>
			{created !== null && (
				<div className="editor-preview-created" data-testid="editor-preview-created">
					<label htmlFor={`${id}-url`}>{t('previewUrl')}</label>
					<div className="editor-preview-form__row">
						<input
							ref={urlField}
							id={`${id}-url`}
							type="text"
							readOnly
							value={url}
							onFocus={(event) => event.currentTarget.select()}
						/>
						<button type="button" className="editor-button" onClick={copy}>
							{t('previewCopy')}
						</button>
					</div>
					<p className="editor-versions__summary">
						{t('previewUrlNote', { date: formatEditorDateTime(created.link.expires_at, uiLocale) })}
					</p>
					<p role="status" className="editor-preview-created__status">
						{copied}
					</p>
				</div>
			)}
			<h3 className="editor-preview__list-title">{t('previewList')}</h3>
			<PreviewLinkList links={links} versions={versions} busy={busy} onRevoke={revoke} />
		</EditorDialog>
	);
}
