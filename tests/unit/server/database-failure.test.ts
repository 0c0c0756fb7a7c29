import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import {
	describeDatabaseFailure,
	isDatabaseUnavailable,
} from '../../../src/backend/db/connection-errors.ts';
import { handleError } from '../../../src/backend/http/errors.ts';
import { freePort } from '../../support/postgres-server.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
	it('is told apart from a wrong query', () => {
		expect(
			isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
		).toBe(true);
		expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
		expect(
			isDatabaseUnavailable(
				withCode('terminating connection due to administrator command', '57P01'),
			),
		).toBe(true);
		expect(isDatabaseUnavailable(new AggregateError([withCode('x', 'ECONNREFUSED')], ''))).toBe(
			true,
		);
		expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('y', 'ETIMEDOUT') }))).toBe(
			true,
		);
		expect(isDatabaseUnavailable(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
		expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
		expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
	});

	it('is described in one line with its host and without the password', () => {
		const line = describeDatabaseFailure(
			'postgres://venue:s3cret%21pw@db.example:6543/venue',
			withCode('password authentication failed for user "venue" (s3cret!pw)', '28P01'),
		);
		expect(line).toBe(
			'Start failed: cannot open the database at postgres://db.example:6543/venue (password authentication failed for user "venue" (***)).',
		);
		expect(
			describeDatabaseFailure(
				'postgres://u:p@127.0.0.1:1/x',
				new AggregateError([withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')], ''),
			),
		).toBe(
			'Start failed: cannot reach the database at postgres://127.0.0.1:1/x (connect ECONNREFUSED 127.0.0.1:1).',
		);
	});

	it('answers API requests with a retryable 503, not a 500', async () => {
		const app = new Hono();
		app.onError(handleError);
		app.get('/x', () => {
			throw new Error('Connection terminated unexpectedly');
		});
		const response = await app.request('/x');
		expect(response.status).toBe(503);
		expect(response.headers.get('Retry-After')).toBe('5');
		expect(await response.json()).toEqual({ error: 'Database unavailable' });
	});
});

describe('starting against an unreachable PostgreSQL', () => {
	const dist = mkdtempSync(join(tmpdir(), 'start-failure-dist-'));
	const dataDir = mkdtempSync(join(tmpdir(), 'start-failure-data-'));
	// Just enough of a build for the server to get as far as opening its back end.
	mkdirSync(join(dist, 'server'));
	writeFileSync(join(dist, 'server', 'entry.mjs'), 'export const handler = () => {};\n');
	writeFileSync(
		join(dist, 'build-info.json'),
		JSON.stringify({ builtAt: new Date().toISOString() }),
	);
	afterAll(() => {
		rmSync(dist, { recursive: true, force: true });
		rmSync(dataDir, { recursive: true, force: true });
	});

	/** Runs `script` with DATABASE_URL pointing at a port nothing listens on. */
	async function run(script: string) {
		const port = await freePort();
		const child = spawn(process.execPath, [script], {
			env: {
				...process.env,
				DATABASE_URL: `postgres://venue:hidden-password@127.0.0.1:${port}/venue`,
				DIST_DIR: dist,
				DATA_DIR: dataDir,
				PORT: String(await freePort()),
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
		return { code, stdout, stderr, port };
	}

	// serve.ts opens its back end through the same openOrExit.
	it('the server prints one clear line and exits with 1', { timeout: 120_000 }, async () => {
		const { code, stderr, stdout, port } = await run('src/server/start.ts');
		expect(code).toBe(1);
		expect(stdout).toBe('');
		expect(stderr.trim().split('\n')).toEqual([
			`Start failed: cannot reach the database at postgres://127.0.0.1:${port}/venue (connect ECONNREFUSED 127.0.0.1:${port}).`,
		]);
		expect(stderr).not.toContain('hidden-password');
	});
});
