import { FIELD_TYPES, type Form } from '../contract/index.ts';
import { isMultiChoice, type FormValues } from './form-values.ts';

/** What a visitor posted: values of the visible fields, and the files chosen in file fields. */
export type Submission = {
	values: FormValues;
	/** Non-empty uploads by field slug. */
	files: Record<string, File>;
};

/**
 * Reads the posted form data of the form's visible fields. A single checkbox becomes true or
 * false, checkboxes (5) and select multiple (7) a list, a file field null (its file goes to
 * `files` when one was chosen), every other field its text. Invisible fields are not read: the
 * visitor never saw them, so their value stays the form's own (see entryFieldValues).
 */
export function readSubmission(form: Form, data: FormData): Submission {
	const values: FormValues = {};
	const files: Record<string, File> = {};
	for (const field of form.fields) {
		if (!field.visible) continue;
		const { slug } = field;
		if (field.field_type === FIELD_TYPES.file) {
			const entry = data.get(slug);
			// A file input left empty still posts a nameless, empty part.
			if (entry instanceof File && entry.size > 0) files[slug] = entry;
			values[slug] = null;
		} else if (field.field_type === FIELD_TYPES.checkbox) {
			values[slug] = data.has(slug);
		} else if (isMultiChoice(field)) {
			values[slug] = data.getAll(slug).filter((item): item is string => typeof item === 'string');
		} else {
			const entry = data.get(slug);
			values[slug] = typeof entry === 'string' ? entry : '';
		}
	}
	return { values, files };
}
