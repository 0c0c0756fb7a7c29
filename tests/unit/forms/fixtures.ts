import {
	FIELD_TYPES,
	FormSchema,
	type FieldType,
	type Form,
} from '../../../src/lib/contract/index.ts';

/** A field of the test form; only what a test cares about needs giving. */
export function field(
	slug: string,
	field_type: FieldType,
	extra: { required?: boolean; visible?: boolean; choices?: string[]; default?: string } = {},
) {
	return {
		id: slug.length + slug.charCodeAt(0),
		label: `Label ${slug}`,
		slug,
		field_type,
		...extra,
	};
}

/** A form with one field of every type, parsed by the contract as the back end answers it. */
export function everyTypeForm(): Form {
	const fields = [
		field('name', FIELD_TYPES.text, { required: true }),
		field('message', FIELD_TYPES.textarea),
		field('email', FIELD_TYPES.email, { required: true }),
		field('privacy', FIELD_TYPES.checkbox, { required: true }),
		field('extras', FIELD_TYPES.checkboxMultiple, { choices: ['Café', 'Audioguide'] }),
		field('group', FIELD_TYPES.select, { choices: ['Schule', 'Verein'], required: true }),
		field('languages', FIELD_TYPES.selectMultiple, {
			choices: ['Deutsch', 'Englisch'],
			default: 'Deutsch',
		}),
		field('offer', FIELD_TYPES.radio, { choices: ['Führung', 'Workshop'], default: 'Führung' }),
		field('list', FIELD_TYPES.file),
		field('day', FIELD_TYPES.date),
		field('alternative', FIELD_TYPES.dateTime),
		field('source', FIELD_TYPES.hidden, { visible: false, default: 'website' }),
		field('count', FIELD_TYPES.number, { default: '2' }),
		field('website', FIELD_TYPES.url),
		field('birthday', FIELD_TYPES.dateOfBirth),
		field('email2', 'emailconfirm', { required: true }),
	].map((entry, index) => ({ ...entry, id: index + 1 }));
	return FormSchema.parse({ id: 601, slug: 'gruppenbuchung', title: 'Gruppenbuchung', fields });
}

/** Form data as a browser posts it: repeated keys for lists, files as File parts. */
export function posted(entries: [string, string | File][]): FormData {
	const data = new FormData();
	for (const [key, value] of entries) data.append(key, value);
	return data;
}
