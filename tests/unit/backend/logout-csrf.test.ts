import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LoginStateSchema } from '../../../src/lib/contract/index.ts';
import {
	CookieJar,
	jsonWrite,
	loginAs,
	parsed,
	startBackend,
	staffJar,
	type TestBackend,
} from './harness.ts';

/** The session's CSRF token as the back end derives it (`sessionCsrfToken`). */
const sessionCsrfToken = (session: string) =>
	createHmac('sha256', session).update('csrftoken').digest('base64url');

async function loggedIn(backend: TestBackend, jar: CookieJar): Promise<boolean> {
	return (await parsed(await backend.request('/api/user', { jar }), LoginStateSchema)).logged;
}

/** A module write of the editor (any staff write checks CSRF the same way). */
function reorder(jar: CookieJar, token: string | undefined): RequestInit & { jar: CookieJar } {
	const write = jsonWrite(jar, 'POST', { ids: [] });
	return { ...write, headers: { 'content-type': 'application/json', 'x-csrftoken': token ?? '' } };
}

describe('logout', () => {
	it('does not log out on a GET (an <img> on another site): it shows a button posting the session token', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request('/accounts/logout/?next=/en', { jar });
		expect(response.status).toBe(200);
		expect(response.headers.get('x-frame-options')).toBe('DENY');
		const html = await response.text();
		expect(html).toContain('<form method="post" action="/accounts/logout/?lang=en">');
		expect(html).toContain(`name="csrfmiddlewaretoken" value="${jar.get('csrftoken')}"`);
		expect(html).toContain('name="next" value="/en"');
		expect(await loggedIn(backend, jar)).toBe(true);
	});

	it('does not log out on a POST without the right token; a form gets the button again', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const forged = await backend.request('/accounts/logout/', {
			method: 'POST',
			jar,
			body: new URLSearchParams({ next: '/de' }),
		});
		expect(forged.status).toBe(403);
		expect(await forged.text()).toContain(`value="${jar.get('csrftoken')}"`);
		const json = await backend.request('/accounts/logout/', {
			method: 'POST',
			jar,
			headers: { 'content-type': 'application/json', 'x-csrftoken': 'made-up' },
			body: '{}',
		});
		expect(json.status).toBe(403);
		expect(await loggedIn(backend, jar)).toBe(true);
	});

	it('logs out with the token in the header and gives the browser a new CSRF token', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const before = jar.get('csrftoken');
		const response = await backend.request('/accounts/logout/', {
			method: 'POST',
			jar,
			headers: { 'content-type': 'application/json', 'x-csrftoken': before ?? '' },
			body: '{}',
		});
		expect(response.status).toBe(200);
		expect(await loggedIn(backend, jar)).toBe(false);
		expect(jar.get('csrftoken')).toBeTruthy();
		expect(jar.get('csrftoken')).not.toBe(before);
	});

	it('redirects a visitor without a session, whatever the method', async () => {
		const backend = await startBackend();
		const get = await backend.request('/accounts/logout/?next=/de');
		expect([get.status, get.headers.get('location')]).toEqual([302, '/de']);
		const post = await backend.request('/accounts/logout/?next=/de', { method: 'POST' });
		expect([post.status, post.headers.get('location')]).toEqual([303, '/de']);
	});
});

describe('CSRF token bound to the session', () => {
	it('refuses a staff write whose cookie and header are a pair the attacker chose', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const planted = new CookieJar();
		planted.set('sessionid', jar.get('sessionid') ?? '');
		planted.set('csrftoken', 'planted-by-a-sibling-subdomain');
		const response = await backend.request(
			'/de/pageeditor-api/reorder',
			reorder(planted, 'planted-by-a-sibling-subdomain'),
		);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ error: 'CSRF token missing or incorrect' });
	});

	it("accepts the token the login set, and it is the session's own", async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		expect(jar.get('csrftoken')).toBe(sessionCsrfToken(jar.get('sessionid') ?? ''));
		const response = await backend.request(
			'/de/pageeditor-api/reorder',
			reorder(jar, jar.get('csrftoken')),
		);
		expect(response.status).not.toBe(403);
	});

	it('replaces a planted or stale CSRF cookie with the session token on the next user call', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const expected = jar.get('csrftoken');
		jar.set('csrftoken', 'planted');
		await backend.request('/de/api/user-details/', { jar });
		expect(jar.get('csrftoken')).toBe(expected);
	});

	it('sets a new CSRF token at every login', async () => {
		const backend = await startBackend();
		const first = await staffJar(backend);
		const second = await loginAs(backend, 'editor');
		expect(first.get('csrftoken')).not.toBe(second.get('csrftoken'));
		expect(second.get('csrftoken')).toBe(sessionCsrfToken(second.get('sessionid') ?? ''));
	});
});
