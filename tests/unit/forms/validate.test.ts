import { describe, expect, it } from 'vitest';
import { readSubmission } from '../../../src/lib/forms/read-submission.ts';
import {
	errorKindOfText,
	FIELD_ERROR_TEXTS,
	isEmailAddress,
	validateSubmission,
} from '../../../src/lib/forms/validate.ts';
import { getT } from '../../../src/lib/i18n/index.ts';
import { everyTypeForm, posted } from './fixtures.ts';

const complete: [string, string][] = [
	['name', 'Grundschule am Mühlberg'],
	['email', 'anna@example.org'],
	['email2', 'anna@example.org'],
	['privacy', 'on'],
	['group', 'Schule'],
];

function errorsFor(entries: [string, string | File][]) {
	const form = everyTypeForm();
	return validateSubmission(form, readSubmission(form, posted(entries)));
}

describe('form validation (SPEC §5)', () => {
	it('accepts a complete submission', () => {
		expect(errorsFor(complete)).toEqual({});
	});

	it('marks every empty required visible field', () => {
		expect(errorsFor([])).toEqual({
			name: 'required',
			email: 'required',
			privacy: 'required',
			group: 'required',
			email2: 'required',
		});
	});

	it('treats blank text as empty', () => {
		expect(errorsFor([...complete.slice(1), ['name', '   ']])).toEqual({ name: 'required' });
	});

	it('marks a bad e-mail address', () => {
		const entries = complete.map(([k, v]): [string, string] =>
			k === 'email' || k === 'email2' ? [k, 'anna(at)example.org'] : [k, v],
		);
		expect(errorsFor(entries)).toEqual({ email: 'email' });
	});

	it('marks a confirmation that differs from the e-mail address, ignoring case and spaces', () => {
		const differs = complete.map(([k, v]): [string, string] =>
			k === 'email2' ? [k, 'anna@example.com'] : [k, v],
		);
		expect(errorsFor(differs)).toEqual({ email2: 'email' });
		const sameAddress = complete.map(([k, v]): [string, string] =>
			k === 'email2' ? [k, '  Anna@Example.org '] : [k, v],
		);
		expect(errorsFor(sameAddress)).toEqual({});
	});

	it('requires a chosen file in a required file field', () => {
		const form = everyTypeForm();
		const required = {
			...form,
			fields: form.fields.map((f) => (f.slug === 'list' ? { ...f, required: true } : f)),
		};
		const without = readSubmission(required, posted([...complete, ['list', new File([], '')]]));
		expect(validateSubmission(required, without)).toEqual({ list: 'required' });
		const withFile = readSubmission(
			required,
			posted([...complete, ['list', new File(['%PDF-1.4'], 'liste.pdf')]]),
		);
		expect(validateSubmission(required, withFile)).toEqual({});
	});

	it('never checks invisible fields', () => {
		const form = everyTypeForm();
		const hiddenRequired = {
			...form,
			fields: form.fields.map((f) =>
				f.slug === 'source' ? { ...f, required: true, default: '' } : f,
			),
		};
		expect(
			validateSubmission(hiddenRequired, readSubmission(hiddenRequired, posted(complete))),
		).toEqual({});
	});

	it('checks e-mail addresses plausibly', () => {
		expect(isEmailAddress('anna@schloss-ravensau.de')).toBe(true);
		expect(isEmailAddress(' anna@example.org ')).toBe(true);
		expect(isEmailAddress('anna@example')).toBe(false);
		expect(isEmailAddress('anna example@example.org')).toBe(false);
		expect(isEmailAddress(`${'a'.repeat(250)}@example.org`)).toBe(false);
	});
});

describe('the two messages', () => {
	it('are the SPEC texts in English and real German', () => {
		expect(getT('en')('form.error.required')).toBe(FIELD_ERROR_TEXTS.required);
		expect(getT('en')('form.error.email')).toBe(FIELD_ERROR_TEXTS.email);
		expect(getT('de')('form.error.required')).toBe('Dieses Feld ist erforderlich!');
		expect(getT('de')('form.error.email')).toBe('Ungültige E-Mail-Adresse!');
	});

	it('map the back end’s texts to their kinds', () => {
		expect(errorKindOfText('Invalid e-mail address!')).toBe('email');
		expect(errorKindOfText('This field is required!')).toBe('required');
		expect(errorKindOfText('anything else')).toBe('required');
	});
});
