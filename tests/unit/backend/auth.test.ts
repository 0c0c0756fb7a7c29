import { describe, expect, it } from 'vitest';
import { LoginStateSchema, UserDetailsSchema } from '../../../src/lib/contract/index.ts';
import { safeNext } from '../../../src/backend/auth/safe-next.ts';
import {
	addUser,
	CookieJar,
	loginAs,
	parsed,
	STAFF_PASSWORD,
	startBackend,
	staffJar,
} from './harness.ts';

describe('login page', () => {
	it('serves an accessible form in German or English and sets the CSRF cookie', async () => {
		const backend = await startBackend();
		const jar = new CookieJar();
		const german = await backend.request('/accounts/login/?next=/de', { jar });
		expect(german.status).toBe(200);
		expect(german.headers.get('content-type')).toContain('text/html');
		const html = await german.text();
		expect(html).toContain('<html lang="de">');
		expect(html).toMatch(/<label for="username">Benutzername<\/label>/);
		expect(html).toMatch(/<label for="password">Passwort<\/label>/);
		expect(html).toContain(`value="${jar.get('csrftoken')}"`);
		const cookie = german.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
		expect(cookie).toBeDefined();
		expect(cookie).not.toMatch(/HttpOnly/i);

		const english = await backend.request('/accounts/login/', {
			headers: { 'accept-language': 'en-GB,en;q=0.9' },
		});
		expect(await english.text()).toContain('<label for="username">Username</label>');
		expect(await (await backend.request('/accounts/login/?lang=en')).text()).toContain(
			'<html lang="en">',
		);
	});
});

describe('POST /accounts/login/', () => {
	it('answers 400 with the form again for a wrong password or an unknown user, alike', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		const jar = new CookieJar();
		await backend.request('/accounts/login/', { jar });
		const attempt = (username: string, password: string) =>
			backend.request('/accounts/login/', {
				method: 'POST',
				jar,
				body: new URLSearchParams({
					username,
					password,
					csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
				}),
			});
		const wrongPassword = await attempt('editor', 'not the password');
		const unknownUser = await attempt('nobody', 'not the password');
		expect(wrongPassword.status).toBe(400);
		expect(unknownUser.status).toBe(400);
		const [a, b] = [await wrongPassword.text(), await unknownUser.text()];
		expect(a).toContain('role="alert"');
		expect(a.replace('value="editor"', '')).toBe(b.replace('value="nobody"', ''));
		expect(jar.get('sessionid')).toBeUndefined();
	});

	it('starts an HttpOnly session and redirects to a safe next', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		const jar = new CookieJar();
		await backend.request('/accounts/login/', { jar });
		const response = await backend.request('/accounts/login/', {
			method: 'POST',
			jar,
			peer: { address: '203.0.113.5', encrypted: true },
			body: new URLSearchParams({
				username: 'editor',
				password: STAFF_PASSWORD,
				next: '/en/events?x=1',
				csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
			}),
		});
		expect(response.status).toBe(302);
		expect(response.headers.get('location')).toBe('/en/events?x=1');
		const session = response.headers.getSetCookie().find((line) => line.startsWith('sessionid='));
		expect(session).toMatch(/HttpOnly/i);
		expect(session).toMatch(/SameSite=Lax/i);
		expect(session).toMatch(/Path=\//);
		expect(session).toMatch(/Secure/);
		// The hint that makes pages ask who is logged in: readable by scripts, alike otherwise.
		const hint = response.headers.getSetCookie().find((line) => line.startsWith('logged_in='));
		expect(hint).toMatch(/^logged_in=yes;/);
		expect(hint).not.toMatch(/HttpOnly/i);
		expect(hint).toMatch(/Secure/);
		expect(hint).toMatch(/Max-Age=1209600/);
		const state = await parsed(await backend.request('/api/user', { jar }), LoginStateSchema);
		expect(state).toMatchObject({ logged: true, username: 'editor', is_staff: true });
		expect(state.admin_menus.length).toBeGreaterThan(0);
	});

	it('refuses a login without the CSRF token', async () => {
		const backend = await startBackend();
		const response = await backend.request('/accounts/login/', {
			method: 'POST',
			body: new URLSearchParams({ username: 'editor', password: STAFF_PASSWORD }),
		});
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ error: 'CSRF token missing or incorrect' });
	});

	it('never redirects to another origin', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		const jar = new CookieJar();
		await backend.request('/accounts/login/', { jar });
		const response = await backend.request('/accounts/login/', {
			method: 'POST',
			jar,
			body: new URLSearchParams({
				username: 'editor',
				password: STAFF_PASSWORD,
				next: 'https://evil.example/',
				csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
			}),
		});
		expect(response.headers.get('location')).toBe('/');
	});

	it('keeps redirect targets on this site', () => {
		expect(safeNext('/de/agb')).toBe('/de/agb');
		for (const unsafe of [
			'//evil.example',
			'/\\evil.example',
			'https://evil.example',
			'javascript:alert(1)',
			'',
			undefined,
			'/\u0000x',
		]) {
			expect(safeNext(unsafe), String(unsafe)).toBe('/');
		}
	});
});

describe('logout and user endpoints', () => {
	it('ends the session on a POST with the CSRF token and redirects', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request('/accounts/logout/?next=/en', {
			method: 'POST',
			jar,
			body: new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }),
		});
		expect(response.status).toBe(303);
		expect(response.headers.get('location')).toBe('/en');
		expect(jar.get('logged_in')).toBeUndefined();
		const state = await parsed(await backend.request('/api/user', { jar }), LoginStateSchema);
		expect(state.logged).toBe(false);
	});

	it('keeps the logged-in hint true to the session on every user call', async () => {
		const backend = await startBackend();
		// A stale or forged hint without a session: the answer removes it (and grants nothing).
		const stale = new CookieJar();
		stale.set('logged_in', 'yes');
		const visitor = await parsed(
			await backend.request('/de/api/user-details/', { jar: stale }),
			UserDetailsSchema,
		);
		expect(visitor.is_logged_in).toBe(false);
		expect(stale.get('logged_in')).toBeUndefined();
		// A session begun before the hint existed gets it with its next user call.
		const jar = await staffJar(backend);
		jar.cookies.delete('logged_in');
		await backend.request('/en/api/user-details/', { jar });
		expect(jar.get('logged_in')).toBe('yes');
		const again = await backend.request('/en/api/user-details/', { jar });
		expect(again.headers.getSetCookie()).toEqual([]);
	});

	it('describes visitors and users in user-details, with login and logout URLs', async () => {
		const backend = await startBackend();
		const visitor = await parsed(await backend.request('/en/api/user-details/'), UserDetailsSchema);
		expect(visitor).toMatchObject({ is_logged_in: false, login_url: '/accounts/login/?next=/en' });
		await addUser(backend, 'guest', STAFF_PASSWORD, false);
		const jar = await loginAs(backend, 'guest');
		const details = await parsed(
			await backend.request('/de/api/user-details/', { jar }),
			UserDetailsSchema,
		);
		expect(details).toMatchObject({
			is_logged_in: true,
			username: 'guest',
			has_dashboard_online_access: false,
		});
		const state = await parsed(await backend.request('/api/user', { jar }), LoginStateSchema);
		expect(state).toMatchObject({ logged: true, is_staff: false, admin_menus: [] });
	});

	it('hands out the CSRF cookie on user calls when missing', async () => {
		const backend = await startBackend();
		const response = await backend.request('/de/api/user-details/');
		expect(response.headers.getSetCookie().some((line) => line.startsWith('csrftoken='))).toBe(
			true,
		);
		const again = await backend.request('/de/api/user-details/', {
			headers: { cookie: 'csrftoken=abc' },
		});
		expect(again.headers.getSetCookie()).toEqual([]);
	});
});
