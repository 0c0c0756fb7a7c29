/**
 * Sessions, CSRF and login limits with several back ends on one database (no sticky sessions):
 * everything they need lives in the database, so a client may reach any instance with any
 * request; and concurrent attempts cannot race past the login limit (PostgreSQL: row locks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LoginLimit } from '../../../src/backend/auth/login-limit.ts';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import { CmsPageSchema, LoginStateSchema } from '../../../src/lib/contract/index.ts';
import {
	addUser,
	CookieJar,
	databaseUrlOf,
	jsonWrite,
	loginAs,
	NOW,
	parsed,
	STAFF_PASSWORD,
	startBackend,
	tempDataDir,
	TEST_ENGINE,
	type TestBackend,
} from './harness.ts';

const opened: Database[] = [];
afterEach(async () => {
	for (const db of opened.splice(0)) await db.close();
});

async function twoBackends(): Promise<[TestBackend, TestBackend]> {
	const a = await startBackend();
	const b = await startBackend({ dataDir: a.dataDir });
	await addUser(a, 'editor', STAFF_PASSWORD, true);
	return [a, b];
}

async function loggedIn(backend: TestBackend, jar: CookieJar): Promise<boolean> {
	return (await parsed(await backend.request('/api/user', { jar }), LoginStateSchema)).logged;
}

/** A login form POST through `backend` from `address`, with its own CSRF cookie. */
async function tryLogin(backend: TestBackend, password: string, address: string) {
	const jar = new CookieJar();
	await backend.request('/accounts/login/', { jar });
	return backend.request('/accounts/login/', {
		method: 'POST',
		jar,
		peer: { address },
		body: new URLSearchParams({
			username: 'editor',
			password,
			csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
		}),
	});
}

describe('two back ends on one database', () => {
	it('take a session and its CSRF token made on A for a staff write on B; a logout on B ends it on A', async () => {
		const [a, b] = await twoBackends();
		const jar = await loginAs(a, 'editor');
		expect(await loggedIn(b, jar)).toBe(true);
		const saved = await b.request(
			'/de/pageeditor-api/pages/2/',
			jsonWrite(jar, 'PATCH', { headline: 'Über B gespeichert' }),
		);
		expect(saved.status).toBe(200);
		const page = await parsed(
			await a.request('/de/pageeditor-api/pages/2/', { jar }),
			CmsPageSchema,
		);
		expect(page.headline).toBe('Über B gespeichert');
		// B checks the token against the session, not against anything A kept in memory.
		const forged = await b.request('/de/pageeditor-api/pages/2/', {
			...jsonWrite(jar, 'PATCH', { headline: 'x' }),
			headers: { 'content-type': 'application/json', 'x-csrftoken': 'made-up' },
		});
		expect(forged.status).toBe(403);

		const out = await b.request('/accounts/logout/', {
			method: 'POST',
			jar,
			headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
			body: '{}',
		});
		expect(out.status).toBe(200);
		expect(await loggedIn(a, jar)).toBe(false);
	});

	it('count wrong passwords spread over A and B together: the 11th is refused, even the right one', async () => {
		const [a, b] = await twoBackends();
		for (let i = 0; i < 10; i++) {
			const failed = await tryLogin(i % 2 === 0 ? a : b, `wrong-${i}`, '203.0.113.9');
			expect(failed.status, `try ${i + 1}`).toBe(400);
		}
		expect((await tryLogin(b, 'wrong-10', '203.0.113.9')).status).toBe(429);
		expect((await tryLogin(a, STAFF_PASSWORD, '203.0.113.9')).status).toBe(429);
		// The owner elsewhere is not locked out.
		expect((await tryLogin(b, STAFF_PASSWORD, '192.0.2.10')).status).toBe(302);
	});
});

describe('the login limit under concurrency', () => {
	it('lets exactly 10 of 40 simultaneous attempts through, over two connection pools', async () => {
		const dataDir = tempDataDir();
		const url = await databaseUrlOf(dataDir);
		const first = await openDatabase({ dataDir, url });
		opened.push(first);
		// Two pools on PostgreSQL, as two instances have. Two SQLite connections in one process
		// would block each other's event loop on the file lock; processes are tested below.
		const second = TEST_ENGINE === 'postgres' ? await openDatabase({ dataDir, url }) : first;
		if (second !== first) opened.push(second);
		const limits = [first, second].map((db) => new LoginLimit(db, () => NOW.getTime()));
		const answers = await Promise.all(
			Array.from({ length: 40 }, (_, i) =>
				limits[i % 2]!.reserve({ address: '198.51.100.7', username: 'editor' }),
			),
		);
		expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
		expect(answers.filter((answer) => !answer.allowed)).toHaveLength(30);
	});

	it('checks exactly 10 passwords of 40 concurrent tries through the routes of A and B', async () => {
		const a = await startBackend();
		// As above: a second back end in this process on PostgreSQL, the same one on SQLite (whose
		// processes share the limit through the file's write lock, accounts-real-server.test.ts).
		const b = TEST_ENGINE === 'postgres' ? await startBackend({ dataDir: a.dataDir }) : a;
		await addUser(a, 'editor', STAFF_PASSWORD, true);
		const answers = await Promise.all(
			Array.from({ length: 40 }, (_, i) =>
				tryLogin(i % 2 === 0 ? a : b, `wrong-${i}`, '198.51.100.8'),
			),
		);
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.filter((status) => status === 400)).toHaveLength(10);
		expect(statuses.filter((status) => status === 429)).toHaveLength(30);
		expect((await tryLogin(b, STAFF_PASSWORD, '192.0.2.10')).status).toBe(302);
	});
});
