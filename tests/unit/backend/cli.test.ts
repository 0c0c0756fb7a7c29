import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCliOn as run } from './cli-run.ts';
import { CookieJar, startBackend, tempDataDir } from './harness.ts';

describe('npm run cms -- create-user', () => {
	it('creates a staff user who can then log in', async () => {
		const dataDir = tempDataDir();
		const created = await run(
			['create-user', 'chef', '--password', 'a long password', '--staff'],
			dataDir,
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
		await run(['create-user', 'chef', '--password', 'a long password'], dataDir);
		const again = await run(['create-user', 'CHEF', '--password', 'a long password'], dataDir);
		expect(again.code).toBe(1);
		expect(again.err.join('\n')).toContain('already exists');
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
