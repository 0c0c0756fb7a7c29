import { berlinInputToIso, isoToBerlinInput } from '../berlin-time.ts';
import { useFormContext } from '../form-context.ts';
import { DraftInputField } from './DraftInputField.tsx';
import { InputField } from './InputField.tsx';
import { asText, fieldHelp, type WidgetProps } from './widget-props.ts';

/**
 * A date and time in Berlin wall time (datetime-local), stored as ISO 8601 with the offset of
 * that moment; blank or unfinished input stores null.
 */
export function DateTimeField({ spec, path, value, onChange }: WidgetProps<'datetime'>) {
	const { labels } = useFormContext();
	const help = [fieldHelp(labels, spec), labels.ui.timeZone].filter(Boolean).join(' ');
	return (
		<DraftInputField
			spec={spec}
			path={path}
			help={help}
			className="editor-form-input editor-form-date"
			type="datetime-local"
			initialText={() => isoToBerlinInput(value)}
			parse={berlinInputToIso}
			onChange={onChange}
		/>
	);
}

/** A calendar day (yyyy-mm-dd); blank stores null. */
export function DateField({ spec, path, value, onChange }: WidgetProps<'date'>) {
	return (
		<InputField
			spec={spec}
			path={path}
			className="editor-form-input editor-form-date"
			type="date"
			value={asText(value)}
			onChange={(event) => onChange(event.currentTarget.value || null)}
		/>
	);
}
