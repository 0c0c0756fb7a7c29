import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	announceChange,
	listenForChanges,
	noticePayload,
	parseNotice,
	type NoticeChange,
} from '../../../src/backend/content/change-notify.ts';
import type { ContentChange } from '../../../src/backend/content/documents.ts';
import { changesSince, recordChange } from '../../../src/backend/content/change-feed.ts';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import {
	createTestDatabase,
	startTestPostgres,
	type TestPostgres,
} from '../../support/postgres-server.ts';

/**
 * The change notices between instances on a real PostgreSQL server of this test's own (it is
 * stopped and started again, which the run's shared server must not be).
 */

const change = (paths: string[], site = 'castle'): ContentChange => ({
	site,
	kind: 'page',
	id: 1,
	locale: 'de',
	paths,
});

describe('notice payloads', () => {
	it('carry the change, or only the site when the change would not fit a NOTIFY', () => {
		expect(parseNotice(noticePayload(change(['/de/a'])))).toEqual({
			site: 'castle',
			change: { kind: 'page', locale: 'de', paths: ['/de/a'] },
		});
		const huge = change(Array.from({ length: 400 }, (_, i) => `/de/a-long-path-number-${i}`));
		const payload = noticePayload(huge);
		expect(Buffer.byteLength(payload)).toBeLessThan(8000);
		expect(parseNotice(payload)).toEqual({ site: 'castle' });
	});

	it('ignore what is not a notice', () => {
		expect(parseNotice('not json')).toBeNull();
		expect(parseNotice('{"kind":"page"}')).toBeNull();
		expect(parseNotice(undefined)).toBeNull();
	});
});

describe('listening on PostgreSQL', () => {
	let server: TestPostgres;
	let url: string;
	let db: Database;

	beforeAll(async () => {
		server = await startTestPostgres();
		url = await createTestDatabase(server.url);
		db = await openDatabase({ dataDir: '', url });
	}, 60_000);

	afterAll(async () => {
		await db?.close();
		await server?.stop();
	});

	/** A listener of `site` that records what it hears. */
	function listen(site = 'castle') {
		const heard: NoticeChange[] = [];
		const states: boolean[] = [];
		const catchUps = vi.fn();
		const listener = listenForChanges({
			url,
			site,
			onChange: (entry) => heard.push(entry),
			onCatchUp: catchUps,
			onState: (connected) => states.push(connected),
			retryMs: 50,
			maxRetryMs: 200,
			heartbeatMs: 200,
		});
		return { listener, heard, states, catchUps };
	}

	it('hears committed changes of its site, and catches up when a change is too big', async () => {
		const { listener, heard, catchUps } = listen();
		try {
			await vi.waitFor(() => expect(listener.connected).toBe(true));
			// Reading the feed once listening: nothing announced before is missed.
			expect(catchUps).toHaveBeenCalledTimes(1);
			await announceChange(db, change(['/de/other'], 'region'));
			await announceChange(db, change(['/de/one']));
			await vi.waitFor(() =>
				expect(heard).toEqual([{ kind: 'page', locale: 'de', paths: ['/de/one'] }]),
			);
			await announceChange(db, change(Array.from({ length: 400 }, (_, i) => `/de/long-path-${i}`)));
			await vi.waitFor(() => expect(catchUps).toHaveBeenCalledTimes(2));
		} finally {
			await listener.close();
		}
	});

	it('hears a change announced in a transaction only once it commits, and never a rolled-back one', async () => {
		const { listener, heard } = listen();
		try {
			await vi.waitFor(() => expect(listener.connected).toBe(true));
			await expect(
				db.transaction(async () => {
					await announceChange(db, change(['/de/rolled-back']));
					throw new Error('abort');
				}),
			).rejects.toThrow('abort');
			await db.transaction(async () => {
				await announceChange(db, change(['/de/committed']));
				// Not yet delivered while the transaction is open.
				await db.one(sql`SELECT pg_sleep(0.2)`);
				expect(heard).toEqual([]);
			});
			await vi.waitFor(() =>
				expect(heard.map((entry) => entry.paths[0])).toEqual(['/de/committed']),
			);
		} finally {
			await listener.close();
		}
	});

	it('survives the database going away, reconnects by itself and catches up', async () => {
		const { listener, heard, states, catchUps } = listen();
		try {
			await vi.waitFor(() => expect(listener.connected).toBe(true));
			// A query in flight when the server stops fails; its connection's error crashes nothing.
			const inFlight = db.one(sql`SELECT pg_sleep(5)`);
			const inTransaction = db.transaction(async () => {
				await db.one(sql`SELECT 1`);
				await db.one(sql`SELECT pg_sleep(5)`);
			});
			await vi.waitFor(async () => {
				const busy = await db.one<{ n: number }>(
					sql`SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(5%'`,
				);
				expect(busy?.n).toBe(2);
			});
			const failed = Promise.all(
				[inFlight, inTransaction].map((query) =>
					query.then(
						() => false,
						() => true,
					),
				),
			);
			await server.pause();
			expect(await failed).toEqual([true, true]);
			await vi.waitFor(() => expect(listener.connected).toBe(false), { timeout: 5000 });
			// The back end's queries fail while it is gone; they do not crash the process.
			await expect(db.one(sql`SELECT 1`)).rejects.toThrow();
			await server.resume();
			await vi.waitFor(() => expect(listener.connected).toBe(true), { timeout: 10_000 });
			// Once for the first connection, once after reconnecting.
			expect(catchUps).toHaveBeenCalledTimes(2);
			expect(states).toEqual([true, false, true]);
			await vi.waitFor(async () => expect(await db.one(sql`SELECT 1 AS one`)).toEqual({ one: 1 }), {
				timeout: 5000,
			});
			await announceChange(db, change(['/de/after']));
			await vi.waitFor(() => expect(heard.map((entry) => entry.paths[0])).toEqual(['/de/after']));
		} finally {
			await listener.close();
		}
	}, 40_000);

	it('hears every change recorded in the change feed, once its transaction commits', async () => {
		const { listener, heard } = listen();
		try {
			await vi.waitFor(() => expect(listener.connected).toBe(true));
			await db.transaction(async () => {
				await recordChange(db, change(['/de/recorded']), new Date());
				await recordChange(db, { ...change(['/en/recorded']), locale: 'en' }, new Date());
			});
			await vi.waitFor(() =>
				expect(heard).toEqual([
					{ kind: 'page', locale: 'de', paths: ['/de/recorded'] },
					{ kind: 'page', locale: 'en', paths: ['/en/recorded'] },
				]),
			);
			const feed = await changesSince(db, 'castle', new Date(0));
			expect(feed.map((entry) => entry.paths[0])).toEqual(['/de/recorded', '/en/recorded']);
		} finally {
			await listener.close();
		}
	});

	it('announces nothing on SQLite', async () => {
		const sqliteDb = { engine: 'sqlite', one: vi.fn() } as unknown as Database;
		await announceChange(sqliteDb, change(['/de/x']));
		expect(sqliteDb.one).not.toHaveBeenCalled();
	});
});
