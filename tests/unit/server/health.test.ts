import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../../src/server/health.ts';

const builtAt = new Date('2026-12-01T09:00:00Z');

describe('checkHealth', () => {
	it('is ok with 200 when the back end answers the settings read', async () => {
		const paths: string[] = [];
		const health = await checkHealth({
			site: 'castle',
			builtAt,
			fetchBackend: (path) => {
				paths.push(path);
				return Promise.resolve(Response.json({}));
			},
		});
		expect(paths).toEqual(['/pageeditor-api/settings']);
		expect(health).toEqual({
			status: 200,
			body: { status: 'ok', site: 'castle', build: builtAt.toISOString(), backend: 'ok' },
		});
	});

	it('answers 503 with backend down on an error status, a failure or a timeout', async () => {
		const deps = { site: 'region', builtAt, timeoutMs: 30 };
		const failing = [
			() => Promise.resolve(new Response(null, { status: 500 })),
			() => Promise.reject(new Error('closed')),
			() => new Promise<Response>(() => {}),
		];
		for (const fetchBackend of failing) {
			const health = await checkHealth({ ...deps, fetchBackend });
			expect(health.status).toBe(503);
			expect(health.body.backend).toBe('down');
		}
	});
});

describe('checkHealth with a database and a change listener', () => {
	const ok = () => Promise.resolve(Response.json({}));
	const deps = { site: 'castle', builtAt, timeoutMs: 30, fetchBackend: ok };

	it('names the database when it is what failed, and answers 503', async () => {
		const health = await checkHealth({
			...deps,
			pingDatabase: () => Promise.reject(new Error('ECONNREFUSED')),
			listening: () => true,
		});
		expect(health).toEqual({
			status: 503,
			body: {
				status: 'degraded',
				site: 'castle',
				build: builtAt.toISOString(),
				backend: 'ok',
				database: 'down',
				changes: 'listening',
			},
		});
		const hanging = await checkHealth({ ...deps, pingDatabase: () => new Promise(() => {}) });
		expect(hanging.body.database).toBe('down');
	});

	it('stays 200 but degraded while only the change listener reconnects', async () => {
		const health = await checkHealth({
			...deps,
			pingDatabase: () => Promise.resolve(),
			listening: () => false,
		});
		expect(health.status).toBe(200);
		expect(health.body).toMatchObject({
			status: 'degraded',
			database: 'ok',
			changes: 'reconnecting',
		});
		const fine = await checkHealth({
			...deps,
			pingDatabase: () => Promise.resolve(),
			listening: () => true,
		});
		expect(fine).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
	});
});
