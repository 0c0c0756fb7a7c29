import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, FormSchema } from '../../../src/lib/contract/index.ts';
import {
	CmsRequestError,
	type CmsRequestContext as SendContext,
} from '../../../src/lib/cms/index.ts';
import { sendForm, submitFormEntry, uploadTempFile } from '../../../src/lib/forms/submit.ts';
import { startBackend } from '../backend/harness.ts';

const pdf = () => new File(['%PDF-1.4\n%test\n'], 'liste.pdf', { type: 'application/pdf' });

async function context(): Promise<SendContext> {
	const backend = await startBackend();
	return { locale: 'de', transport: (path, init) => backend.request(path, init) };
}

describe('uploading a form file', () => {
	it('passes the back end’s double-submit CSRF check and answers the temporary file', async () => {
		const file = await uploadTempFile(pdf(), await context());
		expect(file).toMatchObject({ name: 'liste.pdf', content_type: 'application/pdf' });
		expect(file.id).not.toBe('');
	});

	it('reports a refused file as a rejection with status 400', async () => {
		const bogus = new File(['MZ'], 'tool.exe');
		const error = await uploadTempFile(bogus, await context()).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(CmsRequestError);
		expect((error as CmsRequestError).status).toBe(400);
	});
});

describe('submitting an entry', () => {
	it('answers the stored entry’s id', async () => {
		const outcome = await submitFormEntry(
			{
				form: 1,
				field_values: { name: 'Anna', email: 'anna@example.org', email2: 'anna@example.org' },
			},
			await context(),
		);
		expect(outcome).toMatchObject({ ok: true });
	});

	it('maps the back end’s field messages to the two kinds', async () => {
		const outcome = await submitFormEntry(
			{ form: 1, field_values: { email: 'anna@example.org', email2: 'anna@example.com' } },
			await context(),
		);
		expect(outcome).toEqual({ ok: false, errors: { name: 'required', email2: 'email' } });
	});
});

describe('sending a form', () => {
	it('marks a file field whose upload is refused and submits nothing', async () => {
		const form = FormSchema.parse({
			id: 1,
			title: 'Kontakt',
			fields: [
				{ id: 1, label: 'Name', slug: 'name', field_type: FIELD_TYPES.text },
				{ id: 9, label: 'Anhang', slug: 'attachment', field_type: FIELD_TYPES.file },
			],
		});
		const outcome = await sendForm(
			form,
			{
				values: { name: 'Anna', attachment: null },
				files: { attachment: new File(['MZ'], 'x.exe') },
			},
			await context(),
		);
		expect(outcome).toEqual({ ok: false, errors: { attachment: 'required' } });
	});
});
