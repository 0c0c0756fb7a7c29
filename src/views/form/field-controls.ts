import { FIELD_TYPES, type FormField } from '../../lib/contract/index.ts';

/** How a field is rendered: which control, and for inputs their type and autocomplete hint. */
export type FieldControl =
	| {
			kind: 'input';
			type: 'text' | 'email' | 'number' | 'url' | 'date' | 'datetime-local';
			autocomplete?: string;
	  }
	| { kind: 'textarea' }
	| { kind: 'checkbox' }
	| { kind: 'choices'; type: 'checkbox' | 'radio' }
	| { kind: 'select'; multiple: boolean }
	| { kind: 'file' }
	| { kind: 'hidden' };

/** The control of each field type of FIELD_TYPES (plus the e-mail confirmation). */
export function controlOf(field: FormField): FieldControl {
	switch (field.field_type) {
		case FIELD_TYPES.textarea:
			return { kind: 'textarea' };
		case FIELD_TYPES.email:
		case 'emailconfirm':
			return { kind: 'input', type: 'email', autocomplete: 'email' };
		case FIELD_TYPES.checkbox:
			return { kind: 'checkbox' };
		case FIELD_TYPES.checkboxMultiple:
			return { kind: 'choices', type: 'checkbox' };
		case FIELD_TYPES.select:
			return { kind: 'select', multiple: false };
		case FIELD_TYPES.selectMultiple:
			return { kind: 'select', multiple: true };
		case FIELD_TYPES.radio:
			return { kind: 'choices', type: 'radio' };
		case FIELD_TYPES.file:
			return { kind: 'file' };
		case FIELD_TYPES.date:
			return { kind: 'input', type: 'date' };
		case FIELD_TYPES.dateTime:
			return { kind: 'input', type: 'datetime-local' };
		case FIELD_TYPES.hidden:
			return { kind: 'hidden' };
		case FIELD_TYPES.number:
			return { kind: 'input', type: 'number' };
		case FIELD_TYPES.url:
			return { kind: 'input', type: 'url', autocomplete: 'url' };
		case FIELD_TYPES.dateOfBirth:
			return { kind: 'input', type: 'date', autocomplete: 'bday' };
		default:
			return { kind: 'input', type: 'text' };
	}
}

/** Element ids of a field's parts, unique on the page. */
export function fieldIds(field: FormField): {
	control: string;
	help: string;
	error: string;
	option: (index: number) => string;
} {
	const base = `field-${field.slug}`;
	return {
		control: base,
		help: `${base}-help`,
		error: `${base}-error`,
		option: (index) => `${base}-${index}`,
	};
}

/**
 * The id the error summary links to: the control itself, or the first option of a group of
 * checkboxes or radio buttons.
 */
export function summaryTargetId(field: FormField): string {
	const ids = fieldIds(field);
	return controlOf(field).kind === 'choices' ? ids.option(0) : ids.control;
}

/** The aria-describedby of a field: its help text and its message, when present. */
export function describedBy(field: FormField, hasError: boolean): string | undefined {
	const ids = fieldIds(field);
	const parts = [field.help_text ? ids.help : null, hasError ? ids.error : null].filter(Boolean);
	return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * The visible fields in the order they are shown: the form's order, except that the e-mail
 * confirmation (appended last by the back end) follows the e-mail field it repeats.
 */
export function visibleFieldsInOrder(fields: FormField[]): FormField[] {
	const visible = fields.filter((field) => field.visible);
	const confirmation = visible.find((field) => field.field_type === 'emailconfirm');
	const email = visible.find((field) => field.field_type === FIELD_TYPES.email);
	if (!confirmation || !email) return visible;
	return visible.flatMap((field) => {
		if (field === confirmation) return [];
		return field === email ? [field, confirmation] : [field];
	});
}
