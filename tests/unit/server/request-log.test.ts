import { execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FdWriter } from '../../../src/server/fd-writer.ts';
import { BATCH_CHARS, FLUSH_MS, LineBatch } from '../../../src/server/line-batch.ts';
import {
	createRequestLogger,
	logBytes,
	loggedPath,
	logLine,
	newRequestId,
	requestId,
	requestLoggingEnabled,
	trackRequest,
	type RequestLogEntry,
} from '../../../src/server/request-log.ts';
import { linesInto, logEntries, waitForLogEntries } from '../../support/log-lines.ts';

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

	it('generates ids of 128 random bits, never the same twice', () => {
		// More than one draw of random bytes.
		const ids = Array.from({ length: 1000 }, () => newRequestId());
		for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it('takes a sane x-request-id, else generates one', () => {
		expect(requestId('abc-123', () => 'new')).toBe('abc-123');
		expect(requestId(['first', 'second'], () => 'new')).toBe('first');
		expect(requestId('bad id\nwith newline', () => 'new')).toBe('new');
		expect(requestId(undefined, () => 'new')).toBe('new');
		expect(requestId(undefined)).toMatch(/^[0-9a-f]{32}$/);
	});

	it('writes the line pino wrote, field for field and byte for byte', () => {
		const written: string[] = [];
		// The options the request log had with pino.
		const logger = pino(
			{
				base: null,
				timestamp: pino.stdTimeFunctions.isoTime,
				formatters: { level: (label: string) => ({ level: label }) },
			},
			{ write: (line: string) => void written.push(line) },
		);
		const entries: RequestLogEntry[] = [
			{ time: '', id: 'a-1', method: 'GET', path: '/de/x?q', status: 200, ms: 0.4, bytes: 20398 },
			{ time: '', id: 'b"2', method: 'HEAD', path: '/de/ä\\"\n', status: 304, ms: 12 },
		];
		for (const entry of entries) {
			const { time: _time, ...fields } = entry;
			logger.info(fields);
			const time = (JSON.parse(written.at(-1) ?? '{}') as { time: string }).time;
			expect(logLine({ ...entry, time })).toBe(written.at(-1));
		}
	});

	it('is on unless LOG_REQUESTS=false', () => {
		expect(requestLoggingEnabled(undefined)).toBe(true);
		expect(requestLoggingEnabled('true')).toBe(true);
		expect(requestLoggingEnabled('false')).toBe(false);
		expect(requestLoggingEnabled('FALSE')).toBe(false);
	});
});

describe('LineBatch', () => {
	afterEach(() => void vi.useRealTimers());

	it('writes the lines of a moment at once, at the latest FLUSH_MS after the first', () => {
		vi.useFakeTimers();
		const writes: string[] = [];
		const batch = new LineBatch(linesInto(writes));
		batch.push('a\n');
		batch.push('b\n');
		vi.advanceTimersByTime(FLUSH_MS - 1);
		expect(writes).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(writes).toEqual(['a\nb\n']);
		batch.push('c\n');
		batch.flush();
		batch.flush();
		expect(writes).toEqual(['a\nb\n', 'c\n']);
		vi.advanceTimersByTime(FLUSH_MS);
		expect(writes).toHaveLength(2);
	});

	it('writes batches of at most BATCH_CHARS, in UTF-8, losing and reordering nothing', () => {
		vi.useFakeTimers();
		const writes: string[] = [];
		const batch = new LineBatch(linesInto(writes));
		const lines = Array.from({ length: 2000 }, (_, n) => `${String(n).padStart(98, '…')}\n`);
		const long = `${'x'.repeat(BATCH_CHARS + 10)}\n`;
		for (const line of [...lines.slice(0, 1000), long, ...lines.slice(1000)]) batch.push(line);
		vi.advanceTimersByTime(FLUSH_MS);
		expect(writes.join('')).toBe([...lines.slice(0, 1000), long, ...lines.slice(1000)].join(''));
		expect(writes.filter((chunk) => chunk.length > BATCH_CHARS)).toEqual([long]);
		// 661 lines of 99 characters fill a batch: 1000 lines, the long one, 1000 lines.
		expect(writes.map((chunk) => chunk.length)).toEqual([
			65_439,
			33_561,
			long.length,
			65_439,
			33_561,
		]);
	});
});

describe('FdWriter', () => {
	/** Lines of 8 KB each, numbered: `count` of them. */
	const numberedChunks = (count: number) =>
		Array.from({ length: count }, (_, n) => Buffer.from(`${String(n).padStart(8191, '.')}\n`));

	/**
	 * Runs `use` with a writer on a pipe whose reader reads nothing yet (both ends non-blocking,
	 * as stdout is); `drain` then starts a reader, writes what waits and answers what arrived.
	 */
	async function withIdlePipe(
		maxWaitingBytes: number | undefined,
		use: (writer: FdWriter, drain: () => Promise<Buffer>) => Promise<void>,
	): Promise<void> {
		const dir = mkdtempSync(join(tmpdir(), 'fd-writer-'));
		const fifo = join(dir, 'fifo');
		execFileSync('mkfifo', [fifo]);
		const idleReader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
		const writeFd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
		try {
			const writer = new FdWriter(writeFd, maxWaitingBytes);
			const drain = async () => {
				const out = join(dir, 'out');
				const reader = spawn('sh', ['-c', `cat "${fifo}" > "${out}"`]);
				const done = new Promise((resolve) => reader.once('exit', resolve));
				// As at exit: synchronously.
				writer.flushSync(30_000);
				closeSync(writeFd);
				await done;
				return readFileSync(out);
			};
			await use(writer, drain);
		} finally {
			closeSync(idleReader);
			rmSync(dir, { recursive: true, force: true });
		}
	}

	it('never waits for a full pipe and loses nothing: what it refused is written later', async () => {
		await withIdlePipe(undefined, async (writer, drain) => {
			const chunks = numberedChunks(40);
			// 320 KB into a 64 KB pipe: every write returns at once, the rest waits.
			for (const chunk of chunks) writer.write(chunk);
			expect(writer.waitingBytes).toBeGreaterThan(200_000);
			const out = await drain();
			expect(writer.waitingBytes).toBe(0);
			expect(out.equals(Buffer.concat(chunks))).toBe(true);
		});
	});

	it('keeps at most its cap for a reader that never reads, drops whole chunks beyond, and says so when it reads again', async () => {
		const cap = 100_000;
		await withIdlePipe(cap, async (writer, drain) => {
			const chunks = numberedChunks(100);
			for (const chunk of chunks) writer.write(chunk);
			// 800 KB offered: the pipe holds 64 KB, at most the cap waits, the rest is dropped.
			expect(writer.waitingBytes).toBeGreaterThan(0);
			expect(writer.waitingBytes).toBeLessThanOrEqual(cap);
			const lines = (await drain()).toString('utf8').split('\n').slice(0, -1);
			const notice = JSON.parse(lines.at(-1)!) as { level: string; msg: string };
			const kept = lines.slice(0, -1);
			// Every line arrived whole and in order; the first ones, then the notice of the rest.
			expect(kept).toEqual(chunks.slice(0, kept.length).map((chunk) => chunk.toString().trimEnd()));
			expect(kept.length).toBeLessThan(chunks.length);
			const droppedBytes = (chunks.length - kept.length) * 8192;
			expect(notice).toMatchObject({
				level: 'warn',
				msg: `log lines dropped: ${droppedBytes} bytes while the output was not read`,
			});
		});
	});
});

describe('the request log at exit', () => {
	it('writes every line, those a full pipe refused too, when the process leaves on SIGTERM', async () => {
		const count = 4000;
		const child = spawn(process.execPath, ['tests/support/request-log-child.ts', String(count)], {
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		// Nothing read until the lines are logged: ~700 KB, ten times what the pipe holds.
		child.stdout.pause();
		let stdout = '';
		await new Promise<void>((resolve) =>
			child.stderr.on('data', (chunk: Buffer) => {
				if (chunk.toString().includes('logged')) resolve();
			}),
		);
		// 'close': the process has left and its stdout is read to the end.
		const closed = new Promise((resolve) => child.once('close', resolve));
		child.kill('SIGTERM');
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stdout.resume();
		expect(await closed).toBe(0);
		const ids = logEntries([stdout]).map((entry) => entry.id);
		expect(ids).toEqual(Array.from({ length: count }, (_, n) => `id-${n}`));
	});
});

describe('trackRequest', () => {
	it('logs prebuilt answers (raw headers) with their bytes, once each, aborted ones too', async () => {
		const lines: string[] = [];
		const options = {
			logger: createRequestLogger(linesInto(lines)),
			setIdHeader: false,
		};
		const listeners: number[] = [];
		const server = createServer((req, res) => {
			const count = () => res.listenerCount('close') + res.listenerCount('finish');
			const before = count();
			const id = trackRequest(req, res, options);
			// One listener per answer: the log's (Node has its own).
			listeners.push(count() - before);
			if (req.url === '/hang') return;
			res.writeHead(200, ['Content-Length', '3', 'X-Request-Id', id]);
			res.end('abc');
			logBytes(res, 3);
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		try {
			const { port } = server.address() as AddressInfo;
			for (const path of ['/a', '/b']) {
				const response = await fetch(`http://127.0.0.1:${port}${path}`);
				expect(await response.text()).toBe('abc');
				expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
			}
			const aborted = new AbortController();
			const hanging = fetch(`http://127.0.0.1:${port}/hang`, { signal: aborted.signal });
			while (listeners.length < 3) await new Promise((resolve) => setImmediate(resolve));
			aborted.abort();
			await hanging.catch(() => {});
			const entries = await waitForLogEntries(lines, 3);
			expect(entries.map(({ path, status, bytes }) => ({ path, status, bytes }))).toEqual([
				{ path: '/a', status: 200, bytes: 3 },
				{ path: '/b', status: 200, bytes: 3 },
				{ path: '/hang', status: 200, bytes: undefined },
			]);
			expect(listeners).toEqual([1, 1, 1]);
		} finally {
			server.close();
		}
	});

	it('logs one JSON line per answer and echoes the request id', async () => {
		const lines: string[] = [];
		const entries: RequestLogEntry[] = [];
		const server = createServer((req, res) => {
			trackRequest(req, res, {
				logger: createRequestLogger(linesInto(lines)),
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
