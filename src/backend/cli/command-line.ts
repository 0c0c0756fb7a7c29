import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Where the CLI writes its messages. */
export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

/** The data dir the commands work on: DATA_DIR, else ./data. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => env['DATA_DIR'] || './data';

type ParsedCommand<O extends ParseArgsOptionsConfig, N extends readonly string[]> = {
	values: ReturnType<
		typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: true }>
	>['values'];
	/** One for each name in `names`, in order. */
	positionals: { -readonly [K in keyof N]: string };
};

/**
 * Parses a command's arguments: the `options` (an unknown or malformed one throws, which runCli
 * reports), and exactly the positionals named in `names` (`['username']` for `<username>`).
 * Reports a missing or an unexpected positional on `io` and answers null: exit code 2.
 */
export function parseCommand<
	const O extends ParseArgsOptionsConfig,
	const N extends readonly string[],
>(args: string[], options: O, names: N, io: CliOutput): ParsedCommand<O, N> | null {
	const { values, positionals } = parseArgs({
		args,
		options,
		strict: true,
		allowPositionals: true,
	});
	const missing = names[positionals.length];
	if (missing !== undefined) {
		io.err(`Missing <${missing}>.`);
		return null;
	}
	const extra = positionals.slice(names.length);
	if (extra.length > 0) {
		io.err(`Unexpected arguments: ${extra.join(' ')}`);
		return null;
	}
	return { values, positionals: positionals as ParsedCommand<O, N>['positionals'] };
}

/**
 * Runs a command's `action`; an error of the class `expected` (one with a message for the
 * operator) is reported on `io` as exit code 1, any other is thrown on.
 */
export async function reportingErrors(
	expected: abstract new (...args: never[]) => Error,
	io: CliOutput,
	action: () => Promise<number>,
): Promise<number> {
	try {
		return await action();
	} catch (error) {
		if (error instanceof expected) {
			io.err(error.message);
			return 1;
		}
		throw error;
	}
}
