import type { PreviewLink, PageVersionEntry } from '../../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import { useEditor } from './editor-context.ts';

type Props = {
	links: readonly PreviewLink[] | null;
	versions: readonly PageVersionEntry[] | null;
	busy: boolean;
	onRevoke: (link: PreviewLink) => void;
};

/**
 * A page's preview links, newest first (`data-testid="editor-preview-links"`): what each shows,
 * who made it when, whether it still opens (until when, or since when not), when it was last
 * opened, and 'Revoke' for the live ones.
 */
export function PreviewLinkList({ links, versions, busy, onRevoke }: Props) {
	const { t, uiLocale } = useEditor();
	const when = (value: string) => formatEditorDateTime(value, uiLocale);
	const stateOf = (link: PreviewLink) => {
		if (link.state === 'current') return t('previewCurrent');
		if (link.state === 'draft') return t('previewDraft');
		const saved = versions?.find((version) => version.version_id === link.version_id);
		return saved ? t('previewOfVersion', { date: when(saved.created_at) }) : `#${link.version_id}`;
	};
	const statusOf = (link: PreviewLink) =>
		link.status === 'revoked'
			? t('previewRevokedBy', {
					date: when(link.revoked_at ?? ''),
					name: link.revoked_by_name ?? '',
				})
			: t(link.status === 'active' ? 'previewActive' : 'previewExpired', {
					date: when(link.expires_at),
				});

	if (links === null) return <p role="status">{t('loading')}</p>;
	if (links.length === 0) return <p>{t('previewNone')}</p>;
	return (
		<ul className="editor-versions" data-testid="editor-preview-links">
			{links.map((link) => (
				<li key={link.id} className="editor-versions__item" data-status={link.status}>
					<div className="editor-versions__text">
						<strong>{stateOf(link)}</strong> · <span>{statusOf(link)}</span>
						<p className="editor-versions__summary">
							{t('previewCreatedBy', { date: when(link.created_at), name: link.created_by_name })}
							{' · '}
							{link.last_used_at === null
								? t('previewNeverUsed')
								: t('previewLastUsed', { date: when(link.last_used_at) })}
						</p>
					</div>
					{link.status === 'active' && (
						<button
							type="button"
							className="editor-button editor-button--small"
							aria-label={t('previewRevokeLink', { n: link.id })}
							disabled={busy}
							onClick={() => onRevoke(link)}
						>
							{t('previewRevoke')}
						</button>
					)}
				</li>
			))}
		</ul>
	);
}
