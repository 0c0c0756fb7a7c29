import { withVersion } from '../page/page-url.ts';
import { versionDate } from './compare-sides.ts';
import { useEditor } from './editor-context.ts';
import { useVersions } from './use-versions.ts';

/** 'You are looking at version N from …' with a way back, while `?v=` shows an older version. */
export function VersionBanner({ versionId }: { versionId: number }) {
	const { t, uiLocale } = useEditor();
	const versions = useVersions(true);
	const date = versionDate(versions, versionId, uiLocale);
	return (
		<div className="editor-version-banner" role="status" data-testid="editor-version-banner">
			<span>{t('viewingVersion', { n: versionId, date })}</span>
			<a className="editor-button editor-button--small" href={withVersion(location.href, null)}>
				{t('backToCurrent')}
			</a>
		</div>
	);
}
