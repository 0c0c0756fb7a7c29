import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../src/backend/auth/safe-next.ts';
import { addUser, CookieJar, STAFF_PASSWORD, startBackend } from './harness.ts';
import { OFF_SITE_ATTEMPTS } from './redirect-variants.ts';

const SITE = 'https://site.example';

/** Where a browser goes with `Location: target` from a page of SITE (the WHATWG URL rules). */
function destination(target: string): string {
	return new URL(target, `${SITE}/accounts/login/`).origin;
}

describe('safeNext', () => {
	it('answers only targets a browser resolves on this site', () => {
		for (const next of OFF_SITE_ATTEMPTS) {
			const target = safeNext(next);
			expect(destination(target), JSON.stringify(next)).toBe(SITE);
			expect(target, JSON.stringify(next)).toMatch(/^\/(?![/\\])/);
			expect(target, JSON.stringify(next)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
		}
	});

	it('keeps the paths a site uses, normalised', () => {
		expect(safeNext('/de/agb')).toBe('/de/agb');
		expect(safeNext('/en/events?x=1#top')).toBe('/en/events?x=1#top');
		expect(safeNext('/de/./veranstaltungen/../agb')).toBe('/de/agb');
		expect(safeNext('/de/über uns')).toBe('/de/%C3%BCber%20uns');
		expect(safeNext('/.//evil.example')).toBe('/');
	});
});

describe('redirects of the account routes', () => {
	it('sends logout and login only to this site, for every variant', async () => {
		const backend = await startBackend();
		await addUser(backend, 'editor', STAFF_PASSWORD, true);
		for (const next of OFF_SITE_ATTEMPTS) {
			const label = JSON.stringify(next.slice(0, 40));
			const logout = await backend.request(
				`${SITE}/accounts/logout/?next=${encodeURIComponent(next)}`,
				{ method: 'POST' },
			);
			expect(destination(logout.headers.get('location') ?? ''), label).toBe(SITE);
		}
		// Logins are few (each one checks a password): a sample of the worst.
		for (const next of [
			'/.//evil.example',
			'/..//evil.example',
			'/%2e%2e//evil.example',
			'/\\evil',
		]) {
			const jar = new CookieJar();
			await backend.request('/accounts/login/', { jar });
			const login = await backend.request(`${SITE}/accounts/login/`, {
				method: 'POST',
				jar,
				peer: { address: '192.0.2.1' },
				body: new URLSearchParams({
					username: 'editor',
					password: STAFF_PASSWORD,
					next,
					csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
				}),
			});
			expect(login.status).toBe(302);
			expect(login.headers.get('location'), next).toBe('/');
		}
	});
});
