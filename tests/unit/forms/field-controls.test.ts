import { describe, expect, it } from 'vitest';
import { controlOf, describedBy, summaryTargetId } from '../../../src/views/form/field-controls.ts';
import { everyTypeForm } from './fixtures.ts';

describe('the control of each field type', () => {
	it('renders every type of FIELD_TYPES as its own control', () => {
		const controls = Object.fromEntries(
			everyTypeForm().fields.map((field) => [field.slug, controlOf(field)]),
		);
		expect(controls).toEqual({
			name: { kind: 'input', type: 'text' },
			message: { kind: 'textarea' },
			email: { kind: 'input', type: 'email', autocomplete: 'email' },
			privacy: { kind: 'checkbox' },
			extras: { kind: 'choices', type: 'checkbox' },
			group: { kind: 'select', multiple: false },
			languages: { kind: 'select', multiple: true },
			offer: { kind: 'choices', type: 'radio' },
			list: { kind: 'file' },
			day: { kind: 'input', type: 'date' },
			alternative: { kind: 'input', type: 'datetime-local' },
			source: { kind: 'hidden' },
			count: { kind: 'input', type: 'number' },
			website: { kind: 'input', type: 'url', autocomplete: 'url' },
			birthday: { kind: 'input', type: 'date', autocomplete: 'bday' },
			email2: { kind: 'input', type: 'email', autocomplete: 'email' },
		});
	});

	it('links help text and message, and sends the summary to a group’s first option', () => {
		const form = everyTypeForm();
		const name = form.fields.find((f) => f.slug === 'name')!;
		expect(describedBy(name, false)).toBeUndefined();
		expect(describedBy({ ...name, help_text: 'Hilfe' }, true)).toBe(
			'field-name-help field-name-error',
		);
		expect(summaryTargetId(name)).toBe('field-name');
		expect(summaryTargetId(form.fields.find((f) => f.slug === 'offer')!)).toBe('field-offer-0');
	});
});
