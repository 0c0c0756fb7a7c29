import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuditPageSchema, StaffAccountSchema } from '../../../src/lib/contract/index.ts';
import { createAuditLog } from '../../../src/backend/audit/audit-log.ts';
import { runCliOn as run } from './cli-run.ts';
import type { CookieJar } from './harness.ts';
import {
	addUser,
	databaseUrlOf,
	jsonWrite,
	loginAs,
	NOW,
	parsed,
	startBackend,
	STAFF_PASSWORD,
	staffJar,
	tempDataDir,
	type TestBackend,
} from './harness.ts';

const Accounts = z.array(StaffAccountSchema);
const USERS = '/api/dashboard/users/';

async function accounts(backend: TestBackend, jar: CookieJar) {
	return parsed(await backend.request(USERS, { jar }), Accounts);
}

async function idOf(backend: TestBackend, jar: CookieJar, username: string): Promise<number> {
	const account = (await accounts(backend, jar)).find((a) => a.username === username);
	if (!account) throw new Error(`no account ${username}`);
	return account.id;
}

const act = (
	backend: TestBackend,
	jar: CookieJar,
	id: number,
	action: string,
	body: unknown = {},
) => backend.request(`${USERS}${id}/${action}/`, jsonWrite(jar, 'POST', body));

async function auditActions(backend: TestBackend, jar: CookieJar) {
	const page = await parsed(
		await backend.request('/api/dashboard/audit-log/', { jar }),
		AuditPageSchema,
	);
	return page.entries.map((entry) => `${entry.actor} ${entry.action} ${entry.target}`.trim());
}

describe('staff accounts in the hub', () => {
	it('lists accounts; a disabled account is logged out at once and cannot log in until enabled', async () => {
		const backend = await startBackend();
		const admin = await staffJar(backend);
		await addUser(backend, 'anna', STAFF_PASSWORD, true);
		const anna = await loginAs(backend, 'anna');
		const list = await accounts(backend, admin);
		expect(list.map((a) => [a.username, a.is_staff, a.disabled_at])).toEqual([
			['anna', true, null],
			['editor', true, null],
		]);
		expect(list[0]?.last_login_at).toBe(NOW.toISOString());

		const id = await idOf(backend, admin, 'anna');
		const disabled = await parsed(await act(backend, admin, id, 'disable'), Accounts);
		expect(disabled.find((a) => a.id === id)?.disabled_at).toBe(NOW.toISOString());
		expect((await backend.request(USERS, { jar: anna })).status).toBe(401);
		await expect(loginAs(backend, 'anna')).rejects.toThrow('login failed with 400');

		expect((await act(backend, admin, id, 'enable')).status).toBe(200);
		await loginAs(backend, 'anna');
		expect(await auditActions(backend, admin)).toEqual([
			'anna login',
			'editor user_enabled anna',
			'anna login_failed',
			'editor user_disabled anna',
			'anna login',
			'editor login',
		]);
	});

	it('never disables or removes the last active staff account, not even when two race', async () => {
		const backend = await startBackend();
		const admin = await staffJar(backend);
		const self = await idOf(backend, admin, 'editor');
		for (const action of ['disable', 'remove']) {
			const refused = await act(backend, admin, self, action);
			expect(refused.status).toBe(409);
			expect(await refused.json()).toMatchObject({ code: 'last_staff' });
		}
		await addUser(backend, 'anna', STAFF_PASSWORD, true);
		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const anna = await loginAs(backend, 'anna');
		const annaId = await idOf(backend, admin, 'anna');
		// Each disables the other at the same moment: one of them must stay active.
		const answers = await Promise.all([
			act(backend, admin, annaId, 'disable'),
			act(backend, anna, self, 'disable'),
		]);
		// The loser is refused (409), or, when the winner committed first, already logged out (401).
		const [first, second] = answers.map((r) => r.status);
		expect([first, second].filter((status) => status === 200)).toHaveLength(1);
		expect([401, 409]).toContain(first === 200 ? second : first);
		const winner = first === 200 ? admin : anna;
		const active = (await accounts(backend, winner)).filter(
			(a) => a.is_staff && a.disabled_at === null,
		);
		expect(active).toHaveLength(1);
	});

	it('removes an account, sets a password that passes the policy, and guards every write', async () => {
		const backend = await startBackend();
		const admin = await staffJar(backend);
		await addUser(backend, 'anna', STAFF_PASSWORD, true);
		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const anna = await loginAs(backend, 'anna');
		const visitor = await loginAs(backend, 'visitor');
		const id = await idOf(backend, admin, 'anna');

		// No CSRF token, a visitor's account, bad ids and actions: refused, nothing changed.
		const forged = await backend.request(`${USERS}${id}/disable/`, { method: 'POST', jar: admin });
		expect(forged.status).toBe(403);
		expect((await act(backend, visitor, id, 'disable')).status).toBe(403);
		expect((await backend.request(USERS, { jar: visitor })).status).toBe(403);
		expect((await act(backend, admin, 99999, 'disable')).status).toBe(404);
		for (const path of ['0/disable', 'x/disable', `${id}/promote`, `${'9'.repeat(30)}/remove`]) {
			const response = await backend.request(`${USERS}${path}/`, jsonWrite(admin, 'POST', {}));
			expect(response.status, path).toBe(400);
		}
		for (const [password, code] of [
			['short', 'too_short'],
			['password123', 'common'],
			['QwertyUIOP', 'common'],
			['anna', 'too_short'],
			['x'.repeat(2000), 'password'],
		] as const) {
			const response = await act(backend, admin, id, 'set-password', { password });
			expect(response.status, password).toBe(400);
			const body = await response.json();
			expect(body.code ?? body.field, password).toBe(code);
		}
		expect((await act(backend, admin, id, 'set-password', { password: 42 })).status).toBe(400);
		expect((await backend.request(USERS, { jar: anna })).status).toBe(200);

		expect(
			(await act(backend, admin, id, 'set-password', { password: 'a new long phrase' })).status,
		).toBe(200);
		expect((await backend.request(USERS, { jar: anna })).status).toBe(401);
		await expect(loginAs(backend, 'anna')).rejects.toThrow();
		await loginAs(backend, 'anna', 'a new long phrase');

		expect((await act(backend, admin, id, 'remove')).status).toBe(200);
		expect((await accounts(backend, admin)).map((a) => a.username)).toEqual(['editor', 'visitor']);
		await expect(loginAs(backend, 'anna', 'a new long phrase')).rejects.toThrow();
		expect((await auditActions(backend, admin)).slice(0, 3)).toEqual([
			'anna login_failed',
			'editor user_removed anna',
			'anna login',
		]);
	});
});

describe('changing one’s own password', () => {
	const form = (jar: CookieJar, fields: Record<string, string>) => ({
		method: 'POST',
		jar,
		body: new URLSearchParams({
			csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
			next: '/de/user/settings',
			...fields,
		}),
	});

	it('takes the old password, ends the other sessions and keeps this one', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const elsewhere = await loginAs(backend, 'editor');

		const page = await backend.request('/accounts/password/?next=/en/user/settings', { jar });
		expect(page.status).toBe(200);
		const html = await page.text();
		expect(html).toContain('<html lang="en">');
		expect(html).toContain('autocomplete="current-password"');
		const anonymous = await backend.request('/accounts/password/?next=/de/user/settings');
		expect(anonymous.status).toBe(302);
		expect(anonymous.headers.get('location')).toBe(
			'/accounts/login/?next=%2Faccounts%2Fpassword%2F%3Fnext%3D%252Fde%252Fuser%252Fsettings',
		);

		const wrong = await backend.request(
			'/accounts/password/',
			form(jar, {
				old_password: 'not my password',
				new_password: 'fresh long phrase',
				repeat_password: 'fresh long phrase',
			}),
		);
		expect(wrong.status).toBe(400);
		expect(await wrong.text()).toContain('Das aktuelle Passwort ist nicht korrekt.');
		const mismatch = await backend.request(
			'/accounts/password/',
			form(jar, {
				old_password: STAFF_PASSWORD,
				new_password: 'fresh long phrase',
				repeat_password: 'fresh long phrasx',
			}),
		);
		expect(await mismatch.text()).toContain('stimmen nicht überein');
		const common = await backend.request(
			'/accounts/password/',
			form(jar, {
				old_password: STAFF_PASSWORD,
				new_password: 'basketball',
				repeat_password: 'basketball',
			}),
		);
		expect(await common.text()).toContain('sehr häufig');
		const forged = await backend.request('/accounts/password/', {
			...form(jar, {
				old_password: STAFF_PASSWORD,
				new_password: 'fresh long phrase',
				repeat_password: 'fresh long phrase',
			}),
			body: new URLSearchParams({
				old_password: STAFF_PASSWORD,
				new_password: 'fresh long phrase',
				repeat_password: 'fresh long phrase',
			}),
		});
		expect(forged.status).toBe(403);
		await loginAs(backend, 'editor', STAFF_PASSWORD);

		const done = await backend.request(
			'/accounts/password/',
			form(jar, {
				old_password: STAFF_PASSWORD,
				new_password: 'fresh long phrase',
				repeat_password: 'fresh long phrase',
			}),
		);
		expect(done.status).toBe(200);
		expect(await done.text()).toContain('role="status"');
		expect((await backend.request(USERS, { jar })).status).toBe(200);
		expect((await backend.request(USERS, { jar: elsewhere })).status).toBe(401);
		await loginAs(backend, 'editor', 'fresh long phrase');
		expect(await auditActions(backend, jar)).toContain('editor password_changed editor');

		const json = await backend.request(
			'/accounts/password/',
			jsonWrite(jar, 'POST', { old_password: 'fresh long phrase', new_password: 'editor' }),
		);
		expect(await json.json()).toMatchObject({ field: 'new_password', code: 'too_short' });
	});
});

describe('the audit log', () => {
	it('pages newest first and keeps entries the set time', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		let clock = NOW;
		const log = createAuditLog(backend.db, () => clock, 30);
		// The site server records a publish on the staff member's behalf.
		const publish = (jarUsed: CookieJar, body: unknown) =>
			backend.request('/api/dashboard/audit-log/publish/', jsonWrite(jarUsed, 'POST', body));
		expect((await publish(jar, { status: 'triggered' })).status).toBe(200);
		expect((await publish(jar, { status: 'rm -rf' })).status).toBe(400);
		const forged = await backend.request('/api/dashboard/audit-log/publish/', {
			method: 'POST',
			jar,
			body: '{"status":"failed"}',
		});
		expect(forged.status).toBe(403);
		expect(await auditActions(backend, jar)).toEqual(['editor publish', 'editor login']);
		expect((await log.page(1)).entries[0]).toMatchObject({
			actor: 'editor',
			action: 'publish',
			detail: 'triggered',
		});
		for (let day = 0; day < 60; day += 1) {
			clock = new Date(NOW.getTime() + day * 86_400_000);
			await log.record({ actor: 'cli', action: 'backup', target: `day ${day}` });
		}
		const first = await log.page(1);
		expect(first).toMatchObject({ total: 31, pages: 2, page: 1, keep_days: 30 });
		expect(first.entries[0]?.target).toBe('day 59');
		expect((await log.page(2)).entries.at(-1)?.target).toBe('day 29');
		expect((await log.page(3)).entries).toEqual([]);
		for (const query of ['?page=0', '?page=x', '?page=1e9']) {
			expect((await backend.request(`/api/dashboard/audit-log/${query}`, { jar })).status).toBe(
				400,
			);
		}
		expect((await backend.request('/api/dashboard/audit-log/')).status).toBe(401);
	});
});

describe('npm run cms -- users, disable, enable, set-password, remove', () => {
	it('manages accounts from the command line', async () => {
		const dataDir = tempDataDir();
		const env = { DATABASE_URL: await databaseUrlOf(dataDir) };
		await run(['create-user', 'chef', '--password', 'a long password', '--staff'], dataDir, env);
		await run(['create-user', 'guest', '--password', 'a long password'], dataDir, env);
		const listed = await run(['users'], dataDir, env);
		expect(listed.out).toEqual([
			'USERNAME  ROLE   LAST LOGIN (BERLIN)  STATUS',
			'chef      staff  never                active',
			'guest     user   never                active',
		]);
		const last = await run(['disable', 'CHEF'], dataDir, env);
		expect(last).toMatchObject({ code: 1 });
		expect(last.err.join()).toContain('last active staff account');
		expect((await run(['remove', 'chef'], dataDir, env)).code).toBe(1);
		expect((await run(['disable', 'guest'], dataDir, env)).code).toBe(0);
		expect((await run(['users'], dataDir, env)).out[2]).toMatch(
			/^guest +user +never +disabled \d\d\/12\/2026|^guest +user +never +disabled /,
		);
		expect((await run(['enable', 'guest'], dataDir, env)).code).toBe(0);
		const weak = await run(['set-password', 'guest', '--password', '1234567890'], dataDir, env);
		expect(weak.err.join()).toContain('commonly used');
		expect((await run(['set-password', 'guest'], dataDir, env)).code).toBe(2);
		expect(
			(await run(['set-password', 'guest', '--password', 'another long one'], dataDir, env)).code,
		).toBe(0);
		expect((await run(['remove', 'guest'], dataDir, env)).code).toBe(0);
		expect((await run(['remove', 'nobody'], dataDir, env)).err).toEqual([
			"There is no user 'nobody'.",
		]);

		const backend = await startBackend({ dataDir });
		const jar = await loginAs(backend, 'chef', 'a long password');
		expect(await auditActions(backend, jar)).toEqual([
			'chef login',
			'cli user_removed guest',
			'cli password_set guest',
			'cli user_enabled guest',
			'cli user_disabled guest',
			'cli user_created guest',
			'cli user_created chef',
		]);
	});
});
