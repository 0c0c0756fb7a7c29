import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCliOn as run } from './cli-run.ts';
import { CookieJar, databaseUrlOf, startBackend, tempDataDir } from './harness.ts';

describe('npm run cms -- create-user', () => {
	it('creates a staff user who can then log in', async () => {
		const dataDir = tempDataDir();
		// On the run's engine: DATABASE_URL names the same database the back end below opens.
		const created = await run(
			['create-user', 'chef', '--password', 'a long password', '--staff'],
			dataDir,
			{ DATABASE_URL: await databaseUrlOf(dataDir) },
		);
		expect(created).toMatchObject({ code: 0 });
		expect(created.out.join('\n')).toContain("staff user 'chef'");
		const backend = await startBackend({ dataDir });
		const jar = new CookieJar();
		await backend.request('/accounts/login/', { jar });
		const login = await backend.request('/accounts/login/', {
			method: 'POST',
			jar,
			body: new URLSearchParams({
				username: 'chef',
				password: 'a long password',
				csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
			}),
		});
		expect(login.status).toBe(302);
	});

	it.each([
		[['create-user'], 'Missing <username>'],
		[['create-user', 'chef'], 'Missing --password'],
		[['create-user', 'chef', '--password', 'short'], 'at least 10 characters'],
		[
			['create-user', 'chef', '--password', 'a long password', '--admin'],
			"Unknown option '--admin'",
		],
		[['remove-everything'], "Unknown command 'remove-everything'"],
	])('fails clearly for %j', async (argv, message) => {
		const result = await run(argv, tempDataDir());
		expect(result.code).not.toBe(0);
		expect(result.err.join('\n')).toContain(message);
	});

	it('refuses a duplicate username', async () => {
		const dataDir = tempDataDir();
		const env = { DATABASE_URL: await databaseUrlOf(dataDir) };
		await run(['create-user', 'chef', '--password', 'a long password'], dataDir, env);
		const again = await run(['create-user', 'CHEF', '--password', 'a long password'], dataDir, env);
		expect(again.code).toBe(1);
		expect(again.err.join('\n')).toContain('already exists');
	});

	it('fails clearly, without the URL, when the database cannot be reached', async () => {
		const url = 'postgres://venue:secret@127.0.0.1:9/venue';
		const result = await run(
			['create-user', 'chef', '--password', 'a long password'],
			tempDataDir(),
			{
				DATABASE_URL: url,
			},
		);
		expect(result.code).toBe(1);
		expect(result.err).toHaveLength(1);
		expect(result.err[0]).toMatch(/^Cannot open the database: .*ECONNREFUSED/);
		expect(result.err[0]).not.toContain('secret');
	});

	it('exits non-zero as a process on error', () => {
		const result = spawnSync(
			process.execPath,
			['src/backend/cli.ts', 'create-user', 'x', '--password', 'short'],
			{
				env: { ...process.env, DATA_DIR: tempDataDir() },
				encoding: 'utf8',
			},
		);
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('at least 10 characters');
	});
});
