import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../src/backend/auth/login-throttle.ts';
import { openDatabase } from '../../../src/backend/db/database.ts';
import {
	addUser,
	CookieJar,
	STAFF_PASSWORD,
	startBackend,
	tempDataDir,
	type TestBackend,
} from './harness.ts';

async function attempt(
	backend: TestBackend,
	jar: CookieJar,
	fields: { username: string; password: string },
	headers: Record<string, string> = {},
	json = false,
): Promise<Response> {
	const token = jar.get('csrftoken') ?? '';
	return backend.request('/accounts/login/', {
		method: 'POST',
		jar,
		headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
		body: json
			? JSON.stringify({ ...fields, csrfmiddlewaretoken: token })
			: new URLSearchParams({ ...fields, csrfmiddlewaretoken: token }),
	});
}

async function withCsrf(backend: TestBackend): Promise<CookieJar> {
	const jar = new CookieJar();
	await backend.request('/accounts/login/', { jar });
	return jar;
}

describe('login rate limit', () => {
	it('refuses the 11th attempt from one address with 429, a message and Retry-After', async () => {
		const backend = startBackend();
		await addUser(backend.dataDir, 'editor', STAFF_PASSWORD, true);
		const jar = await withCsrf(backend);
		const ip = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
		for (let i = 0; i < 10; i++) {
			const failed = await attempt(backend, jar, { username: `user${i}`, password: 'wrong' }, ip);
			expect(failed.status).toBe(400);
		}
		// Even the right password is refused while the address is locked.
		const locked = await attempt(
			backend,
			jar,
			{ username: 'editor', password: STAFF_PASSWORD },
			ip,
		);
		expect(locked.status).toBe(429);
		expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
		expect(await locked.text()).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
		expect(jar.get('sessionid')).toBeUndefined();
		// Another address is not affected.
		const other = { 'x-forwarded-for': '198.51.100.2' };
		const fine = await attempt(
			backend,
			jar,
			{ username: 'editor', password: STAFF_PASSWORD },
			other,
		);
		expect(fine.status).toBe(302);
	});

	it('locks a username after 10 failures, whatever the address, and answers JSON in kind', async () => {
		const backend = startBackend();
		await addUser(backend.dataDir, 'editor', STAFF_PASSWORD, true);
		const jar = await withCsrf(backend);
		for (let i = 0; i < 10; i++) {
			const headers = { 'x-forwarded-for': `192.0.2.${i}` };
			await attempt(backend, jar, { username: 'Editor', password: 'wrong' }, headers);
		}
		const locked = await attempt(
			backend,
			jar,
			{ username: 'editor', password: STAFF_PASSWORD },
			{ 'x-forwarded-for': '192.0.2.99', 'accept-language': 'en' },
			true,
		);
		expect(locked.status).toBe(429);
		expect(locked.headers.get('retry-after')).toBeTruthy();
		const body = (await locked.json()) as { error: string };
		expect(body.error).toMatch(/Too many failed login attempts/);
	});

	it('does not count successful logins, and a success clears the username', async () => {
		const backend = startBackend();
		await addUser(backend.dataDir, 'editor', STAFF_PASSWORD, true);
		const jar = await withCsrf(backend);
		const ip = { 'x-forwarded-for': '203.0.113.8' };
		for (let i = 0; i < 5; i++)
			await attempt(backend, new CookieJar(), { username: 'x', password: 'y' });
		for (let i = 0; i < 9; i++) {
			await attempt(
				backend,
				jar,
				{ username: 'editor', password: 'wrong' },
				{ 'x-forwarded-for': `192.0.2.${i}` },
			);
		}
		expect(
			(await attempt(backend, jar, { username: 'editor', password: STAFF_PASSWORD }, ip)).status,
		).toBe(302);
		const again = await withCsrf(backend);
		for (let i = 0; i < 9; i++) {
			const failed = await attempt(
				backend,
				again,
				{ username: 'editor', password: 'wrong' },
				{ 'x-forwarded-for': `198.51.100.${i}` },
			);
			expect(failed.status).toBe(400);
		}
	});
});

describe('login rate limit across processes', () => {
	it('counts the failures of every back end on one data dir together', async () => {
		const first = startBackend();
		const second = startBackend({ dataDir: first.dataDir });
		const ip = { 'x-forwarded-for': '203.0.113.9' };
		for (let i = 0; i < 10; i++) {
			const backend = i % 2 === 0 ? first : second;
			const failed = await attempt(
				backend,
				await withCsrf(backend),
				{ username: 'a', password: 'b' },
				ip,
			);
			expect(failed.status).toBe(400);
		}
		const locked = await attempt(
			second,
			await withCsrf(second),
			{ username: 'c', password: 'd' },
			ip,
		);
		expect(locked.status).toBe(429);
	});
});

describe('LoginThrottle', () => {
	it('opens again when the oldest failure leaves the 15-minute window', () => {
		let now = 0;
		const throttle = new LoginThrottle(openDatabase(tempDataDir()), () => now);
		const keys = ['ip:1.2.3.4'];
		for (let i = 0; i < 10; i++) {
			throttle.recordFailure(keys);
			now += 60_000;
		}
		expect(throttle.retryAfterSeconds(keys)).toBe(5 * 60);
		now = 15 * 60_000;
		expect(throttle.retryAfterSeconds(keys)).toBe(0);
	});
});

describe('cookies behind TLS', () => {
	it('marks the session and CSRF cookies Secure only when the request came over https', async () => {
		const backend = startBackend();
		await addUser(backend.dataDir, 'editor', STAFF_PASSWORD, true);
		const overTls = await backend.request('/accounts/login/', {
			headers: { 'x-forwarded-proto': 'https' },
		});
		expect(overTls.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).toMatch(
			/;\s*Secure/i,
		);
		const plain = await backend.request('/accounts/login/');
		expect(plain.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).not.toMatch(
			/Secure/i,
		);
		const jar = await withCsrf(backend);
		const login = await attempt(
			backend,
			jar,
			{ username: 'editor', password: STAFF_PASSWORD },
			{ 'x-forwarded-proto': 'https' },
		);
		const cookies = login.headers.getSetCookie();
		expect(cookies.find((c) => c.startsWith('sessionid='))).toMatch(/;\s*Secure/i);
		expect(cookies.find((c) => c.startsWith('csrftoken='))).toMatch(/;\s*Secure/i);
		const https = await backend.request('https://site.example/accounts/login/');
		expect(https.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).toMatch(
			/;\s*Secure/i,
		);
	});
});
