import { describe, expect, it } from 'vitest';
import { addUser, CookieJar, STAFF_PASSWORD, startBackend, type TestBackend } from './harness.ts';

// Read once, at the first request of this file's process: the site server on loopback is ours.
process.env['TRUSTED_PROXIES'] = 'loopback';

const PROXY = { address: '127.0.0.1' };

async function attempt(
	backend: TestBackend,
	password: string,
	headers: Record<string, string>,
): Promise<Response> {
	const jar = new CookieJar();
	await backend.request('/accounts/login/', { jar });
	return backend.request('/accounts/login/', {
		method: 'POST',
		jar,
		peer: PROXY,
		headers,
		body: new URLSearchParams({
			username: 'editor',
			password,
			csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
		}),
	});
}

describe('behind a trusted proxy', () => {
	it('limits the client the proxy names, not the proxy itself nor what the client wrote before it', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (let i = 0; i < 10; i++) {
			// The guesser writes a new address each time; the proxy appends the one it saw.
			const headers = { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` };
			expect((await attempt(backend, 'wrong', headers)).status).toBe(400);
		}
		const guesser = { 'x-forwarded-for': '198.51.100.99, 203.0.113.7' };
		expect((await attempt(backend, STAFF_PASSWORD, guesser)).status).toBe(429);
		const owner = { 'x-forwarded-for': '198.51.100.20' };
		expect((await attempt(backend, STAFF_PASSWORD, owner)).status).toBe(302);
	});

	it("believes the proxy's X-Forwarded-Proto for Secure cookies", async () => {
		const backend = await startBackend();
		const response = await backend.request('/accounts/login/', {
			peer: PROXY,
			headers: { 'x-forwarded-proto': 'https' },
		});
		const cookie = response.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
		expect(cookie).toMatch(/;\s*Secure/i);
	});
});
