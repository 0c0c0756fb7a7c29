import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import {
	CmsPageSchema,
	ContainerSchema,
	PageVersionListSchema,
	type Module,
} from '../../../src/lib/contract/index.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	parsed,
	startBackend,
	staffJar,
	STAFF_PASSWORD,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

const home = (backend: TestBackend, jar?: CookieJar) =>
	backend
		.request('/pageeditor-api/page/de', jar ? { jar } : {})
		.then((response) => parsed(response, CmsPageSchema));

/** The children of the home page's first section (headline 101, text 102 in the fixture). */
const introChildren = (modules: Module[]): Module[] => {
	const section = modules[0];
	if (section?.model !== 'section') throw new Error('expected a section');
	return section.columns[0]?.children ?? [];
};

const versions = async (backend: TestBackend, jar: CookieJar, id: number, locale = 'de') =>
	parsed(
		await backend.request(`/${locale}/pageeditor-api/pages/${id}/versions/`, { jar }),
		PageVersionListSchema,
	);

describe('sanitising editor content on save', () => {
	it('strips scripts and handlers from a text block, in the stored page and in GET /page', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const saved = await backend.request(
			'/de/pageeditor-api/text/102/',
			jsonWrite(jar, 'PATCH', {
				content:
					'<p>Hallo<script>alert(1)</script><img src="x" onerror="alert(1)"> <b>Welt</b></p>',
			}),
		);
		expect(saved.status).toBe(200);
		expect(await saved.json()).toMatchObject({ content: '<p>Hallo <strong>Welt</strong></p>' });
		const text = introChildren((await home(backend)).modules)[1];
		expect(text).toMatchObject({ id: 102, content: '<p>Hallo <strong>Welt</strong></p>' });
	});

	it('sanitises new modules nested in a page saved through the repository', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const page = await home(backend, jar);
		const section = page.modules[0];
		if (section?.model !== 'section') throw new Error('expected a section');
		const faq = {
			id: 900,
			slug: 'faq',
			model: 'faq',
			items: [{ question: 'Q?', answer: '<p onclick="x()">A<script>x()</script></p>' }],
		};
		section.columns[0]?.children.push(faq as unknown as Module);
		const saved = await backend.request('/de/pageeditor-api/pages/1/', jsonWrite(jar, 'PUT', page));
		expect(saved.status).toBe(200);
		const stored = introChildren((await home(backend)).modules).find((m) => m.id === 900);
		expect(stored).toMatchObject({ items: [{ answer: '<p>A</p>' }] });
	});

	it('strips iframes from hosts outside the embed allowlists in html_code', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const created = await backend.request(
			'/de/pageeditor-api/html/',
			jsonWrite(jar, 'POST', {
				slug: 'embed',
				parent: 100,
				html_code:
					'<div class="x"><iframe src="https://evil.example/x"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe></div>',
			}),
		);
		expect(created.status).toBe(201);
		const module = await parsed(created, ContainerSchema);
		expect(module).toMatchObject({
			html_code: '<div class="x"><iframe src="https://player.vimeo.com/video/1"></iframe></div>',
		});
		const onlyEvil = await backend.request(
			'/de/pageeditor-api/html/',
			jsonWrite(jar, 'POST', {
				slug: 'evil',
				parent: 100,
				html_code: '<iframe src="https://evil.example/x"></iframe>',
			}),
		);
		// Nothing is left, and html_code is required: refused, and nothing was stored.
		expect(onlyEvil.status).toBe(400);
		expect(await onlyEvil.json()).toMatchObject({ field: 'html_code' });
		expect(introChildren((await home(backend)).modules).map((m) => m.slug)).not.toContain('evil');
	});

	it('refuses a video from a host outside the allowlist, naming video_url, and keeps the page', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const before = await home(backend);
		const response = await backend.request(
			'/de/pageeditor-api/video/',
			jsonWrite(jar, 'POST', {
				slug: 'film',
				parent: 100,
				video_url: 'https://evil.example/watch?v=1',
				image: { url: '/media/x.jpg', width: 10, height: 10, alt: '' },
			}),
		);
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ field: 'video_url' });
		expect((await home(backend)).modules).toEqual(before.modules);
		expect(await versions(backend, jar, 1)).toHaveLength(0);
	});
});

describe('reordering modules', () => {
	it('saves one sibling list in the new order as one version', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request(
			'/de/pageeditor-api/reorder',
			jsonWrite(jar, 'POST', { ids: [102, 101] }),
		);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ ids: [102, 101] });
		expect(introChildren((await home(backend)).modules).map((m) => m.id)).toEqual([102, 101]);
		const english = await parsed(await backend.request('/pageeditor-api/page/en'), CmsPageSchema);
		expect(introChildren(english.modules).map((m) => m.id)).toEqual([101, 102]);
		const list = await versions(backend, jar, 1);
		expect(list).toHaveLength(1);
		expect(list[0]?.summary).toBe('Reordered');
	});

	it.each([
		[[101], 'ids', 'a partial list'],
		[[100, 101, 102], 'ids', 'ids of different lists'],
		[[101, 101, 102], 'ids', 'a repeated id'],
		[[], 'ids', 'an empty list'],
	])('answers 400 naming ids for %j (%s)', async (ids, field) => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request(
			'/de/pageeditor-api/reorder/',
			jsonWrite(jar, 'POST', { ids }),
		);
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ field });
		expect(introChildren((await home(backend)).modules).map((m) => m.id)).toEqual([101, 102]);
	});

	it('answers 404 for an unknown id, 401 without a session and 403 without CSRF', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const unknown = await backend.request(
			'/de/pageeditor-api/reorder',
			jsonWrite(jar, 'POST', { ids: [101, 999] }),
		);
		expect(unknown.status).toBe(404);
		const anonymous = await backend.request('/de/pageeditor-api/reorder', {
			method: 'POST',
			body: JSON.stringify({ ids: [102, 101] }),
			headers: { 'content-type': 'application/json', 'x-csrftoken': 't', cookie: 'csrftoken=t' },
		});
		expect(anonymous.status).toBe(401);
		const noCsrf = await backend.request('/de/pageeditor-api/reorder', {
			method: 'POST',
			body: JSON.stringify({ ids: [102, 101] }),
			headers: { 'content-type': 'application/json' },
			jar,
		});
		expect(noCsrf.status).toBe(403);
	});
});

describe('page versions, restore and online state', () => {
	it('lists who saved what, newest first, and restores a version', async () => {
		const backend = await startBackend();
		await addUser(backend, 'anna', STAFF_PASSWORD, true);
		await backend.db.run(
			sql`UPDATE users SET first_name = 'Anna', last_name = 'Berg' WHERE username = 'anna'`,
		);
		const jar = await loginAs(backend, 'anna');

		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Erste Änderung' }),
		);
		const added = await parsed(
			await backend.request(
				'/de/pageeditor-api/text/',
				jsonWrite(jar, 'POST', { slug: 'neu', parent: 100, content: '<p>Neu</p>' }),
			),
			ContainerSchema,
		);
		await backend.request(`/de/pageeditor-api/text/${added.id}/`, {
			...jsonWrite(jar, 'DELETE', {}),
			body: null,
		});
		const list = await versions(backend, jar, 1);
		expect(list.map((v) => v.summary)).toEqual([
			`Text ${added.id} removed`,
			`Text ${added.id} added`,
			'Headline 101 edited',
		]);
		expect(list.every((v) => v.created_by_name === 'Anna Berg')).toBe(true);
		expect(list[0]!.version_id).toBeGreaterThan(list[1]!.version_id);

		// The oldest version is the page before the first edit.
		const oldest = list[2]!.version_id;
		const restored = await backend.request(
			`/de/pageeditor-api/pages/1/versions/${oldest}/restore`,
			jsonWrite(jar, 'POST', {}),
		);
		expect(restored.status).toBe(200);
		expect(introChildren((await parsed(restored, CmsPageSchema)).modules)[0]).toMatchObject({
			content: 'Willkommen im Schloss',
		});
		expect(introChildren((await home(backend)).modules)[0]).toMatchObject({
			content: 'Willkommen im Schloss',
		});
		expect((await versions(backend, jar, 1))[0]?.summary).toBe(`Restored version ${oldest}`);

		const unknown = await backend.request(
			'/de/pageeditor-api/pages/1/versions/99999/restore',
			jsonWrite(jar, 'POST', {}),
		);
		expect(unknown.status).toBe(404);
		const otherPage = await backend.request(
			`/de/pageeditor-api/pages/2/versions/${oldest}/restore`,
			jsonWrite(jar, 'POST', {}),
		);
		expect(otherPage.status).toBe(404);
	});

	it('keeps versions and restoring for staff', async () => {
		const backend = await startBackend();
		expect((await backend.request('/de/pageeditor-api/pages/1/versions/')).status).toBe(401);
		const restore = await backend.request('/de/pageeditor-api/pages/1/versions/1/restore', {
			method: 'POST',
			headers: { 'x-csrftoken': 't', cookie: 'csrftoken=t' },
		});
		expect(restore.status).toBe(401);
	});

	it('sets a page offline (404 for visitors) and online again, each as a version', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const offline = await backend.request(
			'/de/pageeditor-api/pages/2/online/',
			jsonWrite(jar, 'PATCH', { is_online: false }),
		);
		expect(offline.status).toBe(200);
		expect(await parsed(offline, CmsPageSchema)).toMatchObject({ id: 2, is_online: false });
		const visitor = await backend.request('/pageeditor-api/page/de/agb');
		expect(visitor.status).toBe(404);
		expect(await visitor.json()).toEqual({ error: 'Page offline' });
		expect((await backend.request('/pageeditor-api/page/de/agb', { jar })).status).toBe(200);
		expect((await backend.request('/pageeditor-api/page/en/agb')).status).toBe(200);

		const online = await backend.request(
			'/de/pageeditor-api/pages/2/online',
			jsonWrite(jar, 'PATCH', { is_online: true }),
		);
		expect(online.status).toBe(200);
		expect((await backend.request('/pageeditor-api/page/de/agb')).status).toBe(200);
		expect((await versions(backend, jar, 2)).map((v) => v.summary)).toEqual([
			'Page set online',
			'Page set offline',
		]);

		const bad = await backend.request(
			'/de/pageeditor-api/pages/2/online',
			jsonWrite(jar, 'PATCH', { is_online: 'no' }),
		);
		expect(bad.status).toBe(400);
		expect(await bad.json()).toMatchObject({ field: 'is_online' });
		const unknown = await backend.request(
			'/de/pageeditor-api/pages/999/online',
			jsonWrite(jar, 'PATCH', { is_online: true }),
		);
		expect(unknown.status).toBe(404);
		const noCsrf = await backend.request('/de/pageeditor-api/pages/2/online', {
			method: 'PATCH',
			body: JSON.stringify({ is_online: false }),
			headers: { 'content-type': 'application/json' },
			jar,
		});
		expect(noCsrf.status).toBe(403);
	});
});

describe('editor-only locales', () => {
	it('creates and reads a Japanese page and its modules apart from the German content', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const created = await backend.request(
			'/ja/pageeditor-api/pages/',
			jsonWrite(jar, 'POST', {
				urls: { ja: '/ja/about' },
				title: '概要',
				is_online: true,
				modules: [],
			}),
		);
		expect(created.status).toBe(201);
		const page = await parsed(created, CmsPageSchema);
		const text = await backend.request(
			'/ja/pageeditor-api/text/',
			jsonWrite(jar, 'POST', {
				slug: 'ja-text',
				content_type: 'page',
				object_id: page.id,
				content: '<p>こんにちは</p>',
			}),
		);
		expect(text.status).toBe(201);
		const read = await parsed(
			await backend.request('/ja/pageeditor-api/page/about'),
			CmsPageSchema,
		);
		expect(read).toMatchObject({ id: page.id, title: '概要' });
		expect(read.modules).toMatchObject([{ model: 'text', content: '<p>こんにちは</p>' }]);
		const module = await parsed(
			await backend.request(`/ja/pageeditor-api/text/${read.modules[0]!.id}/`),
			ContainerSchema,
		);
		expect(module).toMatchObject({ slug: 'ja-text' });
		expect((await backend.request(`/de/pageeditor-api/text/${module.id}/`)).status).toBe(404);
		expect((await backend.request(`/de/pageeditor-api/pages/${page.id}/`)).status).toBe(404);
		expect(
			z
				.array(z.unknown())
				.parse(
					await (
						await backend.request(`/ja/pageeditor-api/pages/${page.id}/versions/`, { jar })
					).json(),
				),
		).toHaveLength(1);
		// The public API stays German and English only.
		expect((await backend.request('/ja/api/nav')).status).toBe(404);
	});

	it('keeps Latin content apart as well', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const created = await backend.request(
			'/la/pageeditor-api/pages/',
			jsonWrite(jar, 'POST', { urls: { la: '/la' }, title: 'Domus', is_online: true, modules: [] }),
		);
		expect(created.status).toBe(201);
		const read = await parsed(await backend.request('/la/pageeditor-api/page/'), CmsPageSchema);
		expect(read.title).toBe('Domus');
		const missingUrl = await backend.request(
			'/la/pageeditor-api/pages/',
			jsonWrite(jar, 'POST', { urls: { de: '/de/x' }, title: 'X', is_online: true, modules: [] }),
		);
		expect(await missingUrl.json()).toMatchObject({ field: 'urls.la' });
	});
});
