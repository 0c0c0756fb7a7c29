import { describe, expect, it } from 'vitest';
import {
	initialValue,
	initialValues,
	isChecked,
	isEmptyValue,
	valueList,
	valueText,
} from '../../../src/lib/forms/form-values.ts';
import { FIELD_TYPES } from '../../../src/lib/contract/index.ts';
import { everyTypeForm } from './fixtures.ts';

describe('initial values (SPEC §3)', () => {
	it('start every field at its default, files at null and lists as a list of the default', () => {
		expect(initialValues(everyTypeForm())).toEqual({
			name: '',
			message: '',
			email: '',
			privacy: '',
			extras: [],
			group: '',
			languages: ['Deutsch'],
			offer: 'Führung',
			list: null,
			day: '',
			alternative: '',
			source: 'website',
			count: '2',
			website: '',
			birthday: '',
			email2: '',
		});
	});

	it('gives a file field null even when it has a default', () => {
		const form = everyTypeForm();
		const file = form.fields.find((f) => f.field_type === FIELD_TYPES.file)!;
		expect(initialValue({ ...file, default: 'ignored.pdf' })).toBeNull();
	});
});

describe('reading values', () => {
	it('ticks a checkbox for true and for the usual default texts, not for others', () => {
		expect(isChecked(true)).toBe(true);
		expect(isChecked('on')).toBe(true);
		expect(isChecked('True')).toBe(true);
		expect(isChecked(false)).toBe(false);
		expect(isChecked('')).toBe(false);
		expect(isChecked('false')).toBe(false);
		expect(isChecked(undefined)).toBe(false);
	});

	it('turns values into input text and choice lists', () => {
		expect(valueText(['a', 'b'])).toBe('a');
		expect(valueText(null)).toBe('');
		expect(valueList('Führung')).toEqual(['Führung']);
		expect(valueList('')).toEqual([]);
		expect(valueList(['x'])).toEqual(['x']);
	});

	it('counts blank text, empty lists, unticked and nothing as empty', () => {
		for (const empty of [undefined, null, false, '', '   ', []])
			expect(isEmptyValue(empty)).toBe(true);
		for (const filled of [true, 'x', ['x']]) expect(isEmptyValue(filled)).toBe(false);
	});
});
