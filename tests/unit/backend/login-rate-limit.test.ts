import { describe, expect, it } from 'vitest';
import { LOGIN_POLICY, LoginLimit } from '../../../src/backend/auth/login-limit.ts';
import { addressGroup } from '../../../src/backend/http/address-group.ts';
import {
	addUser,
	CookieJar,
	NOW,
	STAFF_PASSWORD,
	startBackend,
	type Peer,
	type TestBackend,
} from './harness.ts';

async function attempt(
	backend: TestBackend,
	fields: { username: string; password: string },
	peer: Peer | undefined,
	options: { headers?: Record<string, string>; json?: boolean } = {},
): Promise<Response> {
	const jar = new CookieJar();
	await backend.request('/accounts/login/', { jar });
	const token = jar.get('csrftoken') ?? '';
	const headers = {
		...options.headers,
		...(options.json ? { 'content-type': 'application/json' } : {}),
	};
	return backend.request('/accounts/login/', {
		method: 'POST',
		jar,
		headers,
		...(peer ? { peer } : {}),
		body: options.json
			? JSON.stringify({ ...fields, csrfmiddlewaretoken: token })
			: new URLSearchParams({ ...fields, csrfmiddlewaretoken: token }),
	});
}

const from = (address: string): Peer => ({ address });
const wrong = { username: 'editor', password: 'wrong' };
const right = { username: 'editor', password: STAFF_PASSWORD };

describe('login limit per account and address', () => {
	it('refuses the 11th try for one account from one address with 429, a message and Retry-After', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (let i = 0; i < 10; i++) {
			expect((await attempt(backend, wrong, from('203.0.113.7'))).status).toBe(400);
		}
		// Even the right password is refused from there…
		const locked = await attempt(backend, right, from('203.0.113.7'));
		expect(locked.status).toBe(429);
		expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
		expect(await locked.text()).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
		expect(locked.headers.getSetCookie().some((line) => line.startsWith('sessionid='))).toBe(false);
		// …but not from another address.
		expect((await attempt(backend, right, from('198.51.100.2'))).status).toBe(302);
	});

	it('answers JSON in kind', async () => {
		const backend = await startBackend();
		for (let i = 0; i < 10; i++) await attempt(backend, wrong, from('192.0.2.1'), { json: true });
		const locked = await attempt(backend, right, from('192.0.2.1'), {
			json: true,
			headers: { 'accept-language': 'en' },
		});
		expect(locked.status).toBe(429);
		expect(((await locked.json()) as { error: string }).error).toMatch(
			/Too many failed login attempts/,
		);
	});

	it('ignores X-Forwarded-For from a client that is no trusted proxy', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (let i = 0; i < 10; i++) {
			const spoofed = { 'x-forwarded-for': `198.51.100.${i}` };
			expect(
				(await attempt(backend, wrong, from('203.0.113.7'), { headers: spoofed })).status,
			).toBe(400);
		}
		const spoofed = { 'x-forwarded-for': '198.51.100.200' };
		expect((await attempt(backend, right, from('203.0.113.7'), { headers: spoofed })).status).toBe(
			429,
		);
	});

	it('counts every caller without a socket as one address, whatever it claims', async () => {
		const backend = await startBackend();
		for (let i = 0; i < 10; i++) {
			await attempt(backend, wrong, undefined, { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
		}
		expect((await attempt(backend, right, undefined)).status).toBe(429);
	});

	it('forgets the failures of an account at an address when it logs in there', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (let i = 0; i < 9; i++) await attempt(backend, wrong, from('203.0.113.8'));
		expect((await attempt(backend, right, from('203.0.113.8'))).status).toBe(302);
		for (let i = 0; i < 10; i++) {
			expect((await attempt(backend, wrong, from('203.0.113.8'))).status).toBe(400);
		}
	});
});

describe('login limit per address', () => {
	it('refuses an address after 50 tries over any accounts; IPv6 counts per /64', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (let i = 0; i < LOGIN_POLICY.perAddress; i++) {
			// Each try from another address of one /64.
			const peer = from(`2001:db8:1:2::${(i + 1).toString(16)}`);
			expect((await attempt(backend, { username: `user${i}`, password: 'x' }, peer)).status).toBe(
				400,
			);
		}
		expect((await attempt(backend, right, from('2001:db8:1:2:ffff::1'))).status).toBe(429);
		expect((await attempt(backend, right, from('2001:db8:1:3::1'))).status).toBe(302);
	});

	it('groups addresses: IPv4 as is, IPv4-mapped as IPv4, IPv6 by /64', () => {
		expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
		expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
		expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
		expect(addressGroup('unknown')).toBe('unknown');
	});
});

describe('login limit per account from many addresses', () => {
	it('slows a guesser spread over addresses to one try per 30 s, while the owner at a known address logs in', async () => {
		let now = NOW.getTime();
		const limit = new LoginLimit((await startBackend()).db, () => now);
		const owner = { address: '192.0.2.10', username: 'editor' };
		expect(await limit.reserve(owner)).toEqual({ allowed: true });
		await limit.succeeded(owner);

		for (let i = 0; i < LOGIN_POLICY.perAccountFromNewAddresses; i++) {
			expect(await limit.reserve({ address: `198.51.100.${i}`, username: 'Editor' })).toEqual({
				allowed: true,
			});
		}
		// Past the ceiling: one try per 30 s for all new addresses together, never a lockout.
		expect(await limit.reserve({ address: '203.0.113.1', username: 'editor' })).toEqual({
			allowed: true,
		});
		expect(await limit.reserve({ address: '203.0.113.2', username: 'editor' })).toEqual({
			allowed: false,
			retryAfterSeconds: 30,
		});
		now += LOGIN_POLICY.slowIntervalMs;
		expect(await limit.reserve({ address: '203.0.113.2', username: 'editor' })).toEqual({
			allowed: true,
		});
		// The owner's known address is not slowed.
		for (let i = 0; i < 3; i++) expect(await limit.reserve(owner)).toEqual({ allowed: true });
	});

	it('lets the owner log in through the routes while a stranger hammers the account from 100 addresses', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		expect((await attempt(backend, right, from('192.0.2.10'))).status).toBe(302);
		const answers: number[] = [];
		for (let i = 0; i < 100; i++)
			answers.push((await attempt(backend, wrong, from(`198.51.100.${i}`))).status);
		expect(answers.filter((status) => status === 400)).toHaveLength(
			LOGIN_POLICY.perAccountFromNewAddresses + 1,
		);
		expect((await attempt(backend, right, from('192.0.2.10'))).status).toBe(302);
	});
});

describe('login limit across processes', () => {
	it('counts the tries of every back end on one data dir together', async () => {
		const first = await startBackend();
		const second = await startBackend({ dataDir: first.dataDir });
		for (let i = 0; i < 10; i++) {
			const failed = await attempt(i % 2 === 0 ? first : second, wrong, from('203.0.113.9'));
			expect(failed.status).toBe(400);
		}
		expect((await attempt(second, wrong, from('203.0.113.9'))).status).toBe(429);
	});

	it('opens again when the window has passed', async () => {
		let now = 0;
		const limit = new LoginLimit((await startBackend()).db, () => now);
		const guess = { address: '1.2.3.4', username: 'x' };
		for (let i = 0; i < 10; i++) expect((await limit.reserve(guess)).allowed).toBe(true);
		now = 5 * 60_000;
		expect(await limit.reserve(guess)).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
		now = 15 * 60_000;
		expect((await limit.reserve(guess)).allowed).toBe(true);
	});
});

describe('cookies behind TLS', () => {
	it('marks cookies Secure only for a TLS socket or a trusted proxy, never for a client-sent X-Forwarded-Proto', async () => {
		const backend = await startBackend();
		const csrfCookie = (response: Response) =>
			response.headers.getSetCookie().find((line) => line.startsWith('csrftoken=')) ?? '';
		const spoofed = await backend.request('/accounts/login/', {
			headers: { 'x-forwarded-proto': 'https' },
			peer: from('203.0.113.7'),
		});
		expect(csrfCookie(spoofed)).not.toMatch(/Secure/i);
		const tls = await backend.request('/accounts/login/', {
			peer: { address: '203.0.113.7', encrypted: true },
		});
		expect(csrfCookie(tls)).toMatch(/;\s*Secure/i);
		const inProcess = await backend.request('https://site.example/accounts/login/');
		expect(csrfCookie(inProcess)).toMatch(/;\s*Secure/i);
	});
});
