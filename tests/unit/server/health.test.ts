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
