import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, onTestFinished } from 'vitest';
import type { z } from 'zod';
import { createUser } from '../../../src/backend/auth/users.ts';
import {
	assembleBackend,
	type Backend,
	type BackendOptions,
} from '../../../src/backend/backend.ts';
import type { ContentChange } from '../../../src/backend/content/documents.ts';
import type { BuildSeed } from '../../../src/backend/content/seed-bundle.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import { createTestDatabase } from '../../support/postgres-server.ts';
import { packWith } from '../../../demo/pack.ts';

/** The clock of every test: Tuesday, 1 December 2026, 11:00 in Berlin. */
export const NOW = new Date('2026-12-01T10:00:00Z');

export type TestBackend = Backend & {
	dataDir: string;
	/**
	 * A request through the app; `jar` cookies are sent and updated from Set-Cookie. `peer` plays
	 * the socket Hono's node server would hand over (`c.env.incoming`); without it there is none.
	 */
	request: (
		path: string,
		init?: RequestInit & { jar?: CookieJar; peer?: Peer },
	) => Promise<Response>;
};

type Cleanup = () => void | Promise<void>;

// The back-end projects share one module graph between files (isolate: false), so a top-level
// afterEach here would run for the first file only. Cleanups belong to the running test, or —
// registered outside a test (beforeAll) — to the file, run by tests/support/backend-cleanup.ts.
let testCleanups: Cleanup[] | undefined;
const fileCleanups: Cleanup[] = [];

/** Runs `cleanup` after the current test, or after the file when no test is running. */
function onCleanup(cleanup: Cleanup, { first = false } = {}): void {
	let list = testCleanups;
	if (!list) {
		try {
			const fresh: Cleanup[] = [];
			onTestFinished(async () => {
				testCleanups = undefined;
				await runAll(fresh);
			});
			list = testCleanups = fresh;
		} catch {
			list = fileCleanups;
		}
	}
	if (first) list.unshift(cleanup);
	else list.push(cleanup);
}

async function runAll(list: Cleanup[]): Promise<void> {
	for (const cleanup of list.splice(0)) await cleanup();
}

/** Closes and removes what was made outside a test of the file that just ran (its afterAll). */
export function runFileCleanups(): Promise<void> {
	return runAll(fileCleanups);
}

/** A fresh temporary data directory, removed after the test. */
export function tempDataDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'backend-test-'));
	onCleanup(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

/** The engine this run's back ends use: `TEST_ENGINE=postgres` (the postgres project) or SQLite. */
export const TEST_ENGINE = process.env['TEST_ENGINE'] === 'postgres' ? 'postgres' : 'sqlite';

// On PostgreSQL each data dir gets its own database, so a back end reopened on it finds its data.
const databases = new Map<string, string>();

/** The database URL of `dataDir` on this run's engine (undefined on SQLite: the dir's own file). */
export async function databaseUrlOf(dataDir: string): Promise<string | undefined> {
	if (TEST_ENGINE === 'sqlite') return undefined;
	let url = databases.get(dataDir);
	if (!url) {
		url = await createTestDatabase(inject('postgresUrl'), inject('postgresTemplate'));
		databases.set(dataDir, url);
	}
	return url;
}

/** A back end on a fresh data dir (or `dataDir`), closed after the test. */
export async function startBackend(
	options: {
		site?: 'castle' | 'region';
		dataDir?: string;
		seeds?: Record<'castle' | 'region', BuildSeed>;
		onChange?: (change: ContentChange) => void;
		now?: Date;
		extraApps?: BackendOptions['extraApps'];
		media?: BackendOptions['media'];
		mail?: BackendOptions['mail'];
		searchBudget?: BackendOptions['searchBudget'];
		testClock?: BackendOptions['testClock'];
		/** The engine, when not this run's (`sqlite`: the data dir's own file, e.g. as a reference). */
		engine?: 'sqlite';
		/** On PostgreSQL: this database rather than the data dir's own (e.g. a restored one). */
		databaseUrl?: string;
	} = {},
): Promise<TestBackend> {
	const dataDir = options.dataDir ?? tempDataDir();
	const backend = await assembleBackend({
		dataDir,
		databaseUrl:
			options.engine === 'sqlite'
				? undefined
				: (options.databaseUrl ?? (await databaseUrlOf(dataDir))),
		site: options.site ?? 'castle',
		now: () => options.now ?? NOW,
		content: packWith(options.seeds ?? fixtureSeeds),
		...(options.onChange ? { onChange: options.onChange } : {}),
		...(options.extraApps ? { extraApps: options.extraApps } : {}),
		...(options.media ? { media: options.media } : {}),
		...(options.mail ? { mail: options.mail } : {}),
		...(options.searchBudget ? { searchBudget: options.searchBudget } : {}),
		...(options.testClock ? { testClock: options.testClock } : {}),
	});
	let closed: Promise<void> | undefined;
	const close = () => (closed ??= backend.close());
	onCleanup(close, { first: true });
	return {
		...backend,
		close,
		dataDir,
		request: async (path, init = {}) => {
			const { jar, peer, ...rest } = init;
			const headers = new Headers(rest.headers);
			if (jar && jar.size > 0) headers.set('cookie', jar.header());
			const env = peer
				? {
						incoming: {
							headers: Object.fromEntries(headers),
							socket: { remoteAddress: peer.address, encrypted: peer.encrypted ?? false },
						},
					}
				: undefined;
			const response = await backend.app.request(path, { ...rest, headers }, env);
			jar?.store(response);
			return response;
		},
	};
}

/** The client end of a simulated connection: its address, and whether it spoke TLS. */
export type Peer = { address: string; encrypted?: boolean };

/** A minimal cookie jar for requests through `app.request()`. */
export class CookieJar {
	readonly cookies = new Map<string, string>();

	get size(): number {
		return this.cookies.size;
	}

	get(name: string): string | undefined {
		return this.cookies.get(name);
	}

	set(name: string, value: string): void {
		this.cookies.set(name, value);
	}

	header(): string {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
	}

	store(response: Response): void {
		for (const line of response.headers.getSetCookie()) {
			const [pair = ''] = line.split(';');
			const index = pair.indexOf('=');
			const name = pair.slice(0, index).trim();
			const value = pair.slice(index + 1).trim();
			if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
			else this.cookies.set(name, value);
		}
	}
}

/** Creates a user directly in the back end's database. */
export async function addUser(
	backend: Pick<TestBackend, 'db'>,
	username: string,
	password: string,
	isStaff: boolean,
): Promise<void> {
	await createUser(backend.db, {
		username,
		password,
		isStaff,
		email: `${username}@example.org`,
		now: NOW,
	});
}

export const STAFF_PASSWORD = 'correct horse battery';

/** Logs in through the login form; answers the jar holding the session and CSRF cookies. */
export async function loginAs(
	backend: TestBackend,
	username: string,
	password = STAFF_PASSWORD,
): Promise<CookieJar> {
	const jar = new CookieJar();
	await backend.request('/accounts/login/?next=/de', { jar });
	const form = new URLSearchParams({
		username,
		password,
		next: '/de',
		csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
	});
	const response = await backend.request('/accounts/login/', { method: 'POST', body: form, jar });
	if (response.status !== 302) throw new Error(`login failed with ${response.status}`);
	return jar;
}

/** A signed-in staff member's cookie jar (user 'editor'). */
export async function staffJar(backend: TestBackend): Promise<CookieJar> {
	await addUser(backend, 'editor', STAFF_PASSWORD, true);
	return loginAs(backend, 'editor');
}

/** Headers of a JSON write carrying the jar's CSRF token. */
export function jsonWrite(
	jar: CookieJar,
	method: string,
	body: unknown,
): RequestInit & { jar: CookieJar } {
	return {
		method,
		jar,
		headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
		body: JSON.stringify(body),
	};
}

/** Reads a JSON answer and parses it with `schema` (throws on a contract mismatch). */
export async function parsed<S extends z.ZodType>(
	response: Response,
	schema: S,
): Promise<z.output<S>> {
	return schema.parse(await response.json());
}
