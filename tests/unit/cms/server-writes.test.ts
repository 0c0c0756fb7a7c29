import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { logNotFound } from '../../../src/lib/cms/server-writes.ts';
import { startBackend } from '../backend/harness.ts';

describe('server-side writes', () => {
	it('records a 404 page view in the back end, passing its CSRF check', async () => {
		const backend = await startBackend();
		await logNotFound('http://localhost/de/gibt-es-nicht', {
			locale: 'de',
			transport: (path, init) => backend.request(path, init),
		});
		const rows = await backend.db.all<{ url: string }>(sql`SELECT url FROM error_log`);
		expect(rows.map((row) => row.url)).toContain('http://localhost/de/gibt-es-nicht');
	});

	it('never throws when the back end cannot be reached', async () => {
		await expect(
			logNotFound('http://localhost/x', {
				locale: 'en',
				transport: async () => {
					throw new TypeError('fetch failed');
				},
			}),
		).resolves.toBeUndefined();
	});
});
