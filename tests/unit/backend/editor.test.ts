import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CmsPageSchema, ContainerSchema, type Module } from '../../../src/lib/contract/index.ts';
import { PageVersionSchema } from '../../../src/backend/routes/pages.ts';
import { jsonWrite, parsed, startBackend, staffJar } from './harness.ts';

const headline = (modules: Module[]) => {
	const section = modules[0];
	if (section?.model !== 'section') throw new Error('expected a section');
	return section.columns[0]?.children[0];
};

describe('pages', () => {
	it('hides offline pages from visitors and shows them to staff', async () => {
		const backend = await startBackend();
		const visitor = await backend.request('/pageeditor-api/page/de/intern');
		expect(visitor.status).toBe(404);
		expect(await visitor.json()).toEqual({ error: 'Page offline' });
		const jar = await staffJar(backend);
		const staff = await backend.request('/pageeditor-api/page/de/intern', { jar });
		expect(staff.status).toBe(200);
		expect((await parsed(staff, CmsPageSchema)).is_online).toBe(false);
		const list = await (await backend.request('/de/pageeditor-api/pages/')).json();
		expect(list.results.map((page: { id: number }) => page.id)).not.toContain(3);
		expect((await backend.request('/de/pageeditor-api/pages/3/')).status).toBe(404);
	});

	it('answers 404 for unknown paths', async () => {
		const backend = await startBackend();
		expect((await backend.request('/pageeditor-api/page/de/nowhere')).status).toBe(404);
	});

	it('keeps versions of edited pages for staff only', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const page = await parsed(
			await backend.request('/de/pageeditor-api/pages/2/', { jar }),
			CmsPageSchema,
		);
		const saved = await backend.request(
			'/de/pageeditor-api/pages/2/',
			jsonWrite(jar, 'PATCH', { headline: 'Neu' }),
		);
		expect(saved.status).toBe(200);
		const versions = z
			.array(PageVersionSchema)
			.parse(await (await backend.request('/de/pageeditor-api/pages/2/versions/', { jar })).json());
		expect(versions).toHaveLength(1);
		const versionId = versions[0]?.version_id;
		const old = await parsed(
			await backend.request(`/pageeditor-api/page/de/agb?version_id=${versionId}`, { jar }),
			CmsPageSchema,
		);
		expect(old).toMatchObject({ headline: page.headline, version_id: versionId });
		const current = await parsed(
			await backend.request('/pageeditor-api/page/de/agb'),
			CmsPageSchema,
		);
		expect(current).toMatchObject({ headline: 'Neu', version_id: null });
		expect(
			(await backend.request(`/pageeditor-api/page/de/agb?version_id=${versionId}`)).status,
		).toBe(403);
		expect(
			(await backend.request('/pageeditor-api/page/de/agb?version_id=x', { jar })).status,
		).toBe(400);
	});
});

describe('editor module calls', () => {
	it('updates a module inside its page, visible on the next GET', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const module = await parsed(
			await backend.request('/de/pageeditor-api/headline/101/'),
			ContainerSchema,
		);
		const put = await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PUT', { ...module, content: 'Neue Überschrift', headline_level: 3 }),
		);
		expect(put.status).toBe(200);
		const page = await parsed(await backend.request('/pageeditor-api/page/de'), CmsPageSchema);
		expect(headline(page.modules)).toMatchObject({
			content: 'Neue Überschrift',
			headline_level: 3,
		});
		const english = await parsed(await backend.request('/pageeditor-api/page/en'), CmsPageSchema);
		expect(headline(english.modules)).toMatchObject({ content: 'Welcome to the castle' });

		const patched = await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { preline: 'Vorab' }),
		);
		expect(await patched.json()).toMatchObject({ preline: 'Vorab', content: 'Neue Überschrift' });
	});

	it('validates module data with the contract', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const invalid = await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { headline_level: 9 }),
		);
		expect(invalid.status).toBe(400);
		expect(await invalid.json()).toMatchObject({ field: 'headline_level' });
		const wrongModel = await backend.request(
			'/de/pageeditor-api/text/101/',
			jsonWrite(jar, 'PUT', { content: 'x' }),
		);
		expect(wrongModel.status).toBe(400);
		expect((await backend.request('/de/pageeditor-api/nomodel/101/')).status).toBe(404);
	});

	it('creates a container from a slug, then a module inside it, and deletes it again', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		expect((await backend.request('/pageeditor-api/container/by-slug/neu')).status).toBe(404);
		const created = await backend.request(
			'/de/pageeditor-api/section/',
			jsonWrite(jar, 'POST', { content_type: 'page', object_id: 2, slug: 'neu', parent: null }),
		);
		expect(created.status).toBe(201);
		const section = await parsed(created, ContainerSchema);
		expect(section).toMatchObject({ model: 'section', slug: 'neu' });
		const found = await parsed(
			await backend.request('/de/pageeditor-api/container/by-slug/neu'),
			ContainerSchema,
		);
		expect(found.id).toBe(section.id);

		const text = await backend.request(
			'/de/pageeditor-api/text/',
			jsonWrite(jar, 'POST', { slug: 'neu-text', parent: section.id, content: '<p>Hallo</p>' }),
		);
		expect(text.status).toBe(201);
		const textModule = await parsed(text, ContainerSchema);
		const page = await parsed(await backend.request('/pageeditor-api/page/de/agb'), CmsPageSchema);
		expect(headline(page.modules)).toMatchObject({ id: textModule.id, content: '<p>Hallo</p>' });

		const removed = await backend.request(`/de/pageeditor-api/text/${textModule.id}/`, {
			...jsonWrite(jar, 'DELETE', {}),
			body: null,
		});
		expect(removed.status).toBe(204);
		expect((await backend.request(`/de/pageeditor-api/text/${textModule.id}/`)).status).toBe(404);

		const duplicate = await backend.request(
			'/de/pageeditor-api/section/',
			jsonWrite(jar, 'POST', { content_type: 'page', object_id: 2, slug: 'neu', parent: null }),
		);
		expect(duplicate.status).toBe(400);
		const unknownPage = await backend.request(
			'/de/pageeditor-api/section/',
			jsonWrite(jar, 'POST', { content_type: 'page', object_id: 999, slug: 'other', parent: null }),
		);
		expect(await unknownPage.json()).toMatchObject({ field: 'object_id' });
	});

	it('attaches free-standing containers to other content', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const created = await backend.request(
			'/en/pageeditor-api/container/',
			jsonWrite(jar, 'POST', {
				content_type: 'event',
				object_id: 1,
				slug: 'event-1-extra',
				parent: null,
			}),
		);
		expect(created.status).toBe(201);
		const found = await parsed(
			await backend.request('/pageeditor-api/container/by-slug/event-1-extra?lang=en'),
			ContainerSchema,
		);
		expect(found).toMatchObject({ model: 'container', content_type: 'event', object_id: 1 });
	});

	it('refuses editor writes without a session (401), from non-staff or without CSRF (403)', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const body = JSON.stringify({ content: 'x' });
		const anonymous = await backend.request('/de/pageeditor-api/headline/101/', {
			method: 'PATCH',
			body,
			headers: {
				'content-type': 'application/json',
				'x-csrftoken': 'token',
				cookie: 'csrftoken=token',
			},
		});
		expect(anonymous.status).toBe(401);
		const noCsrf = await backend.request('/de/pageeditor-api/headline/101/', {
			method: 'PATCH',
			body,
			jar,
			headers: { 'content-type': 'application/json' },
		});
		expect(noCsrf.status).toBe(403);
		expect(await noCsrf.json()).toEqual({ error: 'CSRF token missing or incorrect' });
	});
});

describe('page repository', () => {
	it('creates a page reachable by its URL and refuses a URL another page has', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const page = {
			urls: { de: '/de/neu', en: '/en/new' },
			title: 'Neu',
			is_online: true,
			modules: [],
		};
		const created = await backend.request(
			'/de/pageeditor-api/pages/',
			jsonWrite(jar, 'POST', page),
		);
		expect(created.status).toBe(201);
		const found = await parsed(
			await backend.request('/pageeditor-api/page/de/neu/'),
			CmsPageSchema,
		);
		expect(found.title).toBe('Neu');
		const clash = await backend.request(
			'/de/pageeditor-api/pages/',
			jsonWrite(jar, 'POST', { ...page, urls: { de: '/de/agb' } }),
		);
		expect(clash.status).toBe(400);
		expect(await clash.json()).toMatchObject({ field: 'urls.de' });
	});
});

describe('page paths', () => {
	it.each([
		['/pageeditor-api/page/de', 1],
		['/pageeditor-api/page/de/', 1],
		['/pageeditor-api/page/en/agb', 2],
		['/de/pageeditor-api/page/', 1],
		['/en/pageeditor-api/page/agb/', 2],
		['/en/pageeditor-api/page/en/about/team-history', 4],
		['/pageeditor-api/page/?lang=en', 1],
	])('%s is page %i', async (path, id) => {
		const backend = await startBackend();
		const page = await parsed(await backend.request(path), CmsPageSchema);
		expect(page.id).toBe(id);
	});
});
