import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
	AuditPageSchema,
	PageVersionListSchema,
	PreviewLinkCreatedSchema,
	PreviewLinkListSchema,
	PreviewLinkSchema,
	PreviewPageSchema,
} from '../../../src/lib/contract/index.ts';
import { createPreviewLinks, hashToken } from '../../../src/backend/content/preview-links.ts';
import {
	jsonWrite,
	NOW,
	parsed,
	startBackend,
	staffJar,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

const links = (page: number, locale = 'de') =>
	`/${locale}/pageeditor-api/pages/${page}/preview-links/`;
const tokenOf = (path: string) => path.split('/').at(-1) ?? '';

/** The public read of a preview, as the site server makes it. */
const openPreview = (backend: TestBackend, token: string, locale = 'de') =>
	backend.request(`/${locale}/api/preview/`, { headers: { 'X-Preview-Token': token } });

async function create(backend: TestBackend, jar: CookieJar, body: unknown, page = 3) {
	const response = await backend.request(links(page), jsonWrite(jar, 'POST', body));
	expect(response.status).toBe(201);
	return parsed(response, PreviewLinkCreatedSchema);
}

describe('preview links', () => {
	it('opens an offline page and a version for anyone holding the link, keeps only the hash, and audits', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const current = await create(backend, jar, { state: 'current' });
		expect(current.link).toMatchObject({
			state: 'current',
			status: 'active',
			created_by_name: 'editor',
		});
		expect(Date.parse(current.link.expires_at) - NOW.getTime()).toBe(7 * 86_400_000);

		const page = await parsed(await openPreview(backend, tokenOf(current.path)), PreviewPageSchema);
		expect(page).toMatchObject({ state: 'current', locale: 'de', version_created_at: null });
		expect(page.page).toMatchObject({ id: 3, is_online: false, title: 'Intern' });
		// The page itself stays hidden from visitors.
		expect((await backend.request('/de/pageeditor-api/page/de/intern')).status).toBe(404);

		await backend.request(
			'/de/pageeditor-api/pages/3/online/',
			jsonWrite(jar, 'PATCH', { is_online: true }),
		);
		const [version] = await parsed(
			await backend.request('/de/pageeditor-api/pages/3/versions/', { jar }),
			PageVersionListSchema,
		);
		const versioned = await create(backend, jar, {
			state: 'version',
			version_id: version!.version_id,
			days: 3,
		});
		const old = await parsed(
			await openPreview(backend, tokenOf(versioned.path)),
			PreviewPageSchema,
		);
		expect(old).toMatchObject({ state: 'version', version_created_at: version!.created_at });
		expect(old.page.is_online).toBe(false);

		const answer = await backend.request(links(3), { jar });
		expect(answer.headers.get('cache-control')).toBe('private, no-store');
		const listed = await parsed(answer, PreviewLinkListSchema);
		expect(listed.map((link) => link.id)).toEqual([versioned.link.id, current.link.id]);
		expect(listed[1]?.last_used_at).toBe(NOW.toISOString());
		expect(JSON.stringify(listed)).not.toContain(tokenOf(current.path));
		const rows = await backend.db.all<Record<string, unknown>>(sql`SELECT * FROM preview_links`);
		expect(JSON.stringify(rows)).not.toContain(tokenOf(current.path));
		expect(rows.map((row) => row['token_hash'])).toContain(hashToken(tokenOf(current.path)));

		const audit = await parsed(
			await backend.request('/api/dashboard/audit-log/', { jar }),
			AuditPageSchema,
		);
		expect(audit.entries.filter((entry) => entry.action === 'preview_link_created')).toHaveLength(
			2,
		);
		expect(JSON.stringify(audit)).not.toContain(tokenOf(current.path));
		// Another locale's URL, and visitors, get nothing.
		expect((await openPreview(backend, tokenOf(current.path), 'en')).status).toBe(404);
		expect((await backend.request(links(3))).status).toBe(401);
	});

	it('revokes at once, once, and only the page’s own links', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const made = await create(backend, jar, { state: 'current' });
		const token = tokenOf(made.path);
		const revoke = (page: number, id: number | string) =>
			backend.request(`${links(page)}${id}/revoke`, jsonWrite(jar, 'POST', {}));
		expect((await revoke(2, made.link.id)).status).toBe(404);
		expect((await revoke(3, 99_999)).status).toBe(404);
		expect((await revoke(3, 'abc')).status).toBe(400);
		expect((await openPreview(backend, token)).status).toBe(200);
		// A race of revocations and opens: every answer is 200 or 404, one revocation is recorded.
		const answers = await Promise.all([
			...Array.from({ length: 4 }, () => revoke(3, made.link.id)),
			...Array.from({ length: 4 }, () => openPreview(backend, token)),
		]);
		expect(answers.every((answer) => [200, 404].includes(answer.status))).toBe(true);
		const revoked = await parsed(await revoke(3, made.link.id), PreviewLinkSchema);
		expect(revoked).toMatchObject({ status: 'revoked', revoked_by_name: 'editor' });
		expect((await openPreview(backend, token)).status).toBe(404);
		const audit = await parsed(
			await backend.request('/api/dashboard/audit-log/', { jar }),
			AuditPageSchema,
		);
		expect(audit.entries.filter((entry) => entry.action === 'preview_link_revoked')).toHaveLength(
			1,
		);
	});

	it('shows a draft until it is published or discarded, and never a later draft', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const draftUrl = '/de/pageeditor-api/pages/1/draft/';
		expect((await backend.request(draftUrl, jsonWrite(jar, 'POST', {}))).status).toBeLessThan(300);
		await backend.request(
			'/de/pageeditor-api/headline/101/',
			jsonWrite(jar, 'PATCH', { content: 'Willkommen im Entwurf' }),
		);
		const headline = (page: { modules: unknown[] }) => JSON.stringify(page.modules);
		const draft = await create(backend, jar, { state: 'draft' }, 1);
		const live = await create(backend, jar, { state: 'current' }, 1);
		const shown = await parsed(await openPreview(backend, tokenOf(draft.path)), PreviewPageSchema);
		expect(shown.state).toBe('draft');
		expect(headline(shown.page)).toContain('Willkommen im Entwurf');
		const current = await parsed(await openPreview(backend, tokenOf(live.path)), PreviewPageSchema);
		expect(headline(current.page)).not.toContain('Willkommen im Entwurf');

		expect((await backend.request(`${draftUrl}publish/`, jsonWrite(jar, 'POST', {}))).status).toBe(
			200,
		);
		expect((await openPreview(backend, tokenOf(draft.path))).status).toBe(404);
		// A new draft, a minute later, is another draft: the old link stays closed; a new one opens.
		const later = await startBackend({
			dataDir: backend.dataDir,
			now: new Date(NOW.getTime() + 60_000),
		});
		expect((await later.request(draftUrl, jsonWrite(jar, 'POST', {}))).status).toBeLessThan(300);
		expect((await openPreview(later, tokenOf(draft.path))).status).toBe(404);
		const next = await create(later, jar, { state: 'draft' }, 1);
		expect((await openPreview(later, tokenOf(next.path))).status).toBe(200);
		expect((await later.request(draftUrl, jsonWrite(jar, 'DELETE', {}))).status).toBeLessThan(300);
		expect((await openPreview(later, tokenOf(next.path))).status).toBe(404);
	});

	it('expires after its days, counted from creation', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const made = await create(backend, jar, { state: 'current', days: 1 });
		let clock = new Date(NOW.getTime() + 86_400_000 - 1);
		const store = createPreviewLinks(backend.db, 'castle', () => clock);
		expect((await store.open(tokenOf(made.path)))?.id).toBe(made.link.id);
		clock = new Date(NOW.getTime() + 86_400_000);
		expect(await store.open(tokenOf(made.path))).toBeUndefined();
		expect((await store.list(3, 'de'))[0]?.status).toBe('expired');
		// Another site's links are not this site's.
		expect(
			await createPreviewLinks(backend.db, 'region', () => NOW).open(tokenOf(made.path)),
		).toBeUndefined();
	});

	it('refuses bad input with 400, 403 or 404 and never 500, changing nothing', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const post = (body: unknown, page: number | string = 3, locale = 'de') =>
			backend.request(links(page as number, locale), jsonWrite(jar, 'POST', body));
		for (const body of [
			{},
			{ state: 'x' },
			{ state: 'current', days: 0 },
			{ state: 'current', days: 31 },
			{ state: 'current', days: 1.5 },
			{ state: 'current', days: '7' },
			{ state: 'current', version_id: 1 },
			{ state: 'version' },
			{ state: 'version', version_id: -1 },
			{ state: 'current', token: 'mine' },
			[],
		])
			expect((await post(body)).status, JSON.stringify(body)).toBe(400);
		expect((await post({ state: 'current' }, 'abc')).status).toBe(400);
		expect((await post({ state: 'current' }, 99_999)).status).toBe(404);
		expect((await post({ state: 'version', version_id: 99_999 })).status).toBe(404);
		expect((await post({ state: 'draft' })).status).toBe(404);
		expect((await post({ state: 'current' }, 3, 'ja')).status).toBe(400);
		const forged = await backend.request(links(3), {
			...jsonWrite(jar, 'POST', { state: 'current' }),
			headers: { 'content-type': 'application/json' },
		});
		expect(forged.status).toBe(403);
		for (const token of [
			'',
			'x'.repeat(5000),
			'%00',
			'..%2F..%2F',
			'a'.repeat(43),
			'\u00e4'.repeat(43),
		])
			expect((await openPreview(backend, token)).status).toBe(404);
		expect((await backend.request('/de/api/preview/')).status).toBe(404);
		expect(await createPreviewLinks(backend.db, 'castle', () => NOW).list(3, 'de')).toEqual([]);
	});
});
