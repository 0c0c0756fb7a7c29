import { describe, expect, it } from 'vitest';
import {
	controlOf,
	describedBy,
	summaryTargetId,
	visibleFieldsInOrder,
} from '../../../src/views/form/field-controls.ts';
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

describe('the order of the fields', () => {
	it('shows the e-mail confirmation right after the e-mail field and leaves out invisible ones', () => {
		const slugs = visibleFieldsInOrder(everyTypeForm().fields).map((field) => field.slug);
		expect(slugs.slice(0, 4)).toEqual(['name', 'message', 'email', 'email2']);
		expect(slugs).not.toContain('source');
		expect(slugs).toHaveLength(everyTypeForm().fields.length - 1);
	});
});
