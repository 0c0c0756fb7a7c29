import { FIELD_TYPES, type Form } from '../contract/index.ts';
import { isEmptyValue, valueText } from './form-values.ts';
import type { Submission } from './read-submission.ts';

/** The only two messages a form field shows (SPEC §5): required, or a bad e-mail address. */
export type FieldErrorKind = 'required' | 'email';

/** Messages per field slug. */
export type FieldErrors = Record<string, FieldErrorKind>;

/** The SPEC §5 texts as the back end answers them (English), by kind. */
export const FIELD_ERROR_TEXTS = {
	required: 'This field is required!',
	email: 'Invalid e-mail address!',
} as const satisfies Record<FieldErrorKind, string>;

/** The kind of a message from the back end; anything but the e-mail text means 'required'. */
export function errorKindOfText(text: string): FieldErrorKind {
	return text.trim() === FIELD_ERROR_TEXTS.email ? 'email' : 'required';
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible e-mail address: one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmailAddress(text: string): boolean {
	const trimmed = text.trim();
	return trimmed.length <= 254 && EMAIL.test(trimmed);
}

/**
 * Checks a submission against the form (SPEC §5): a required visible field must be filled in, an
 * e-mail field must hold an e-mail address, and the confirmation (type 'emailconfirm', slug email2)
 * must equal the form's e-mail field, ignoring case and surrounding spaces.
 */
export function validateSubmission(form: Form, submission: Submission): FieldErrors {
	const errors: FieldErrors = {};
	const emailField = form.fields.find((field) => field.field_type === FIELD_TYPES.email);
	const email = emailField ? valueText(submission.values[emailField.slug]).trim() : '';
	for (const field of form.fields) {
		if (!field.visible) continue;
		const value = submission.values[field.slug];
		const empty =
			field.field_type === FIELD_TYPES.file
				? submission.files[field.slug] === undefined
				: isEmptyValue(value);
		if (empty) {
			if (field.required) errors[field.slug] = 'required';
			continue;
		}
		const text = valueText(value).trim();
		if (field.field_type === FIELD_TYPES.email && !isEmailAddress(text)) {
			errors[field.slug] = 'email';
		} else if (field.field_type === 'emailconfirm' && text.toLowerCase() !== email.toLowerCase()) {
			errors[field.slug] = 'email';
		}
	}
	return errors;
}
