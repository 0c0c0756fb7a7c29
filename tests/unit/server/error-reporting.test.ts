import { describe, expect, it } from 'vitest';
import { createErrorReporter } from '../../../src/server/error-reporting.ts';

const time = new Date('2026-12-01T10:00:00Z');

describe('createErrorReporter', () => {
	it('only logs when no URL is configured', async () => {
		const logs: string[] = [];
		let sent = 0;
		const report = createErrorReporter({
			log: (line) => logs.push(line),
			fetch: () => {
				sent++;
				return Promise.resolve(new Response());
			},
		});
		await report(new Error('boom'), { path: '/de' });
		expect(sent).toBe(0);
		expect(logs[0]).toContain('boom');
	});

	it('POSTs a small JSON report to the URL', async () => {
		const calls: { url: string; init: RequestInit }[] = [];
		const report = createErrorReporter({
			url: 'https://errors.example/ingest',
			now: () => time,
			log: () => {},
			fetch: ((url: string, init: RequestInit) => {
				calls.push({ url, init });
				return Promise.resolve(new Response(null, { status: 202 }));
			}) as unknown as typeof fetch,
		});
		await report(new TypeError('bad'), { path: '/de', status: 500 });
		expect(calls).toHaveLength(1);
		expect(calls[0]?.url).toBe('https://errors.example/ingest');
		expect(calls[0]?.init.method).toBe('POST');
		expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
		const body = JSON.parse(calls[0]?.init.body as string) as Record<string, unknown>;
		expect(body).toMatchObject({
			time: time.toISOString(),
			name: 'TypeError',
			message: 'bad',
			context: { path: '/de', status: 500 },
		});
	});

	it('never throws: a failing service, a non-Error and a broken logger are swallowed', async () => {
		const logs: string[] = [];
		const report = createErrorReporter({
			url: 'https://errors.example/ingest',
			log: (line) => logs.push(line),
			fetch: () => Promise.reject(new Error('offline')),
		});
		await expect(report('a string')).resolves.toBeUndefined();
		expect(logs.some((line) => line.includes('could not report'))).toBe(true);
		const broken = createErrorReporter({
			log: () => {
				throw new Error('stderr closed');
			},
		});
		await expect(broken(new Error('x'))).resolves.toBeUndefined();
	});

	it('gives up on a hanging service after the timeout', async () => {
		const logs: string[] = [];
		const report = createErrorReporter({
			url: 'https://errors.example/ingest',
			timeoutMs: 30,
			log: (line) => logs.push(line),
			fetch: ((_url: string, init: RequestInit) =>
				new Promise((_resolve, reject) =>
					init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
				)) as unknown as typeof fetch,
		});
		await report(new Error('slow'));
		expect(logs.some((line) => line.includes('could not report'))).toBe(true);
	});
});
