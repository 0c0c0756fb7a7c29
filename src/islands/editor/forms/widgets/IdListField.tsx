import { useState } from 'react';
import { useFormContext } from '../form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { fieldHelp, fieldLabel, type WidgetProps } from './widget-props.ts';

/** '3, 7' → [3, 7]; tokens that are not whole numbers stay as text so validation names them. */
export function parseIdList(text: string): unknown[] {
	return text
		.split(/[\s,;]+/)
		.filter((token) => token !== '')
		.map((token) => (/^\d+$/.test(token) ? Number(token) : token));
}

/** A list of ids typed as comma-separated numbers. */
export function IdListField({ spec, path, value, onChange }: WidgetProps<'idlist'>) {
	const { labels } = useFormContext();
	const [draft, setDraft] = useState(() => (Array.isArray(value) ? value.join(', ') : ''));
	return (
		<FieldFrame
			path={path}
			label={fieldLabel(labels, spec)}
			required={spec.required}
			help={fieldHelp(labels, spec)}
		>
			{({ labelId: _labelId, ...aria }) => (
				<input
					{...aria}
					className="editor-form-input"
					type="text"
					inputMode="numeric"
					value={draft}
					onChange={(event) => {
						setDraft(event.currentTarget.value);
						onChange(parseIdList(event.currentTarget.value));
					}}
				/>
			)}
		</FieldFrame>
	);
}
