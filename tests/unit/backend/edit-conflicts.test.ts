import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
	CmsPageSchema,
	ContainerSchema,
	EditConflictSchema,
	PresenceAnswerSchema,
} from '../../../src/lib/contract/index.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	NOW,
	parsed,
	startBackend,
	STAFF_PASSWORD,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

const HEADLINE = '/de/pageeditor-api/headline/101/';
const TEXT = '/de/pageeditor-api/text/102/';

/** A JSON write that names the version it is based on. */
function conditional(jar: CookieJar, method: string, body: unknown, etag: string | null) {
	const init = jsonWrite(jar, method, body);
	return {
		...init,
		headers: { ...(init.headers as Record<string, string>), 'if-match': etag ?? '' },
	};
}

/** Two staff members, Anna and Ben, signed in on `backend`. */
async function twoEditors(backend: TestBackend): Promise<{ anna: CookieJar; ben: CookieJar }> {
	await addUser(backend, 'anna', STAFF_PASSWORD, true);
	await addUser(backend, 'ben', STAFF_PASSWORD, true);
	await backend.db.run(sql`UPDATE users SET first_name = 'Anna', last_name = 'Schmidt'
		WHERE username = 'anna'`);
	return { anna: await loginAs(backend, 'anna'), ben: await loginAs(backend, 'ben') };
}

async function read(backend: TestBackend, path: string, jar: CookieJar) {
	const response = await backend.request(path, { jar });
	expect(response.status).toBe(200);
	return { etag: response.headers.get('etag'), body: (await response.json()) as object };
}

// One back end for the file (each costs a database and two password hashes): the tests touch
// different blocks and pages, or read the version they start from.
let backend: TestBackend;
let anna: CookieJar;
let ben: CookieJar;
beforeAll(async () => {
	backend = await startBackend();
	({ anna, ben } = await twoEditors(backend));
});

describe('edit conflicts (ETag / If-Match / 412)', () => {
	it('answers versions, refuses a stale write with who and when, and never confuses blocks', async () => {
		const headline = await read(backend, HEADLINE, ben);
		const text = await read(backend, TEXT, ben);
		const page = await read(backend, '/pageeditor-api/page/de', ben);
		expect(headline.etag).toMatch(/^"[\w-]{22}"$/);
		expect(new Set([headline.etag, text.etag, page.etag]).size).toBe(3);

		// Anna saves the headline; her answer's version is what the next read gives.
		const saved = await backend.request(
			HEADLINE,
			conditional(anna, 'PUT', { ...headline.body, content: 'Annas Titel' }, headline.etag),
		);
		expect(saved.status).toBe(200);
		const annas = (await read(backend, HEADLINE, ben)).etag;
		expect(saved.headers.get('etag')).toBe(annas);
		expect(annas).not.toBe(headline.etag);

		// Ben's save based on the old version is refused and changes nothing.
		const stale = await backend.request(
			HEADLINE,
			conditional(ben, 'PUT', { ...headline.body, content: 'Bens Titel' }, headline.etag),
		);
		expect(stale.status).toBe(412);
		const conflict = EditConflictSchema.parse(await stale.json());
		expect(conflict).toMatchObject({
			changed_by: 'Anna Schmidt',
			changed_at: NOW.toISOString(),
			etag: annas,
		});
		const after = await parsed(await backend.request(HEADLINE, { jar: ben }), ContainerSchema);
		expect(after).toMatchObject({ content: 'Annas Titel' });
		// …as are PATCH, DELETE and a new block in its section (the section changed with it).
		for (const [method, path] of [
			['PATCH', HEADLINE],
			['DELETE', HEADLINE],
			['POST', '/de/pageeditor-api/text/'],
		] as const) {
			const body = method === 'POST' ? { parent: 100, content: '<p>x</p>', slug: 'x' } : {};
			const section =
				method === 'POST'
					? (await read(backend, '/de/pageeditor-api/section/100/', ben)).etag
					: null;
			const versionOf = method === 'POST' ? `"stale"` : headline.etag;
			expect((await backend.request(path, conditional(ben, method, body, versionOf))).status).toBe(
				412,
			);
			if (section !== null) {
				const fresh = await backend.request(path, conditional(ben, method, body, section));
				expect(fresh.status).toBe(201);
			}
		}

		// The text block was not touched by Anna: Ben's save with its old version goes through.
		const other = await backend.request(
			TEXT,
			conditional(ben, 'PUT', { ...text.body, content: '<p>Neu</p>' }, text.etag),
		);
		expect(other.status).toBe(200);
		// With the version the 412 named, Ben overwrites Anna's headline on purpose.
		const overwrite = await backend.request(
			HEADLINE,
			conditional(ben, 'PUT', { ...headline.body, content: 'Bens Titel' }, conflict.etag),
		);
		expect(overwrite.status).toBe(200);
		// `*` and no If-Match write whatever is stored; a weak tag never matches.
		for (const [etag, status] of [
			['*', 200],
			[null, 200],
			[`W/${conflict.etag}`, 412],
			['"a", "b", garbage', 412],
		] as const) {
			const init = conditional(ben, 'PATCH', { preline: 'p' }, etag);
			expect((await backend.request(HEADLINE, init)).status).toBe(status);
		}
		const tooMany = Array.from({ length: 30 }, (_, i) => `"${i}"`).join(',');
		const refused = await backend.request(HEADLINE, conditional(ben, 'PATCH', {}, tooMany));
		expect(refused.status).toBe(400);
	});

	it('checks page writes: online switch, restore and the page repository', async () => {
		const page = await read(backend, '/de/pageeditor-api/pages/2/', ben);
		expect(page.etag).toBe((await read(backend, '/pageeditor-api/page/de/agb', ben)).etag);
		const renamed = await backend.request(
			'/de/pageeditor-api/pages/2/',
			conditional(anna, 'PATCH', { headline: 'Von Anna' }, page.etag),
		);
		expect(renamed.status).toBe(200);
		const [version] = (await (
			await backend.request('/de/pageeditor-api/pages/2/versions/', { jar: ben })
		).json()) as { version_id: number }[];
		const attempts = [
			['PATCH', '/de/pageeditor-api/pages/2/online/', { is_online: false }],
			['POST', `/de/pageeditor-api/pages/2/versions/${version?.version_id}/restore`, {}],
			['PATCH', '/de/pageeditor-api/pages/2/', { headline: 'Von Ben' }],
			['PUT', '/de/pageeditor-api/pages/2/', page.body],
			['DELETE', '/de/pageeditor-api/pages/2/', {}],
		] as const;
		for (const [method, path, body] of attempts) {
			const response = await backend.request(path, conditional(ben, method, body, page.etag));
			expect(response.status, `${method} ${path}`).toBe(412);
			expect(EditConflictSchema.parse(await response.json()).changed_by).toBe('Anna Schmidt');
		}
		const current = await parsed(
			await backend.request('/de/pageeditor-api/pages/2/', { jar: ben }),
			CmsPageSchema,
		);
		expect(current).toMatchObject({ headline: 'Von Anna', is_online: true });
		const fresh = await read(backend, '/de/pageeditor-api/pages/2/', ben);
		const offline = await backend.request(
			'/de/pageeditor-api/pages/2/online/',
			conditional(ben, 'PATCH', { is_online: false }, fresh.etag),
		);
		expect(offline.status).toBe(200);
		expect(offline.headers.get('etag')).toBe(
			(await read(backend, '/de/pageeditor-api/pages/2/', ben)).etag,
		);
	});

	it('lets exactly one of two sessions racing on one version win', async () => {
		for (let round = 0; round < 3; round++) {
			const { etag, body } = await read(backend, HEADLINE, anna);
			const saves = await Promise.all(
				[anna, ben, anna, ben].map((jar, i) =>
					backend.request(
						HEADLINE,
						conditional(jar, 'PUT', { ...body, content: `Runde ${round} Nr. ${i}` }, etag),
					),
				),
			);
			const statuses = saves.map((response) => response.status).sort();
			expect(statuses).toEqual([200, 412, 412, 412]);
			const winner = saves.findIndex((response) => response.status === 200);
			const stored = await parsed(await backend.request(HEADLINE, { jar: ben }), ContainerSchema);
			expect(stored).toMatchObject({ content: `Runde ${round} Nr. ${winner}` });
		}
	});
});

describe('presence (also editing: NAME)', () => {
	const beat = (backend: TestBackend, jar: CookieJar, body: unknown) =>
		backend.request('/de/pageeditor-api/presence/', jsonWrite(jar, 'POST', body));
	const others = async (response: Response) =>
		PresenceAnswerSchema.parse(await response.json()).others.map((other) => other.name);

	it('lists the others on the same page across instances, until they leave or expire', async () => {
		const first = backend;
		// A second instance on the same database, 10 s later; a third 31 s after the first.
		const second = await startBackend({
			dataDir: first.dataDir,
			now: new Date(NOW.getTime() + 10_000),
		});
		const path = { path: '/de/besuch/anreise' };
		expect(await others(await beat(first, anna, path))).toEqual([]);
		expect(await others(await beat(second, ben, path))).toEqual(['Anna Schmidt']);
		expect(await others(await beat(second, ben, { path: '/de/agb' }))).toEqual([]);
		expect(await others(await beat(first, anna, path))).toEqual(['ben']);
		// Ben leaves: Anna is alone at her next beat.
		expect((await beat(second, ben, { ...path, leave: true })).status).toBe(200);
		expect(await others(await beat(first, anna, path))).toEqual([]);
		// Ben comes back, then stops beating: 31 s later he is gone, and so is his row.
		await beat(first, ben, path);
		const later = await startBackend({
			dataDir: first.dataDir,
			now: new Date(NOW.getTime() + 31_000),
		});
		expect(await others(await beat(later, anna, path))).toEqual([]);
		const rows = await later.db.all<{ path: string }>(
			sql`SELECT path FROM editor_presence ORDER BY path`,
		);
		// Anna's fresh beat, and Ben's 21-second-old one on the other page.
		expect(rows.map((row) => row.path)).toEqual(['/de/agb', path.path]);
	});

	it('is for staff with a CSRF token and valid paths only', async () => {
		const before = await backend.db.all(sql`SELECT * FROM editor_presence`);
		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const visitor = await loginAs(backend, 'visitor');
		expect((await beat(backend, visitor, { path: '/de' })).status).toBe(403);
		const noToken = await backend.request('/de/pageeditor-api/presence/', {
			method: 'POST',
			jar: anna,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ path: '/de' }),
		});
		expect(noToken.status).toBe(403);
		for (const body of [
			{ path: 'de/x' },
			{ path: `/${'a'.repeat(600)}` },
			{ path: '/de?edit' },
			{ path: 7 },
			{ path: '/de', leave: 'yes' },
			{},
		]) {
			expect((await beat(backend, anna, body)).status, JSON.stringify(body)).toBe(400);
		}
		const raw = await backend.request('/de/pageeditor-api/presence/', {
			...jsonWrite(anna, 'POST', null),
			body: '\u0000\u00ff{',
		});
		expect(raw.status).toBe(400);
		expect(await backend.db.all(sql`SELECT * FROM editor_presence`)).toEqual(before);
	});
});
