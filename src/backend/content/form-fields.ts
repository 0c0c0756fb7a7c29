import type { FormField, Form, FieldValue, Locale } from '../../lib/contract/index.ts';
import { FIELD_TYPES } from '../../lib/contract/index.ts';

/** The slug of the appended e-mail confirmation field (SPEC §3). */
export const EMAIL_CONFIRM_SLUG = 'email2';

export const REQUIRED_MESSAGE = 'This field is required!';
export const INVALID_EMAIL_MESSAGE = 'Invalid e-mail address!';

const CONFIRM_LABEL: Record<Locale, string> = {
	de: 'E-Mail-Adresse wiederholen',
	en: 'Repeat e-mail address',
};

/** The form's first e-mail field, if any. */
export function emailField(form: Form): FormField | undefined {
	return form.fields.find((field) => field.field_type === FIELD_TYPES.email);
}

/**
 * The form with the e-mail confirmation field `email2` appended after its fields (SPEC §3),
 * when it has an e-mail field and no confirmation yet.
 */
export function withEmailConfirmation(form: Form, locale: Locale): Form {
	const email = emailField(form);
	if (!email || form.fields.some((field) => field.field_type === 'emailconfirm')) return form;
	const confirmation: FormField = {
		id: Math.max(...form.fields.map((field) => field.id)) + 1,
		label: CONFIRM_LABEL[locale],
		slug: EMAIL_CONFIRM_SLUG,
		field_type: 'emailconfirm',
		required: email.required,
		visible: email.visible,
		choices: [],
		default: '',
		placeholder_text: email.placeholder_text,
		help_text: '',
	};
	return { ...form, fields: [...form.fields, confirmation] };
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

function isEmpty(value: FieldValue | undefined): boolean {
	if (value === undefined || value === null || value === false) return true;
	if (typeof value === 'string') return value.trim() === '';
	if (Array.isArray(value)) return value.length === 0;
	return false;
}

/** True when a non-empty value fits the field's type and choices. */
function fitsType(
	field: FormField,
	value: FieldValue,
	fileExists: (id: string) => boolean,
): boolean {
	const text = typeof value === 'string' ? value.trim() : undefined;
	switch (field.field_type) {
		case FIELD_TYPES.checkbox:
			return value === true || text === 'on' || text === 'true';
		case FIELD_TYPES.checkboxMultiple:
		case FIELD_TYPES.selectMultiple: {
			const list = Array.isArray(value) ? value : text === undefined ? [] : [text];
			return (
				list.length > 0 &&
				list.every((item) => field.choices.length === 0 || field.choices.includes(item))
			);
		}
		case FIELD_TYPES.select:
		case FIELD_TYPES.radio:
			return text !== undefined && (field.choices.length === 0 || field.choices.includes(text));
		case FIELD_TYPES.file:
			return text !== undefined && fileExists(text);
		case FIELD_TYPES.date:
		case FIELD_TYPES.dateOfBirth:
			return (
				text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
			);
		case FIELD_TYPES.dateTime:
			return text !== undefined && !Number.isNaN(Date.parse(text));
		case FIELD_TYPES.number:
			return text !== undefined && text !== '' && Number.isFinite(Number(text.replace(',', '.')));
		case FIELD_TYPES.url:
			return text !== undefined && URL.canParse(text);
		default:
			return text !== undefined || Array.isArray(value);
	}
}

/**
 * Checks submitted values against the form (with its e-mail confirmation). Answers the message
 * per field slug — only the two messages of SPEC §5 — and the values of the form's own fields.
 * A value that does not fit its field (a choice not offered, an unknown upload) counts as missing.
 */
export function checkFormEntry(
	form: Form,
	values: Record<string, FieldValue>,
	fileExists: (id: string) => boolean,
): { errors: Record<string, string>; accepted: Record<string, FieldValue> } {
	const errors: Record<string, string> = {};
	const accepted: Record<string, FieldValue> = {};
	const email = emailField(form);
	for (const field of form.fields) {
		const value = values[field.slug];
		if (isEmpty(value) || value === undefined) {
			if (field.required && field.visible) errors[field.slug] = REQUIRED_MESSAGE;
			continue;
		}
		if (field.field_type === FIELD_TYPES.email) {
			if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim())) {
				errors[field.slug] = INVALID_EMAIL_MESSAGE;
				continue;
			}
		} else if (field.field_type === 'emailconfirm') {
			const original = email ? values[email.slug] : undefined;
			const same =
				typeof value === 'string' &&
				typeof original === 'string' &&
				value.trim().toLowerCase() === original.trim().toLowerCase();
			if (!same) {
				errors[field.slug] = INVALID_EMAIL_MESSAGE;
				continue;
			}
		} else if (!fitsType(field, value, fileExists)) {
			errors[field.slug] = REQUIRED_MESSAGE;
			continue;
		}
		accepted[field.slug] = value;
	}
	return { errors, accepted };
}
