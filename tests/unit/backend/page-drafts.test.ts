import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
	CmsPageSchema,
	EditConflictSchema,
	ModuleSchema,
	PageComparisonSchema,
	PageDraftEntrySchema,
	PageDraftSchema,
	PageVersionListSchema,
	type Module,
} from '../../../src/lib/contract/index.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	parsed,
	STAFF_PASSWORD,
	startBackend,
	staffJar,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

const DRAFT = '/de/pageeditor-api/pages/1/draft/';
const HOME = '/de/pageeditor-api/page/de';

/** The text of the home page's headline as `jar` (or a visitor) reads it, with `?draft=1`. */
async function headline(backend: TestBackend, jar?: CookieJar, draft = false): Promise<string> {
	const page = await parsed(
		await backend.request(`${HOME}${draft ? '?draft=1' : ''}`, jar ? { jar } : {}),
		CmsPageSchema,
	);
	const found = JSON.stringify(page.modules).match(/"content":"(Willkommen[^"]*)"/);
	return found?.[1] ?? '';
}

const ids = (modules: readonly Module[]): number[] =>
	modules.flatMap((m) => [
		m.id,
		...('columns' in m ? m.columns.flatMap((c) => ids(c.children)) : []),
	]);

describe('page drafts', () => {
	it('collects block edits out of sight until they are published together', async () => {
		const changes: string[][] = [];
		const backend = await startBackend({ onChange: (change) => changes.push(change.paths) });
		const jar = await staffJar(backend);

		expect(await (await backend.request(DRAFT, { jar })).json()).toBeNull();
		const started = await backend.request(DRAFT, jsonWrite(jar, 'POST', {}));
		expect(started.status).toBe(201);
		expect(await parsed(started, PageDraftSchema)).toMatchObject({ page_id: 1, locale: 'de' });
		// Starting again answers the same draft.
		expect((await backend.request(DRAFT, jsonWrite(jar, 'POST', {}))).status).toBe(200);
		// The hub's list names it, with the page's title and address; visitors get nothing.
		const listed = await parsed(
			await backend.request('/de/pageeditor-api/drafts/', { jar }),
			PageDraftEntrySchema.array(),
		);
		expect(listed).toMatchObject([
			{ page_id: 1, locale: 'de', url: '/de', updated_by_name: 'editor' },
		]);
		expect((await backend.request('/de/pageeditor-api/drafts/')).status).toBe(401);

		const edited = await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen im Entwurf' }),
		);
		expect(edited.status).toBe(200);
		// A new block lands in the draft and can be edited there.
		const added = await parsed(
			await backend.request(
				'/de/pageeditor-api/headline/',
				jsonWrite(jar, 'POST', { slug: 'neu', parent: 100, content: 'Neu', headline_level: 2 }),
			),
			ModuleSchema,
		);
		const changed = await backend.request(
			`/de/pageeditor-api/headline/${added.id}/`,
			jsonWrite(jar, 'PATCH', { content: 'Neu und besser' }),
		);
		expect(changed.status).toBe(200);
		expect(changes).toEqual([]);

		// Visitors and staff outside the draft see the published page; a visitor's draft=1 too.
		expect(await headline(backend)).toBe('Willkommen im Schloss');
		expect(await headline(backend, undefined, true)).toBe('Willkommen im Schloss');
		expect(await headline(backend, jar)).toBe('Willkommen im Schloss');
		expect(await headline(backend, jar, true)).toBe('Willkommen im Entwurf');
		expect((await backend.request(`/de/pageeditor-api/headline/${added.id}/`)).status).toBe(404);
		const visitorBlock = await parsed(
			await backend.request('/de/pageeditor-api/headline/101/'),
			ModuleSchema,
		);
		expect(visitorBlock).toMatchObject({ content: 'Willkommen im Schloss' });

		const comparison = await parsed(
			await backend.request('/de/pageeditor-api/pages/1/compare/?from=current&to=draft', { jar }),
			PageComparisonSchema,
		);
		expect(comparison.blocks.map((b) => [b.id, b.status])).toEqual(
			expect.arrayContaining([
				[101, 'kept'],
				[added.id, 'added'],
			]),
		);

		const published = await backend.request(`${DRAFT}publish/`, jsonWrite(jar, 'POST', {}));
		expect(published.status).toBe(200);
		expect(published.headers.get('etag')).toMatch(/^"/);
		expect(await headline(backend)).toBe('Willkommen im Entwurf');
		const page = await parsed(await backend.request(HOME), CmsPageSchema);
		expect(ids(page.modules)).toContain(added.id);
		expect(changes).toEqual([['/de']]);
		expect(await (await backend.request(DRAFT, { jar })).json()).toBeNull();
		const versions = await parsed(
			await backend.request('/de/pageeditor-api/pages/1/versions/', { jar }),
			PageVersionListSchema,
		);
		expect(versions[0]?.summary).toBe('Draft published');
		// After publishing, edits are live again.
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen live' }),
		);
		expect(await headline(backend)).toBe('Willkommen live');
	});

	it('discards a draft without touching the page; drafts are per locale', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request(DRAFT, jsonWrite(jar, 'POST', {}));
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen weg' }),
		);
		const english = await parsed(
			await backend.request(
				'/en/pageeditor-api/headline/101/',
				jsonWrite(jar, 'PATCH', { content: 'Live' }),
			),
			ModuleSchema,
		);
		expect(english).toMatchObject({ content: 'Live' });
		expect((await backend.request(DRAFT, jsonWrite(jar, 'DELETE', {}))).status).toBe(204);
		expect((await backend.request(DRAFT, jsonWrite(jar, 'DELETE', {}))).status).toBe(404);
		expect((await backend.request(`${DRAFT}publish/`, jsonWrite(jar, 'POST', {}))).status).toBe(
			404,
		);
		expect(await headline(backend, jar, true)).toBe('Willkommen im Schloss');

		// A page removed with its draft leaves no draft behind.
		await backend.request(DRAFT, jsonWrite(jar, 'POST', {}));
		expect(
			(await backend.request('/de/pageeditor-api/pages/1/', jsonWrite(jar, 'DELETE', {}))).status,
		).toBe(204);
		expect(await backend.db.all(sql`SELECT * FROM page_drafts`)).toEqual([]);
		expect(await backend.db.all(sql`SELECT * FROM draft_modules`)).toEqual([]);
	});

	it('keeps concurrent edits of a draft from overwriting each other', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await addUser(backend, 'second', STAFF_PASSWORD, true);
		const other = await loginAs(backend, 'second');
		await backend.request(DRAFT, jsonWrite(jar, 'POST', {}));
		const read = await backend.request('/de/pageeditor-api/headline/101/', { jar });
		const etag = read.headers.get('etag') ?? '';
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(other, 'PATCH', { content: 'Willkommen von B' }),
		);
		const late = await backend.request('/de/pageeditor-api/headline/101/', {
			...jsonWrite(jar, 'PATCH', { content: 'Willkommen von A' }),
			headers: { ...jsonWrite(jar, 'PATCH', {}).headers, 'if-match': etag },
		});
		expect(late.status).toBe(412);
		expect(await parsed(late, EditConflictSchema)).toMatchObject({ changed_by: 'second' });
		expect(await headline(backend, jar, true)).toBe('Willkommen von B');
	});

	it('takes page settings and restores while a draft exists, based on the draft view', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen alt' }),
		);
		await backend.request(DRAFT, jsonWrite(jar, 'POST', {}));
		const view = await backend.request(`${HOME}?draft=1`, { jar });
		const etag = view.headers.get('etag') ?? '';
		const withEtag = (init: RequestInit & { jar: CookieJar }) => ({
			...init,
			headers: { ...(init.headers as Record<string, string>), 'if-match': etag },
		});
		const online = await backend.request(
			'/de/pageeditor-api/pages/1/online/',
			withEtag(jsonWrite(jar, 'PATCH', { is_online: false })),
		);
		expect(online.status).toBe(200);
		const versions = await parsed(
			await backend.request('/de/pageeditor-api/pages/1/versions/', { jar }),
			PageVersionListSchema,
		);
		const before = versions.find((v) => v.summary !== 'Page set offline')?.version_id ?? 0;
		const restored = await backend.request(
			`/de/pageeditor-api/pages/1/versions/${before}/restore`,
			jsonWrite(jar, 'POST', {}),
		);
		expect(restored.status).toBe(200);
		// The version's blocks went into the draft; the published page kept its own.
		expect(await headline(backend, jar, true)).toBe('Willkommen im Schloss');
		expect(await headline(backend, jar)).toBe('Willkommen alt');
	});

	it('refuses visitors, missing CSRF, bad ids and unknown pages without changing anything', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		expect((await backend.request(DRAFT)).status).toBe(401);
		expect((await backend.request(DRAFT, { method: 'POST' })).status).toBe(403);
		expect((await backend.request(DRAFT, { method: 'POST', jar })).status).toBe(403);
		for (const id of ['0', '-1', 'abc', '%00', '99999999999999999999'])
			expect((await backend.request(`/de/pageeditor-api/pages/${id}/draft/`, { jar })).status).toBe(
				400,
			);
		expect(
			(await backend.request('/de/pageeditor-api/pages/99999/draft/', jsonWrite(jar, 'POST', {})))
				.status,
		).toBe(404);
		expect((await backend.request(`${HOME}?draft=yes`, { jar })).status).toBe(400);
		expect(
			(await backend.request('/de/pageeditor-api/pages/1/compare/?from=current&to=draft', { jar }))
				.status,
		).toBe(404);
		expect((await backend.request('/de/pageeditor-api/pages/99999/draft/', { jar })).status).toBe(
			404,
		);
		expect(await (await backend.request(DRAFT, { jar })).json()).toBeNull();
	});
});
