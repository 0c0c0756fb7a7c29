import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	FormErrorsSchema,
	FormEntryResultSchema,
	TempFileSchema,
} from '../../../src/lib/contract/index.ts';
import { CookieJar, parsed, startBackend } from './harness.ts';

const entry = (field_values: Record<string, unknown>) => ({
	method: 'POST',
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify({ form: 1, field_values }),
});

describe('POST /api/forms-entries/', () => {
	it('stores a valid entry', async () => {
		const backend = await startBackend();
		const response = await backend.request(
			'/api/forms-entries/',
			entry({
				name: 'Anna',
				email: 'anna@example.org',
				email2: 'anna@example.org',
				topic: 'Presse',
			}),
		);
		expect(response.status).toBe(201);
		expect(await parsed(response, FormEntryResultSchema)).toMatchObject({ form: 1 });
	});

	it('answers the SPEC messages per field', async () => {
		const backend = await startBackend();
		const missing = await parsed(
			await backend.request('/api/forms-entries/', entry({})),
			FormErrorsSchema,
		);
		expect(missing.fields).toEqual({
			name: 'This field is required!',
			email: 'This field is required!',
			email2: 'This field is required!',
		});
		const response = await backend.request(
			'/api/forms-entries/',
			entry({ name: 'Anna', email: 'anna(at)example.org', email2: 'anna(at)example.org' }),
		);
		expect(response.status).toBe(400);
		const invalid = await parsed(response, FormErrorsSchema);
		expect(invalid.fields['email']).toBe('Invalid e-mail address!');
		const mismatch = await parsed(
			await backend.request(
				'/api/forms-entries/',
				entry({ name: 'Anna', email: 'anna@example.org', email2: 'anna@example.com' }),
			),
			FormErrorsSchema,
		);
		expect(mismatch.fields).toEqual({ email2: 'Invalid e-mail address!' });
	});

	it('rejects an unknown form and malformed bodies naming the field', async () => {
		const backend = await startBackend();
		const unknown = await backend.request('/api/forms-entries/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ form: 42, field_values: {} }),
		});
		expect(unknown.status).toBe(400);
		expect(await unknown.json()).toMatchObject({ field: 'form' });
		const malformed = await backend.request('/api/forms-entries/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"form": 1,',
		});
		expect(malformed.status).toBe(400);
		expect(await malformed.json()).toMatchObject({ field: 'body' });
	});
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('POST /api/temp-files/', () => {
	const upload = (jar: CookieJar, file: File, csrf = true) => {
		const form = new FormData();
		form.set('file', file);
		return {
			method: 'POST',
			body: form,
			jar,
			headers: csrf ? { 'x-csrftoken': jar.get('csrftoken') ?? '' } : {},
		};
	};

	it('stores an allowed file for an anonymous visitor with the CSRF header', async () => {
		const backend = await startBackend();
		const jar = new CookieJar();
		jar.set('csrftoken', 'visitor-token');
		const response = await backend.request(
			'/api/temp-files/',
			upload(jar, new File([PNG], 'scan.png', { type: 'image/png' })),
		);
		expect(response.status).toBe(201);
		const stored = await parsed(response, TempFileSchema);
		expect(stored).toMatchObject({
			name: 'scan.png',
			size: PNG.byteLength,
			content_type: 'image/png',
		});
		expect(readdirSync(join(backend.dataDir, 'temp-files'))).toEqual([stored.id]);

		const accepted = await backend.request('/api/forms-entries/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				form: 1,
				field_values: { name: 'A', email: 'a@b.de', email2: 'a@b.de' },
			}),
		});
		expect(accepted.status).toBe(201);
	});

	it('refuses uploads without CSRF, of other types or above 10 MB', async () => {
		const backend = await startBackend();
		const jar = new CookieJar();
		jar.set('csrftoken', 'visitor-token');
		const noCsrf = await backend.request(
			'/api/temp-files/',
			upload(jar, new File([PNG], 'a.png'), false),
		);
		expect(noCsrf.status).toBe(403);
		const script = await backend.request(
			'/api/temp-files/',
			upload(jar, new File(['<script>'], 'a.html')),
		);
		expect(script.status).toBe(400);
		expect(await script.json()).toMatchObject({ field: 'file' });
		const disguised = await backend.request(
			'/api/temp-files/',
			upload(jar, new File(['MZ...'], 'a.pdf')),
		);
		expect(disguised.status).toBe(400);
		const big = new Uint8Array(10 * 1024 * 1024 + 1);
		big.set(PNG);
		const tooBig = await backend.request(
			'/api/temp-files/',
			upload(jar, new File([big], 'big.png')),
		);
		expect(tooBig.status).toBe(400);
		expect(await tooBig.json()).toMatchObject({ field: 'file' });
		const empty = await backend.request('/api/temp-files/', {
			method: 'POST',
			jar,
			headers: { 'x-csrftoken': 'visitor-token', 'content-type': 'application/json' },
			body: '{}',
		});
		expect(empty.status).toBe(400);
	});
});

describe('POST /api/dashboard-error-log/', () => {
	it('logs a 404 URL with the CSRF header only', async () => {
		const backend = await startBackend();
		const headers = { 'content-type': 'application/json', cookie: 'csrftoken=t' };
		const body = JSON.stringify({ url: '/de/nowhere' });
		expect(
			(await backend.request('/api/dashboard-error-log/', { method: 'POST', headers, body }))
				.status,
		).toBe(403);
		const logged = await backend.request('/api/dashboard-error-log/', {
			method: 'POST',
			headers: { ...headers, 'x-csrftoken': 't' },
			body,
		});
		expect(logged.status).toBe(201);
		const invalid = await backend.request('/api/dashboard-error-log/', {
			method: 'POST',
			headers: { ...headers, 'x-csrftoken': 't' },
			body: JSON.stringify({ url: '' }),
		});
		expect(await invalid.json()).toMatchObject({ field: 'url' });
	});
});
