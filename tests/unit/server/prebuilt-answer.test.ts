import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPrebuilt } from '../../../src/server/prebuilt-answer.ts';
import {
	createRequestLogger,
	logLine,
	type RequestLogEntry,
} from '../../../src/server/request-log.ts';
import { StaticFiles } from '../../../src/server/static-files.ts';
import { linesInto, waitForLogEntries } from '../../support/log-lines.ts';

const PAGE = `<!doctype html><title>x</title>${'<p>text</p>'.repeat(200)}`;
const BIG = Buffer.alloc(40_000, 7);
const HSTS = ['Strict-Transport-Security', 'max-age=31536000'];

let root: string;
let server: Server;
let port = 0;
const lines: string[] = [];
/** Per request: 'close' listeners the answer added to the response. */
const added: number[] = [];
const tracking = {
	logger: createRequestLogger(linesInto(lines)),
	setIdHeader: false,
};

beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), 'prebuilt-answer-'));
	const put = (path: string, body: string | Buffer) => {
		mkdirSync(dirname(join(root, path)), { recursive: true });
		writeFileSync(join(root, path), body);
	};
	put('de/index.html', PAGE);
	put('de/index.html.gz', gzipSync(PAGE));
	put('big.bin', BIG);
	// big.bin does not fit: it is streamed from disk.
	const files = new StaticFiles(root, { headers: {}, maxMemoryBytes: 30_000 });
	server = createServer((req, res) => {
		const file = files.byTarget(req.url ?? '');
		if (!file) {
			res.writeHead(404).end();
			return;
		}
		const before = res.listenerCount('close');
		answerPrebuilt(req, res, file, req.headers['x-tls'] ? HSTS : null, tracking);
		added.push(res.listenerCount('close') - before);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
});

afterAll(() => {
	server.close();
	rmSync(root, { recursive: true, force: true });
});

describe('answerPrebuilt', () => {
	it('answers from memory and logs at once, watching nothing; a streamed file when it closes', async () => {
		lines.length = 0;
		added.length = 0;
		const url = `http://127.0.0.1:${port}`;
		const page = await fetch(`${url}/de/`, { headers: { 'accept-encoding': 'gzip' } });
		expect(page.headers.get('content-encoding')).toBe('gzip');
		expect(await page.text()).toBe(PAGE);
		const id = page.headers.get('x-request-id');
		expect(id).toMatch(/^[0-9a-f]{32}$/);
		expect(page.headers.get('strict-transport-security')).toBeNull();

		const etag = page.headers.get('etag') ?? '';
		const again = await fetch(`${url}/de/`, {
			headers: { 'accept-encoding': 'gzip', 'if-none-match': etag, 'x-request-id': 'proxy-1' },
		});
		expect(again.status).toBe(304);
		expect(again.headers.get('x-request-id')).toBe('proxy-1');

		const head = await fetch(`${url}/de/`, { method: 'HEAD', headers: { 'x-tls': '1' } });
		expect(head.status).toBe(200);
		expect(head.headers.get('strict-transport-security')).toBe('max-age=31536000');
		expect(head.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

		const big = await fetch(`${url}/big.bin`);
		expect(Buffer.from(await big.arrayBuffer()).equals(BIG)).toBe(true);

		const log = await waitForLogEntries(lines, 4);
		expect(
			log.map(({ id, method, path, status, bytes }) => ({ id, method, path, status, bytes })),
		).toEqual([
			{ id, method: 'GET', path: '/de/', status: 200, bytes: gzipSync(PAGE).length },
			{ id: 'proxy-1', method: 'GET', path: '/de/', status: 304, bytes: undefined },
			{ id: log[2]!.id, method: 'HEAD', path: '/de/', status: 200, bytes: gzipSync(PAGE).length },
			{ id: log[3]!.id, method: 'GET', path: '/big.bin', status: 200, bytes: BIG.length },
		]);
		for (const entry of log) expect(entry.ms).toBeGreaterThanOrEqual(0);
		// Built from plain parts, each line is the one the generic path writes for its entry.
		for (const line of lines.join('').split('\n').filter(Boolean)) {
			expect(logLine(JSON.parse(line) as RequestLogEntry)).toBe(`${line}\n`);
		}
		// Answers from memory are watched by nothing (the streamed one: by its pipe and the log).
		expect(added.slice(0, 3)).toEqual([0, 0, 0]);
	});

	it('logs nothing without a logger, and still answers', async () => {
		lines.length = 0;
		const quiet = createServer((req, res) => {
			const files = new StaticFiles(root, { headers: {} });
			answerPrebuilt(req, res, files.byTarget('/de/')!, null, { setIdHeader: false });
		});
		await new Promise<void>((resolve) => quiet.listen(0, '127.0.0.1', resolve));
		try {
			const { port: quietPort } = quiet.address() as AddressInfo;
			const answer = await fetch(`http://127.0.0.1:${quietPort}/de/`);
			expect(await answer.text()).toBe(PAGE);
			expect(lines).toEqual([]);
		} finally {
			quiet.close();
		}
	});
});
