/**
 * The account routes of a real back-end process (`src/server/serve-backend.ts`) over raw sockets, where
 * no client normalises what is sent. The login limit: a burst of concurrent wrong passwords for
 * one account, with made-up X-Forwarded-For addresses, from a client that is no trusted proxy; an
 * answer 400 ('wrong password') means the password was checked, 429 that it was refused before
 * any hashing. Redirects: every off-site `next` variant, encoded and raw.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { mountBackend } from '../../../src/server/backend-handler.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawGet, rawRequest, type RawAnswer } from '../../support/raw-http.ts';
import { addUser, databaseUrlOf, STAFF_PASSWORD, startBackend, tempDataDir } from './harness.ts';
import { OFF_SITE_ATTEMPTS } from './redirect-variants.ts';

const PORT = 5201;
const BURST = 300;
const STRANGER = '127.0.0.2';
const OWNER = '127.0.0.3';

let server: ChildProcess | undefined;
afterEach(() => {
	server?.kill('SIGTERM');
	server = undefined;
});

/** Starts `src/server/serve-backend.ts` on the data dir's database (PostgreSQL in the postgres project). */
async function startServer(dataDir: string): Promise<void> {
	const databaseUrl = await databaseUrlOf(dataDir);
	const child = spawn('node_modules/.bin/node', ['src/server/serve-backend.ts'], {
		env: {
			...process.env,
			DATA_DIR: dataDir,
			PORT: String(PORT),
			HOST: '127.0.0.1',
			...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	server = child;
	return new Promise((resolve, reject) => {
		child.stdout.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('Back end')) resolve();
		});
		child.on('exit', (code) => reject(new Error(`back end exited with ${code}`)));
	});
}

function login(
	fields: Record<string, string>,
	from: string,
	extraHeaders: string[] = [],
): Promise<RawAnswer> {
	const token = 'a'.repeat(43);
	const body = new URLSearchParams({ ...fields, csrfmiddlewaretoken: token }).toString();
	const head = [
		'POST /accounts/login/ HTTP/1.1',
		'Host: 127.0.0.1',
		'Content-Type: application/x-www-form-urlencoded',
		`Content-Length: ${Buffer.byteLength(body)}`,
		`Cookie: csrftoken=${token}`,
		...extraHeaders,
		'Connection: close',
	];
	return rawRequest(PORT, `${head.join('\r\n')}\r\n\r\n${body}`, {
		localAddress: from,
		timeoutMs: 60_000,
	});
}

describe('login limit under a concurrent burst (real server)', () => {
	it('checks at most 10 passwords of 300 concurrent tries, ignores spoofed addresses and lets the owner in', async () => {
		const dataDir = tempDataDir();
		const seeding = await startBackend({ dataDir });
		await addUser(seeding, 'editor', STAFF_PASSWORD, true);
		await seeding.close();
		await startServer(dataDir);

		const answers = await Promise.all(
			Array.from({ length: BURST }, (_, i) =>
				login({ username: 'editor', password: `wrong-${i}` }, STRANGER, [
					`X-Forwarded-For: 198.51.${i >> 8}.${i & 255}`,
				]),
			),
		);
		const checked = answers.filter((answer) => answer.status === 400).length;
		const refused = answers.filter((answer) => answer.status === 429).length;
		console.log(`login burst: ${checked} of ${BURST} passwords checked, ${refused} refused`);
		expect(checked + refused).toBe(BURST);
		expect(checked).toBeLessThanOrEqual(10);

		// The stranger's next try, even with the right password, is refused…
		const stranger = await login({ username: 'editor', password: STAFF_PASSWORD }, STRANGER);
		expect(stranger.status).toBe(429);
		// …while the owner, at an address of their own, still gets in.
		const owner = await login({ username: 'editor', password: STAFF_PASSWORD, next: '/de' }, OWNER);
		expect(owner.status).toBe(302);
		expect(owner.headers['location']).toBe('/de');
	}, 120_000);
});

describe('redirects (real server, raw requests)', () => {
	it('sends no logout off-site, whatever next holds, encoded or raw', async () => {
		await startServer(tempDataDir());
		const site = 'http://127.0.0.1';
		const targets = OFF_SITE_ATTEMPTS.flatMap((next) => {
			const encoded = `/accounts/logout/?next=${encodeURIComponent(next)}`;
			// As raw bytes too, where the request line can carry them at all.
			const raw = /[\s\u0000-\u001f\u007f-\u009f]/.test(next)
				? []
				: [`/accounts/logout/?next=${next}`];
			return [encoded, ...raw];
		});
		for (const target of targets) {
			const answer = await rawGet(PORT, target);
			// Node's HTTP parser refuses raw non-ASCII in the request line (400): no redirect at all.
			expect([302, 400], target).toContain(answer.status);
			const location = answer.headers['location'] ?? '';
			expect(new URL(location, `${site}/accounts/logout/`).origin, target).toBe(site);
		}
	}, 120_000);
});

describe("the site server's embedded back end", () => {
	it("reads the client's socket, as the standalone back end does", async () => {
		const dataDir = tempDataDir();
		const seeding = await startBackend({ dataDir });
		await addUser(seeding, 'editor', STAFF_PASSWORD, true);
		await seeding.close();
		// mountBackend reads DATABASE_URL as the server does.
		vi.stubEnv('DATABASE_URL', await databaseUrlOf(dataDir));
		const mount = await mountBackend({ externalUrl: null, dataDir, site: 'castle' }).finally(() =>
			vi.unstubAllEnvs(),
		);
		// As src/server/start.ts answers back-end paths.
		const listener = getRequestListener(mount.fetch);
		const site = createServer((req, res) => void listener(req, res));
		await new Promise<void>((resolve) => site.listen(PORT, '127.0.0.1', resolve));
		try {
			for (let i = 0; i < 10; i++) {
				const failed = await login({ username: 'editor', password: 'wrong' }, STRANGER);
				expect(failed.status).toBe(400);
			}
			expect((await login({ username: 'editor', password: STAFF_PASSWORD }, STRANGER)).status).toBe(
				429,
			);
			expect((await login({ username: 'editor', password: STAFF_PASSWORD }, OWNER)).status).toBe(
				302,
			);
		} finally {
			site.closeAllConnections();
			await new Promise((resolve) => site.close(resolve));
			await mount.close();
		}
	}, 60_000);
});
