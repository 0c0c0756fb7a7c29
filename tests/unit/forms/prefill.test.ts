import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type Form } from '../../../src/lib/contract/index.ts';
import { PREFILL_MAX_LENGTH, prefilledValues } from '../../../src/lib/forms/prefill.ts';
import { everyTypeForm } from './fixtures.ts';

function formWith(type: number): Form {
	const form = everyTypeForm();
	const [first] = form.fields;
	if (!first) throw new Error('fixture without fields');
	return { ...form, fields: [{ ...first, slug: 'page_url', field_type: type }, ...form.fields] };
}

describe('form values prefilled by a link', () => {
	it('fill the page_url field from ?page_url=, and nothing else a query names', () => {
		const query = new URLSearchParams({ page_url: '/de/besuch', name: 'Mallory', email: 'x@y.de' });
		expect(prefilledValues(formWith(FIELD_TYPES.text), query)).toEqual({ page_url: '/de/besuch' });
		expect(prefilledValues(formWith(FIELD_TYPES.hidden), query)).toEqual({
			page_url: '/de/besuch',
		});
		expect(prefilledValues(everyTypeForm(), query)).toEqual({});
	});

	it('never fill a field that is not free text, and keep a value to one short line', () => {
		for (const type of [FIELD_TYPES.email, FIELD_TYPES.select, FIELD_TYPES.file, FIELD_TYPES.date])
			expect(prefilledValues(formWith(type), new URLSearchParams({ page_url: 'x' }))).toEqual({});
		const long = `/de/${'a'.repeat(5000)}`;
		const [filled] = Object.values(
			prefilledValues(formWith(FIELD_TYPES.text), new URLSearchParams({ page_url: long })),
		);
		expect(filled).toHaveLength(PREFILL_MAX_LENGTH);
		expect(
			prefilledValues(
				formWith(FIELD_TYPES.textarea),
				new URLSearchParams({ page_url: ' /de/a\r\nBcc: x\u0000 ' }),
			),
		).toEqual({ page_url: '/de/a Bcc: x' });
		expect(
			prefilledValues(formWith(FIELD_TYPES.text), new URLSearchParams({ page_url: ' \n ' })),
		).toEqual({});
	});
});
