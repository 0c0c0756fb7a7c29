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

	test('lists that exist only prerendered still answer once an edit made them stale', async ({
		request,
	}) => {
		const token = await loginAsStaff(request, 'freshness-lists');
		// Each edit writes the value it read: the content stays as the later specs expect it.
		const articles = (await (await request.get('/de/api/articles/')).json()) as {
			results: { id: number; title: string }[];
		};
		const article = articles.results[0];
		const persons = (await (await request.get('/de/api/persons/')).json()) as {
			results: { id: number; role: string }[];
		};
		const person = persons.results[0];
		if (!article || !person) throw new Error('the demo content has articles and persons');
		for (const [path, data] of [
			[`/de/api/articles/${article.id}/`, { title: article.title }],
			[`/de/api/persons/${person.id}/`, { role: person.role }],
		] as const) {
			const edit = await request.patch(path, { data, headers: { 'X-CSRFToken': token } });
			expect(edit.status(), path).toBe(200);
		}
		// The magazine's first page, its topics and the team list have no on-demand page of their
		// own but a twin that stands in for them (they answered 404 before it existed).
		for (const path of ['/de/magazine', '/de/magazine/tags', '/de/team']) {
			const visitor = await request.get(path, { headers: { cookie: '' } });
			expect(visitor.status(), path).toBe(200);
			expect(visitor.headers()['x-prebuilt'], path).toBeUndefined();
		}
		// Below those paths, what no route answers stays unknown.
		for (const path of ['/de/team/nobody', '/de/magazine/tags/x', '/de/magazine/a/b/c/d']) {
			expect((await request.get(path)).status(), path).toBe(404);
		}
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
