import { describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '../../../src/lib/contract/index.ts';
import { jsonWrite, startBackend, staffJar } from './harness.ts';

describe('robustness at the edge', () => {
	it('answers 400 naming body for JSON above 1 MB and for malformed JSON', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const large = await backend.request(
			'/de/api/alerts/1/',
			jsonWrite(jar, 'PATCH', { text: 'x'.repeat(1024 * 1024) }),
		);
		expect(large.status).toBe(400);
		expect(await large.json()).toMatchObject({ field: 'body' });
		for (const body of ['{', '[1,2]', 'null', '"text"', '']) {
			const response = await backend.request('/de/api/alerts/1/', {
				...jsonWrite(jar, 'PATCH', {}),
				body,
			});
			expect(response.status, body).toBe(400);
			expect(ApiErrorSchema.parse(await response.json()).field).toBe('body');
		}
	});

	it('never answers 500 for odd input', async () => {
		const backend = await startBackend();
		const paths = [
			'/api/events/?page=1e3',
			'/api/events/?date=',
			'/api/events/?room=1&room=2',
			'/api/events/%E0%A4%A/',
			'/pageeditor-api/page/%2e%2e/%2e%2e/etc',
			'/pageeditor-api/container/by-slug/%00',
			'/api/search/?query=' + 'a'.repeat(500),
			'/api/html/?file=99999999999999999999',
			'/de/api/productions/?page=-1',
			'/de/pageeditor-api/headline/99999999999/',
		];
		for (const path of paths) {
			const response = await backend.request(path);
			expect(response.status, path).toBeLessThan(500);
			expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
		}
		const badForm = await backend.request('/api/forms-entries/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ form: 1, field_values: { name: { nested: true } } }),
		});
		expect(badForm.status).toBe(400);
	});

	it('finds nothing for text with a NUL character and saves such text (PostgreSQL text cannot hold NUL)', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const lookups: [string, number][] = [
			['/de/api/events/?type=a%00b', 400],
			['/de/api/calendar/?type=%00', 400],
			['/de/pageeditor-api/page/de/%00', 404],
			['/de/pageeditor-api/container/by-slug/x%00', 404],
		];
		for (const [path, status] of lookups) {
			expect((await backend.request(path)).status, path).toBe(status);
		}
		const found = await backend.request('/de/pageeditor-api/link-search/?q=a%00', { jar });
		expect(found.status).toBe(200);
		expect(await found.json()).toMatchObject({ count: 0, results: [] });

		// Alerts are not search-indexed: this is the content store's part alone.
		const saved = await backend.request(
			'/de/api/alerts/',
			jsonWrite(jar, 'POST', { id: 900, title: 'Null\u0000Meldung', text: 'a\u0000b' }),
		);
		expect(saved.status).toBe(201);
		const alerts = await backend.request('/de/api/breaking-news/');
		expect(alerts.status).toBe(200);
		expect(await alerts.json()).toContainEqual(
			expect.objectContaining({ id: 900, title: 'Null\u0000Meldung' }),
		);
	});

	it('answers JSON 404 for unknown paths', async () => {
		const backend = await startBackend();
		const response = await backend.request('/api/does-not-exist/');
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({ error: 'Not found' });
	});

	it('hides the details of unexpected failures', async () => {
		const backend = await startBackend();
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		await backend.close();
		const response = await backend.request('/de/api/events/');
		expect(response.status).toBe(500);
		expect(await response.json()).toEqual({ error: 'Internal server error' });
		expect(log).toHaveBeenCalled();
		log.mockRestore();
	});
});
