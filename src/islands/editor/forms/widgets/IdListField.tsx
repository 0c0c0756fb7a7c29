import { DraftInputField } from './DraftInputField.tsx';
import type { WidgetProps } from './widget-props.ts';

/** '3, 7' → [3, 7]; tokens that are not whole numbers stay as text so validation names them. */
export function parseIdList(text: string): unknown[] {
	return text
		.split(/[\s,;]+/)
		.filter((token) => token !== '')
		.map((token) => (/^\d+$/.test(token) ? Number(token) : token));
}

/** A list of ids typed as comma-separated numbers. */
export function IdListField({ spec, path, value, onChange }: WidgetProps<'idlist'>) {
	return (
		<DraftInputField
			spec={spec}
			path={path}
			type="text"
			inputMode="numeric"
			initialText={() => (Array.isArray(value) ? value.join(', ') : '')}
			parse={parseIdList}
			onChange={onChange}
		/>
	);
}
