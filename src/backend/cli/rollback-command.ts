import { resolve } from 'node:path';
import { Releases } from '../../server/rebuild/releases.ts';
import { parseCommand, type CliOutput } from './command-line.ts';

export const ROLLBACK_USAGE = `  rollback      Serves the build before the current one again (Publish keeps the last two;
                the oldest fallback is DIST_DIR itself, default dist/<SITE>). A running site
                server switches to it within 5 s, without a failed request.`;

/** The folder `npm run build` wrote for this SITE (DIST_DIR, else dist/<SITE>). */
const distDirOf = (env: NodeJS.ProcessEnv) =>
	resolve(env['DIST_DIR'] || `dist/${env['SITE'] === 'region' ? 'region' : 'castle'}`);

/** `npm run cms -- rollback`: points the site's builds at the previous one. */
export async function rollbackCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	if (!parseCommand(args, {}, [], io)) return 2;
	const releases = new Releases(distDirOf(env));
	const current = await releases.current();
	const previous = await releases.previous();
	if (current === null || previous === undefined) {
		io.err(`Nothing to roll back to: ${releases.baseDir} is served (no rebuild is current).`);
		return 1;
	}
	await releases.point(previous);
	const target = previous === null ? releases.baseDir : releases.dirOf(previous);
	io.out(
		`Rolled back from the build ${current} to ${target}; a running server serves it within 5 s.`,
	);
	return 0;
}
