import { describe, expect, it } from 'vitest';
import { ContainerSchema } from '../../../src/lib/contract/index.ts';
import { jsonWrite, parsed, staffJar, startBackend } from './harness.ts';

describe('text with a NUL character in searchable content', () => {
	it('is saved and searched on both engines (PostgreSQL text cannot hold NUL)', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const module = await parsed(
			await backend.request('/de/pageeditor-api/headline/101/'),
			ContainerSchema,
		);
		const put = await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PUT', { ...module, content: 'Null\u0000zeichen' }),
		);
		expect(put.status).toBe(200);
		const found = await backend.request('/de/api/search/others/?query=Nullzeichen&page=1');
		expect(found.status).toBe(200);
	});
});
