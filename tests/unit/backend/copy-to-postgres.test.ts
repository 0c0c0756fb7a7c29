import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { assembleBackend, type Backend } from '../../../src/backend/backend.ts';
import {
	copyToPostgres,
	CopyError,
	foreignKeyOrder,
} from '../../../src/backend/cli/copy-to-postgres.ts';
import { openDatabase } from '../../../src/backend/db/database.ts';
import { createTestDatabase } from '../../support/postgres-server.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import {
	addUser,
	CookieJar,
	jsonWrite,
	loginAs,
	NOW,
	STAFF_PASSWORD,
	tempDataDir,
	TEST_ENGINE,
	type TestBackend,
} from './harness.ts';
import { runCliOn } from './cli-run.ts';
import { packWith } from '../../../demo/pack.ts';

const opened: Backend[] = [];
afterEach(async () => {
	for (const backend of opened.splice(0)) await backend.close();
});

/** A back end on `dataDir`'s SQLite file or on `url`, whatever engine this run tests. */
async function open(dataDir: string, url?: string): Promise<TestBackend> {
	const backend = await assembleBackend({
		dataDir,
		databaseUrl: url,
		site: 'castle',
		now: () => NOW,
		content: packWith(fixtureSeeds),
	});
	opened.push(backend);
	return {
		...backend,
		dataDir,
		request: async (path, init = {}) => {
			const { jar, peer: _peer, ...rest } = init;
			const headers = new Headers(rest.headers);
			if (jar && jar.size > 0) headers.set('cookie', jar.header());
			const response = await backend.app.request(path, { ...rest, headers });
			jar?.store(response);
			return response;
		},
	};
}

/** A SQLite site after some use: an edited page, an upload, a user with a session, a cart. */
async function usedSite(): Promise<{ site: TestBackend; session: CookieJar }> {
	const site = await open(tempDataDir());
	await addUser(site, 'editor', STAFF_PASSWORD, true);
	const session = await loginAs(site, 'editor');
	const saved = await site.request(
		'/de/pageeditor-api/pages/2/',
		jsonWrite(session, 'PATCH', { headline: 'Umgezogen nach PostgreSQL' }),
	);
	expect(saved.status).toBe(200);
	const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36a' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.append('file', new File([new Uint8Array(png)], 'Umzug.png', { type: 'image/png' }));
	const uploaded = await site.request('/de/pageeditor-api/images/', {
		method: 'POST',
		jar: session,
		headers: { 'x-csrftoken': session.get('csrftoken') ?? '' },
		body: form,
	});
	expect(uploaded.status).toBe(201);
	const buyer = new CookieJar();
	buyer.set('csrftoken', 'buyer-token');
	const cart = await site.request('/api/shop-cart/', {
		method: 'POST',
		jar: buyer,
		headers: { 'content-type': 'application/json', 'x-csrftoken': 'buyer-token' },
		body: JSON.stringify({
			event_jet_id: 5002,
			quantities: [2],
			sale_type_ids: [1],
			seat_group: 1011,
		}),
	});
	expect(cart.status).toBe(200);
	return { site, session };
}

/** Calls whose answers must be the same, byte for byte, from the SQLite site and its copy. */
const SAME_ANSWERS = [
	'/pageeditor-api/page/de',
	'/pageeditor-api/pages/2/',
	'/de/api/nav',
	'/pageeditor-api/settings',
	'/de/api/events/',
	'/de/api/events/2/',
	'/de/api/productions/',
	'/api/forms/1/',
	'/pageeditor-api/changes?since=2000-01-01T00:00:00Z',
];

/** Row counts of some tables of the copied site. */
async function counts(url: string): Promise<Record<string, number>> {
	const db = await openDatabase({ dataDir: '', url });
	try {
		const result: Record<string, number> = {};
		for (const table of [
			'documents',
			'users',
			'sessions',
			'carts',
			'cart_items',
			'library_images',
		]) {
			const row = await db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM ${sql.table(table)}`);
			result[table] = Number(row?.n ?? 0);
		}
		return result;
	} finally {
		await db.close();
	}
}

if (TEST_ENGINE === 'postgres') {
	describe('npm run cms -- copy-to-postgres', () => {
		it('moves a used SQLite site into PostgreSQL, which then answers the same', async () => {
			const { site, session } = await usedSite();
			const url = await createTestDatabase(inject('postgresUrl'));

			const first = await runCliOn(['copy-to-postgres', url], site.dataDir);
			expect(first.err).toEqual([]);
			expect(first.code).toBe(0);
			expect(first.out.at(-1)).toMatch(
				/^Copied the site of .+ into 127\.0\.0\.1:\d+\/t_\w+: \d+ tables, \d+ rows, counts and hashes equal on both sides\.$/,
			);
			expect(first.out.join('\n')).toMatch(/^documents\s+\d+\s+[0-9a-f]{16}$/m);
			expect(await counts(url)).toMatchObject({
				users: 1,
				sessions: 1,
				carts: 1,
				library_images: 1,
			});
			// The search entries' text came along (search reads it from there).
			const target = await openDatabase({ dataDir: '', url });
			const indexed = await target.one<{ n: number; empty: number }>(
				sql`SELECT COUNT(*) AS n, COUNT(*) FILTER (WHERE text = '') AS empty FROM search_entries
					WHERE text LIKE '%Umgezogen nach PostgreSQL%'`,
			);
			await target.close();
			expect(indexed).toEqual({ n: 1, empty: 0 });

			const copy = await open(tempDataDir(), url);
			for (const path of SAME_ANSWERS) {
				const [before, after] = await Promise.all([site.request(path), copy.request(path)]);
				expect(after.status, path).toBe(before.status);
				expect(await after.text(), path).toBe(await before.text());
			}
			// The session made on SQLite is valid on PostgreSQL: sessions and users came along.
			const me = await copy.request('/de/api/user/', { jar: session });
			expect(await me.json()).toMatchObject({ username: 'editor' });
			// New rows get ids after the copied ones.
			await addUser(copy, 'second', STAFF_PASSWORD, false);
			const ids = await copy.db.all<{ id: number }>(sql`SELECT id FROM users ORDER BY id`);
			expect(ids.map((row) => Number(row.id))).toEqual([1, 2]);
		});

		it('changes nothing when run again, and refuses a target holding other data', async () => {
			const { site } = await usedSite();
			const url = await createTestDatabase(inject('postgresUrl'));
			expect((await copyToPostgres({ dataDir: site.dataDir, url })).outcome).toBe('copied');

			const again = await runCliOn(['copy-to-postgres', url], site.dataDir);
			expect(again.code).toBe(0);
			expect(again.out).toContain(
				'The PostgreSQL database already holds exactly this site: nothing to do.',
			);
			expect(again.out.at(-1)).toMatch(/^Unchanged: .+ \(\d+ tables, \d+ rows, all equal\)\.$/);

			// The SQLite site goes on; the target now differs from it.
			const source = await openDatabase({ dataDir: site.dataDir });
			await source.run(sql`UPDATE documents SET body = body || ' ' WHERE kind = 'page' AND id = 2`);
			await source.close();
			const refused = await runCliOn(['copy-to-postgres', url], site.dataDir);
			expect(refused.code).toBe(1);
			expect(refused.err.join('\n')).toMatch(
				/already holds other data \(.*documents: \d+ rows.*\)\. Nothing was changed\..*--replace/,
			);
			const before = await counts(url);

			const replaced = await runCliOn(['copy-to-postgres', url, '--replace'], site.dataDir);
			expect(replaced.code).toBe(0);
			expect(replaced.out.at(-1)).toMatch(/^Replaced with the site of /);
			expect(await counts(url)).toEqual(before);
			expect((await copyToPostgres({ dataDir: site.dataDir, url })).outcome).toBe('unchanged');
		});

		it('commits nothing when a row does not fit the target', async () => {
			const { site } = await usedSite();
			const url = await createTestDatabase(inject('postgresUrl'));
			const source = await openDatabase({ dataDir: site.dataDir });
			// SQLite keeps a NUL character in text; PostgreSQL will not.
			await source.run(sql`UPDATE users SET email = 'a' || char(0) || 'b'`);
			await source.close();
			await expect(copyToPostgres({ dataDir: site.dataDir, url })).rejects.toThrow(
				/^Cannot copy the rows of users into PostgreSQL \(.+\); nothing was committed\.$/,
			);
			expect(await counts(url)).toMatchObject({ documents: 0, users: 0 });
		});
	});
} else {
	describe('copy-to-postgres, the SQLite side', () => {
		it('refuses what is no PostgreSQL URL and a data dir without a site', async () => {
			const dataDir = tempDataDir();
			const wrong = await runCliOn(['copy-to-postgres', 'mysql://x/y'], dataDir);
			expect(wrong).toMatchObject({
				code: 1,
				err: ['Not a PostgreSQL URL: expected postgres://… or postgresql://…'],
			});
			await expect(copyToPostgres({ dataDir, url: 'postgres://127.0.0.1:9/x' })).rejects.toThrow(
				CopyError,
			);
			expect((await runCliOn(['copy-to-postgres'], dataDir)).err).toEqual([
				'Missing <postgres-url>.',
			]);
		});

		it('orders tables parents first', () => {
			const plans = [
				{ name: 'cart_items', parents: ['carts'] },
				{ name: 'document_tags', parents: ['documents'] },
				{ name: 'carts', parents: [] },
				{ name: 'documents', parents: [] },
			];
			expect(foreignKeyOrder(plans).map((plan) => plan.name)).toEqual([
				'carts',
				'cart_items',
				'documents',
				'document_tags',
			]);
			expect(() =>
				foreignKeyOrder([
					{ name: 'a', parents: ['b'] },
					{ name: 'b', parents: ['a'] },
				]),
			).toThrow(/cycle/);
		});
	});
}
