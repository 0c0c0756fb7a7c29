import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase, type Database } from '../../../src/backend/db/database.ts';

let dataDir: string;
let db: Database;

beforeEach(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'group-commit-'));
	db = await openDatabase({ dataDir });
	await db.run(sql`CREATE TABLE seats (buyer INTEGER NOT NULL)`);
	await db.run(sql`CREATE TABLE parent (id INTEGER PRIMARY KEY)`);
	await db.run(
		sql`CREATE TABLE child (parent_id INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)`,
	);
});
afterEach(async () => {
	await db.close();
	rmSync(dataDir, { recursive: true, force: true });
});

/** What another connection to the same file sees: only what has been committed. */
function committedBuyers(): number[] {
	const other = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
	try {
		return other
			.prepare('SELECT buyer FROM seats ORDER BY buyer')
			.all()
			.map((row) => Number(row['buyer']));
	} finally {
		other.close();
	}
}

const buy = (buyer: number) =>
	db.transaction(async () => {
		await db.run(sql`INSERT INTO seats (buyer) VALUES (${buyer})`);
		return buyer;
	});

describe('transactions that wait for the embedded database commit together', () => {
	it('stores every one of many concurrent transactions, each answered with its own result', async () => {
		const buyers = Array.from({ length: 100 }, (_, index) => index);
		expect(await Promise.all(buyers.map(buy))).toEqual(buyers);
		expect(committedBuyers()).toEqual(buyers);
	});

	it('answers a transaction only once what it wrote is committed', async () => {
		const seen = await Promise.all(
			[1, 2, 3, 4].map((buyer) => buy(buyer).then(() => committedBuyers().includes(buyer))),
		);
		expect(seen).toEqual([true, true, true, true]);
	});

	it('rolls back a failing transaction alone, with its own error; the others are stored', async () => {
		const failing = db.transaction(async () => {
			await db.run(sql`INSERT INTO seats (buyer) VALUES (99)`);
			throw new Error('sold out');
		});
		const results = await Promise.allSettled([buy(1), failing, buy(2), buy(3)]);
		expect(results.map((result) => result.status)).toEqual([
			'fulfilled',
			'rejected',
			'fulfilled',
			'fulfilled',
		]);
		expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('sold out'));
		expect(committedBuyers()).toEqual([1, 2, 3]);
	});

	it('stores nothing of a group whose commit fails, and tells every member', async () => {
		// Keep the connection busy so the next three queue up and share one commit.
		const blocker = buy(0);
		const orphan = db.transaction(async () => {
			await db.run(sql`INSERT INTO child (parent_id) VALUES (404)`);
		});
		const results = await Promise.allSettled([blocker, buy(1), orphan, buy(2)]);
		expect(results[0]?.status).toBe('fulfilled');
		expect(results.slice(1).map((result) => result.status)).toEqual([
			'rejected',
			'rejected',
			'rejected',
		]);
		expect(committedBuyers()).toEqual([0]);
		// The database goes on working after the failed group.
		await buy(5);
		expect(committedBuyers()).toEqual([0, 5]);
	});

	it('lets a transaction started inside another join it', async () => {
		await Promise.all([
			buy(1),
			db.transaction(async () => {
				await db.run(sql`INSERT INTO seats (buyer) VALUES (2)`);
				await db.transaction(() => db.run(sql`INSERT INTO seats (buyer) VALUES (3)`));
			}),
		]);
		expect(committedBuyers()).toEqual([1, 2, 3]);
	});
});

describe('a transaction in a group', () => {
	it("runs in its caller's async context, whichever caller started the group", async () => {
		const request = new AsyncLocalStorage<string>();
		const seen = await Promise.all(
			['a', 'b', 'c'].map((name) =>
				request.run(name, () =>
					db.transaction(async () => {
						await db.run(sql`INSERT INTO seats (buyer) VALUES (1)`);
						return request.getStore();
					}),
				),
			),
		);
		expect(seen).toEqual(['a', 'b', 'c']);
	});
});
