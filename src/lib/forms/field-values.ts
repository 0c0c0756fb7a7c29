import { FIELD_TYPES, type Form, type FormEntry } from '../contract/index.ts';
import { initialValue, type FormValues } from './form-values.ts';

/**
 * The `field_values` of a form entry (SPEC §3): every field of the form by slug. Visible fields
 * carry what the visitor posted, a file field the id of its uploaded temporary file (or null);
 * invisible fields carry their initial value, so a hidden default such as a source tag is sent
 * whatever the visitor's request contained.
 */
export function entryFieldValues(
	form: Form,
	values: FormValues,
	fileIds: Record<string, string>,
): FormEntry['field_values'] {
	const result: FormEntry['field_values'] = {};
	for (const field of form.fields) {
		const { slug } = field;
		if (!field.visible) result[slug] = initialValue(field);
		else if (field.field_type === FIELD_TYPES.file) result[slug] = fileIds[slug] ?? null;
		else result[slug] = values[slug] ?? initialValue(field);
	}
	return result;
}
