import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
	createRequestLogger,
	loggedPath,
	requestId,
	requestLoggingEnabled,
	trackRequest,
	type RequestLogEntry,
} from '../../../src/server/request-log.ts';

describe('request log parts', () => {
	it('keeps the path and only the query keys', () => {
		expect(loggedPath('/de/suche?q=secret&page=2&q=x')).toBe('/de/suche?q&page');
		expect(loggedPath('/de')).toBe('/de');
		expect(loggedPath('/de?')).toBe('/de');
	});

	it('logs no query at all on the login paths', () => {
		expect(loggedPath('/accounts/login/?next=/de/user&username=anna')).toBe('/accounts/login/');
		expect(loggedPath('/en/accounts/logout/?next=x')).toBe('/en/accounts/logout/');
	});

	it('masks a preview link’s token', () => {
		const token = 'a'.repeat(43);
		expect(loggedPath(`/de/preview/${token}?x=1`)).toBe('/de/preview/…?x');
		expect(loggedPath(`/en/preview/${token}/`)).toBe('/en/preview/…/');
	});

	it('takes a sane x-request-id, else generates one', () => {
		expect(requestId('abc-123', () => 'new')).toBe('abc-123');
		expect(requestId(['first', 'second'], () => 'new')).toBe('first');
		expect(requestId('bad id\nwith newline', () => 'new')).toBe('new');
		expect(requestId(undefined, () => 'new')).toBe('new');
		expect(requestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
	});

	it('is on unless LOG_REQUESTS=false', () => {
		expect(requestLoggingEnabled(undefined)).toBe(true);
		expect(requestLoggingEnabled('true')).toBe(true);
		expect(requestLoggingEnabled('false')).toBe(false);
		expect(requestLoggingEnabled('FALSE')).toBe(false);
	});
});

describe('trackRequest', () => {
	it('logs one JSON line per answer and echoes the request id', async () => {
		const lines: string[] = [];
		const entries: RequestLogEntry[] = [];
		const server = createServer((req, res) => {
			trackRequest(req, res, {
				logger: createRequestLogger({ write: (line: string) => void lines.push(line) }),
				onFinish: (e) => entries.push(e),
			});
			res.writeHead(404, { 'content-length': '5' });
			res.end('nope!');
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		try {
			const { port } = server.address() as AddressInfo;
			const response = await fetch(`http://127.0.0.1:${port}/de/suche?q=private`, {
				headers: { 'x-request-id': 'req-1', cookie: 'sessionid=secret-session' },
			});
			await response.text();
			expect(response.headers.get('x-request-id')).toBe('req-1');
			while (lines.length === 0) await new Promise((resolve) => setImmediate(resolve));
			expect(lines).toHaveLength(1);
			const entry = JSON.parse(lines[0] ?? '{}') as RequestLogEntry;
			expect(entry).toMatchObject({
				id: 'req-1',
				method: 'GET',
				path: '/de/suche?q',
				status: 404,
				bytes: 5,
			});
			expect(entry.ms).toBeGreaterThanOrEqual(0);
			expect(lines[0]).not.toContain('private');
			expect(lines[0]).not.toContain('secret-session');
			expect(Object.keys(entry)).toEqual([
				'level',
				'time',
				'id',
				'method',
				'path',
				'status',
				'ms',
				'bytes',
			]);
			expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/);
			expect(entries).toHaveLength(1);
		} finally {
			server.close();
		}
	});
});
