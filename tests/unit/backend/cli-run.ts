import { runCli } from '../../../src/backend/cli/run-cli.ts';

/**
 * Runs `npm run cms -- <argv>` in-process on `dataDir` (and `env`, e.g. DATABASE_URL); answers
 * the exit code and the lines written.
 */
export async function runCliOn(
	argv: string[],
	dataDir: string,
	env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; out: string[]; err: string[] }> {
	const out: string[] = [];
	const err: string[] = [];
	const code = await runCli(
		argv,
		{ ...env, DATA_DIR: dataDir },
		{ out: (l) => out.push(l), err: (l) => err.push(l) },
	);
	return { code, out, err };
}
