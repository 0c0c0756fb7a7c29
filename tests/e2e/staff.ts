import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Creates a staff account in `dataDir` (default: the castle server's; through the real CLI) and
 * logs the request context in through the back end's login form. Returns the CSRF token for writes.
 */
export async function loginAsStaff(
	request: APIRequestContext,
	username: string,
	dataDir = join(process.env['E2E_DATA_DIR'] ?? '', 'castle'),
	/** More environment for the CLI, e.g. the servers' DATABASE_URL. */
	env: Record<string, string> = {},
): Promise<string> {
	const password = `e2e-passphrase-${username}`;
	try {
		// Not blocking the test's event loop: two staff members can be created at once.
		await promisify(execFile)(
			process.execPath,
			['src/backend/cli.ts', 'create-user', username, '--password', password, '--staff'],
			{ env: { ...process.env, DATA_DIR: dataDir, ...env } },
		);
	} catch {
		// The account exists from an earlier test of this run.
	}
	await request.get('/accounts/login/');
	const token = await csrfToken(request);
	const login = await request.post('/accounts/login/', {
		form: { username, password, csrfmiddlewaretoken: token, next: '/de' },
		maxRedirects: 0,
	});
	if (login.status() !== 302) throw new Error(`login failed with ${login.status()}`);
	// Logging in rotates the CSRF token, as in Django.
	return csrfToken(request);
}

/** The csrftoken cookie the back end set for this request context. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
	const state = await request.storageState();
	const cookie = state.cookies.find((entry) => entry.name === 'csrftoken');
	if (!cookie) throw new Error('no csrftoken cookie');
	return cookie.value;
}
