import { dataDirOf, parseCommand, reportingErrors, type CliOutput } from './command-line.ts';
import { copyToPostgres, CopyError, digestTable } from './copy-to-postgres.ts';

export const COPY_TO_POSTGRES_USAGE = `  copy-to-postgres <postgres-url> [--replace]
                Copies the SQLite site of DATA_DIR into that PostgreSQL database (schema by
                its migrations) in one transaction and verifies row counts and a SHA-256 per
                table. Running it again changes nothing. Stop the site's writes first.
                --replace  replace the data of a database that holds something else`;

/** `copy-to-postgres URL [--replace]`: moves the SQLite site of DATA_DIR into PostgreSQL. */
export async function copyToPostgresCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const parsed = parseCommand(
		args,
		{ replace: { type: 'boolean', default: false } },
		['postgres-url'],
		io,
	);
	if (parsed === null) return 2;
	const [url] = parsed.positionals;
	const dataDir = dataDirOf(env);
	return reportingErrors(CopyError, io, async () => {
		const result = await copyToPostgres({
			dataDir,
			url,
			replace: parsed.values.replace,
			log: io.out,
		});
		io.out(digestTable(result.tables));
		const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
		const where = `${new URL(url).host}${new URL(url).pathname}`;
		io.out(
			result.outcome === 'unchanged'
				? `Unchanged: ${where} already holds the site of ${dataDir} (${result.tables.length} tables, ${rows} rows, all equal).`
				: `${result.outcome === 'copied' ? 'Copied' : 'Replaced with'} the site of ${dataDir} into ${where}: ${result.tables.length} tables, ${rows} rows, counts and hashes equal on both sides.`,
		);
		return 0;
	});
}
