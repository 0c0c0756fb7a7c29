import type { ReactNode } from 'react';
import type { FieldSpec } from '../field-specs.ts';
import type { FormLabels } from '../labels.ts';

/** Props of every field widget: its description, where it sits and how it reports changes. */
export type WidgetProps<Kind extends FieldSpec['kind'] = FieldSpec['kind']> = {
	spec: Extract<FieldSpec, { kind: Kind }>;
	/** Dotted path of the field ('content', 'items.0.question'); also the input's name. */
	path: string;
	value: unknown;
	/** The object the field belongs to (the module, or the list item). */
	owner: Record<string, unknown>;
	onChange: (value: unknown) => void;
	/** Changes several fields of `owner` at once (event pick fills link, headline, preline). */
	onPatch: (patch: Record<string, unknown>) => void;
};

/** Draws the widget of any field: how a list draws the fields of its entries. */
export type FieldWidget = (props: Omit<WidgetProps, 'spec'> & { spec: FieldSpec }) => ReactNode;

/** The visible label of a field. */
export function fieldLabel(labels: FormLabels, spec: FieldSpec): string {
	const key = spec.label ?? spec.key;
	return labels.fields[key] ?? key;
}

/** The help text of a field, if it has one. */
export function fieldHelp(labels: FormLabels, spec: FieldSpec): string | undefined {
	return spec.help === undefined ? undefined : labels.help[spec.help];
}

/** `value` as an input's text ('' for anything that is not a string or number). */
export function asText(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
