import type { CompareSide, PageVersionEntry } from '../../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import type { EditorText, EditorUiLocale } from '../editor-strings.ts';

/** When version `n` was superseded ('…' until the list is loaded or when it is not in it). */
export function versionDate(
	versions: readonly PageVersionEntry[] | null,
	n: number,
	uiLocale: EditorUiLocale,
): string {
	const version = versions?.find((entry) => entry.version_id === n);
	return version ? formatEditorDateTime(version.created_at, uiLocale) : '…';
}

/** A side of a comparison for people: 'Current page', 'Version 12 (before the change of …)'. */
export function sideLabel(
	side: CompareSide,
	versions: readonly PageVersionEntry[] | null,
	t: EditorText,
	uiLocale: EditorUiLocale,
): string {
	if (side === 'current') return t('compareCurrent');
	if (side === 'draft') return t('compareDraft');
	return t('compareVersion', { n: side, date: versionDate(versions, side, uiLocale) });
}
