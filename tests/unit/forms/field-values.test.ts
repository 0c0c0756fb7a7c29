import { describe, expect, it } from 'vitest';
import { entryFieldValues } from '../../../src/lib/forms/field-values.ts';
import { readSubmission } from '../../../src/lib/forms/read-submission.ts';
import { everyTypeForm, posted } from './fixtures.ts';

describe('reading a post', () => {
	it('reads lists for multiple choices, a state for a checkbox and files apart', () => {
		const form = everyTypeForm();
		const file = new File(['%PDF-1.4'], 'liste.pdf', { type: 'application/pdf' });
		const submission = readSubmission(
			form,
			posted([
				['name', 'Anna'],
				['extras', 'Café'],
				['extras', 'Audioguide'],
				['languages', 'Englisch'],
				['list', file],
				['source', 'forged'],
			]),
		);
		expect(submission.values).toMatchObject({
			name: 'Anna',
			extras: ['Café', 'Audioguide'],
			languages: ['Englisch'],
			privacy: false,
			list: null,
			email: '',
		});
		expect(submission.values).not.toHaveProperty('source');
		expect(submission.files).toEqual({ list: file });
	});

	it('ignores a file input left empty', () => {
		const form = everyTypeForm();
		const submission = readSubmission(form, posted([['list', new File([], '')]]));
		expect(submission.files).toEqual({});
	});
});

describe('field_values of an entry', () => {
	it('holds every field: posted values, file ids, and invisible fields at their initial value', () => {
		const form = everyTypeForm();
		const submission = readSubmission(
			form,
			posted([
				['name', 'Anna'],
				['email', 'anna@example.org'],
				['email2', 'anna@example.org'],
				['privacy', 'on'],
				['extras', 'Café'],
				['extras', 'Audioguide'],
				['offer', 'Workshop'],
				['list', new File(['%PDF-1.4'], 'liste.pdf')],
				['source', 'forged'],
			]),
		);
		const values = entryFieldValues(form, submission.values, { list: 'temp-123' });
		expect(values).toMatchObject({
			name: 'Anna',
			privacy: true,
			extras: ['Café', 'Audioguide'],
			languages: [],
			offer: 'Workshop',
			list: 'temp-123',
			source: 'website',
			email2: 'anna@example.org',
		});
		expect(Object.keys(values).sort()).toEqual(form.fields.map((f) => f.slug).sort());
	});

	it('sends null for a file field without an upload', () => {
		const form = everyTypeForm();
		const values = entryFieldValues(form, readSubmission(form, posted([])).values, {});
		expect(values['list']).toBeNull();
	});
});
