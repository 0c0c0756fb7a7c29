import { expect, test } from '@playwright/test';
import { loginAsStaff } from './staff.ts';

/**
 * Static first, never stale (ARCHITECTURE: prerendered routes fall through to on-demand ones; a
 * maintainer questioned that behaviour, so it is pinned here against the real build and server).
 */
test.describe('prebuilt pages and on-demand freshness', () => {
	test('a prebuilt page is served from the build', async ({ request }) => {
		const response = await request.get('/en/agb');
		expect(response.status()).toBe(200);
		expect(response.headers()['x-prebuilt']).toBe('true');
	});

	test('an edit shows on the next request, rendered on demand; other pages stay prebuilt', async ({
		request,
	}) => {
		const token = await loginAsStaff(request, 'freshness-editor');
		const page = (await (await request.get('/pageeditor-api/page/de/agb')).json()) as {
			id: number;
		};
		const headline = `Geschäftsbedingungen, Stand ${Date.now()}`;
		const edit = await request.patch(`/de/pageeditor-api/pages/${page.id}/`, {
			data: { headline },
			headers: { 'X-CSRFToken': token },
		});
		expect(edit.status()).toBe(200);

		const visitor = await request.get('/de/agb', { headers: { cookie: '' } });
		expect(visitor.status()).toBe(200);
		expect(visitor.headers()['x-prebuilt']).toBeUndefined();
		expect(await visitor.text()).toContain(headline);

		const untouched = await request.get('/en/agb');
		expect(untouched.headers()['x-prebuilt']).toBe('true');
	});

	test('a page created after the build renders on demand', async ({ request }) => {
		const token = await loginAsStaff(request, 'freshness-author');
		const path = `/de/nach-dem-build-${Date.now()}`;
		const created = await request.post('/de/pageeditor-api/pages/', {
			data: { title: 'Nach dem Build', urls: { de: path }, is_online: true, modules: [] },
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status()).toBe(201);
		const response = await request.get(path);
		expect(response.status()).toBe(200);
		expect(await response.text()).toContain('Nach dem Build');
	});

	test('a visitor asking for a page version is sent to the plain path', async ({ request }) => {
		const response = await request.get('/de/impressum?v=1', { maxRedirects: 0 });
		expect(response.status()).toBe(301);
		expect(response.headers()['location']).toBe('/de/impressum');
	});

	test('overlay=true leads to the events list without it, and redirect pairs answer 301', async ({
		request,
	}) => {
		const overlay = await request.get('/de/impressum?overlay=true&room=2', { maxRedirects: 0 });
		expect(overlay.status()).toBe(302);
		expect(overlay.headers()['location']).toBe('/de/events?room=2');
		const moved = await request.get('/webshop/events', { maxRedirects: 0 });
		expect(moved.status()).toBe(301);
		expect(moved.headers()['location']).toBe('/de/events');
	});
});
