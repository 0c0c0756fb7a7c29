import type { EditConflict } from '../../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../../lib/format/editor-dates.ts';
import type { EditorText, EditorUiLocale } from '../editor-strings.ts';

/** 'Anna Schmidt changed this on Tuesday, 1 December 2026, 11:00 …' (Berlin time). */
export function conflictText(
	conflict: EditConflict,
	t: EditorText,
	locale: EditorUiLocale,
): string {
	const name = conflict.changed_by ?? t('someone');
	return conflict.changed_at === null
		? t('conflictUndated', { name })
		: t('conflictDated', { name, date: formatEditorDateTime(conflict.changed_at, locale) });
}
