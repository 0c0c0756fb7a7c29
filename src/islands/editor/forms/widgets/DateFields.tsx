import { useState } from 'react';
import { berlinInputToIso, isoToBerlinInput } from '../berlin-time.ts';
import { useFormContext } from '../form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, fieldHelp, fieldLabel, type WidgetProps } from './widget-props.ts';

/**
 * A date and time in Berlin wall time (datetime-local), stored as ISO 8601 with the offset of
 * that moment; blank or unfinished input stores null.
 */
export function DateTimeField({ spec, path, value, onChange }: WidgetProps<'datetime'>) {
	const { labels } = useFormContext();
	// The typed text stays while it is unfinished; the stored value is the ISO moment.
	const [draft, setDraft] = useState(() => isoToBerlinInput(value));
	const help = [fieldHelp(labels, spec), labels.ui.timeZone].filter(Boolean).join(' ');
	return (
		<FieldFrame path={path} label={fieldLabel(labels, spec)} required={spec.required} help={help}>
			{({ labelId: _labelId, ...aria }) => (
				<input
					{...aria}
					className="editor-form-input editor-form-date"
					type="datetime-local"
					value={draft}
					onChange={(event) => {
						const text = event.currentTarget.value;
						setDraft(text);
						onChange(berlinInputToIso(text));
					}}
				/>
			)}
		</FieldFrame>
	);
}

/** A calendar day (yyyy-mm-dd); blank stores null. */
export function DateField({ spec, path, value, onChange }: WidgetProps<'date'>) {
	const { labels } = useFormContext();
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
					className="editor-form-input editor-form-date"
					type="date"
					value={asText(value)}
					onChange={(event) => onChange(event.currentTarget.value || null)}
				/>
			)}
		</FieldFrame>
	);
}
