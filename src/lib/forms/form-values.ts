import { FIELD_TYPES, type FieldValue, type Form, type FormField } from '../contract/index.ts';

/** The values of a form by field slug: text, a list (types 5 and 7), a checkbox state or nothing. */
export type FormValues = Record<string, FieldValue>;

/** True for the fields that hold a list of choices: checkboxes (5) and select multiple (7). */
export function isMultiChoice(field: FormField): boolean {
	return (
		field.field_type === FIELD_TYPES.checkboxMultiple ||
		field.field_type === FIELD_TYPES.selectMultiple
	);
}

/**
 * A field's initial model value (SPEC §3): its default; a file field (9) starts as null; fields of
 * types 5 and 7 start as a list holding the default, or an empty list.
 */
export function initialValue(field: FormField): FieldValue {
	if (field.field_type === FIELD_TYPES.file) return null;
	if (isMultiChoice(field)) return field.default ? [field.default] : [];
	return field.default;
}

/** The initial model of a whole form: every field, visible or not, by slug. */
export function initialValues(form: Form): FormValues {
	return Object.fromEntries(form.fields.map((field) => [field.slug, initialValue(field)]));
}

const CHECKED_TEXTS = new Set(['on', 'true', '1', 'yes', 'checked']);

/** True when a single checkbox's value means ticked (`true`, or a default such as 'on'). */
export function isChecked(value: FieldValue | undefined): boolean {
	if (typeof value === 'boolean') return value;
	return typeof value === 'string' && CHECKED_TEXTS.has(value.trim().toLowerCase());
}

/** A value as the text of an input (lists give their first entry, nothing gives ''). */
export function valueText(value: FieldValue | undefined): string {
	if (typeof value === 'string') return value;
	if (Array.isArray(value)) return value[0] ?? '';
	return '';
}

/** A value as a list of chosen options (a text gives a one-entry list, nothing an empty one). */
export function valueList(value: FieldValue | undefined): string[] {
	if (Array.isArray(value)) return value;
	return typeof value === 'string' && value !== '' ? [value] : [];
}

/** True when a value counts as not filled in: nothing, unticked, blank text or an empty list. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
	if (value === undefined || value === null || value === false) return true;
	if (typeof value === 'string') return value.trim() === '';
	if (Array.isArray(value)) return value.length === 0;
	return false;
}
