import { describe, expect, it } from 'vitest';
import { FormBodyError, readFormBody } from '../../../src/lib/forms/read-form-body.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
	new Request('http://site.test/de/formular/x/1', { method: 'POST', body, headers });

describe('reading a form post', () => {
	it('reads url-encoded and multipart posts', async () => {
		const encoded = await readFormBody(
			post('name=Anna+M%C3%BCller&extras=a&extras=b', {
				'content-type': 'application/x-www-form-urlencoded',
			}),
		);
		expect(encoded.get('name')).toBe('Anna Müller');
		expect(encoded.getAll('extras')).toEqual(['a', 'b']);

		const data = new FormData();
		data.set('file', new File(['%PDF-1.4'], 'liste.pdf'));
		const multipart = await readFormBody(
			new Request('http://site.test/', { method: 'POST', body: data }),
		);
		expect((multipart.get('file') as File).name).toBe('liste.pdf');
	});

	it('refuses other content types with 415', async () => {
		const error = await readFormBody(post('{}', { 'content-type': 'application/json' })).catch(
			(e: unknown) => e,
		);
		expect(error).toBeInstanceOf(FormBodyError);
		expect((error as FormBodyError).status).toBe(415);
	});

	it('refuses a post larger than the limit with 413, declared or not', async () => {
		const type = { 'content-type': 'application/x-www-form-urlencoded' };
		const declared = await readFormBody(
			post('a=1', { ...type, 'content-length': '99999999' }),
			10,
		).catch((e: unknown) => e);
		expect((declared as FormBodyError).status).toBe(413);
		const streamed = await readFormBody(post(`a=${'x'.repeat(100)}`, type), 10).catch(
			(e: unknown) => e,
		);
		expect((streamed as FormBodyError).status).toBe(413);
	});
});
