import { confirmInEditor } from '../../../stores/editor.ts';
import type { EditorClient } from '../api/editor-client.ts';
import { versionInUrl, withVersion } from '../page/page-url.ts';
import { refreshRegion } from '../page/refresh-region.ts';
import type { EditorContextValue } from './editor-context.ts';

/**
 * Makes version `versionId` the page (POST restore, with its alert), then shows the page: the
 * current one again when a version was being viewed, else the main area's new rendering.
 */
export async function restoreVersion(
	client: EditorClient,
	pageId: number,
	versionId: number,
): Promise<void> {
	await client.restoreVersion(pageId, versionId);
	if (versionInUrl(location.href) !== null) {
		location.assign(withVersion(location.href, null));
		return;
	}
	const main = document.querySelector('main#main-content');
	await (main ? refreshRegion(main) : Promise.reject(new Error('no main'))).catch(() =>
		location.reload(),
	);
}

/**
 * Asks whether to restore the page as it was before the change of `date` (version `versionId`)
 * and, if so, restores it (`restoreVersion`); nothing off CMS pages.
 */
export async function confirmAndRestore(
	{ client, t, pageId }: Pick<EditorContextValue, 'client' | 't' | 'pageId'>,
	versionId: number,
	date: string,
): Promise<void> {
	if (pageId === null) return;
	const question = t('confirmRestore', { n: versionId, date });
	if (!(await confirmInEditor(question, t('restore')))) return;
	await restoreVersion(client, pageId, versionId);
}
