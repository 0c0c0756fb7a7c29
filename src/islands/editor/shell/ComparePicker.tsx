import { useId, useState } from 'react';
import type { CompareSide, PageVersionEntry } from '../../../lib/contract/index.ts';
import { openEditorModal } from '../../../stores/editor.ts';
import { sideLabel } from './compare-sides.ts';
import { useEditor } from './editor-context.ts';

const sideOf = (value: string): CompareSide =>
	value === 'current' || value === 'draft' ? value : Number(value);

/**
 * 'Compare two versions': a Before and an After choice (the kept versions, the current page and,
 * when there is one, the draft; at first the newest version — or, with a draft, the current page —
 * and the current page or the draft), and Compare opens the comparison dialog.
 */
export function ComparePicker({
	versions,
	hasDraft,
}: {
	versions: readonly PageVersionEntry[];
	hasDraft: boolean;
}) {
	const { t, uiLocale } = useEditor();
	const id = useId();
	const [from, setFrom] = useState<CompareSide>(
		hasDraft ? 'current' : (versions[0]?.version_id ?? 'current'),
	);
	const [to, setTo] = useState<CompareSide>(hasDraft ? 'draft' : 'current');
	const sides: CompareSide[] = [
		...(hasDraft ? (['draft'] as const) : []),
		'current',
		...versions.map((version) => version.version_id),
	];
	const options = sides.map((side) => (
		<option key={side} value={side}>
			{sideLabel(side, versions, t, uiLocale)}
		</option>
	));
	return (
		<form
			className="editor-compare-picker"
			onSubmit={(event) => {
				event.preventDefault();
				openEditorModal({ kind: 'compare', from, to });
			}}
		>
			<fieldset>
				<legend>{t('comparePick')}</legend>
				<label htmlFor={`${id}-from`}>{t('compareFrom')}</label>
				<select id={`${id}-from`} value={from} onChange={(e) => setFrom(sideOf(e.target.value))}>
					{options}
				</select>
				<label htmlFor={`${id}-to`}>{t('compareTo')}</label>
				<select id={`${id}-to`} value={to} onChange={(e) => setTo(sideOf(e.target.value))}>
					{options}
				</select>
				<button type="submit" className="editor-button editor-button--small">
					{t('compare')}
				</button>
			</fieldset>
		</form>
	);
}
