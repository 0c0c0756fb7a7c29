import type { Column } from '../../../../lib/contract/blocks.ts';
import { useFormContext } from '../form-context.ts';
import { optionLabel } from '../labels.ts';
import { columnsForLayout } from '../section-layout.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, fieldLabel, type WidgetProps } from './widget-props.ts';

/**
 * A section's column layout: choosing another one also reshapes `columns` (columnsForLayout keeps
 * every child module; children of dropped columns move into the last kept column).
 */
export function LayoutField({ spec, path, value, owner, onPatch }: WidgetProps<'layout'>) {
	const { labels } = useFormContext();
	return (
		<FieldFrame path={path} label={fieldLabel(labels, spec)} required={spec.required}>
			{({ labelId: _labelId, ...aria }) => (
				<select
					{...aria}
					className="editor-form-input"
					value={asText(value)}
					onChange={(event) => {
						const layout = event.currentTarget.value;
						const columns = Array.isArray(owner['columns']) ? (owner['columns'] as Column[]) : [];
						onPatch({ [spec.key]: layout, columns: columnsForLayout(columns, layout) });
					}}
				>
					{spec.options.map((option) => (
						<option key={option} value={option}>
							{optionLabel(labels, 'layout', option)}
						</option>
					))}
				</select>
			)}
		</FieldFrame>
	);
}
