import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/backend/db/database.ts';
import { createTestDatabase, startTestPostgres } from './postgres-server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		/** Admin URL of the PostgreSQL server of this run. */
		postgresUrl: string;
		/** Name of the migrated database every test database is copied from. */
		postgresTemplate: string;
	}
}

/**
 * Resolves once no session is connected to `database`: a closed client's server process ends a
 * moment after the client has gone, and a template still in use cannot be copied.
 */
async function untilUnused(adminUrl: string, database: string): Promise<void> {
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	try {
		const deadline = Date.now() + 10_000;
		while (Date.now() < deadline) {
			const { rows } = await admin.query<{ n: number }>(
				'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
				[database],
			);
			if (rows[0]?.n === 0) return;
			await new Promise((resolve) => setTimeout(resolve, 10));
		}
		const { rows } = await admin.query<{ who: string }>(
			`SELECT concat_ws(' ', backend_type, application_name, state, left(query, 80)) AS who
				FROM pg_stat_activity WHERE datname = $1`,
			[database],
		);
		throw new Error(
			`the template database ${database} is still in use by: ${rows.map((row) => row.who).join('; ')}`,
		);
	} finally {
		await admin.end();
	}
}

/**
 * Starts one PostgreSQL server for the run and a migrated template database; each back end of a
 * test then gets its own copy (`CREATE DATABASE … TEMPLATE`), so tests never share data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const server = await startTestPostgres();
	const templateUrl = await createTestDatabase(server.url);
	const template = new URL(templateUrl).pathname.slice(1);
	const migrated = await openDatabase({ dataDir: '', url: templateUrl });
	await migrated.close();
	await untilUnused(server.url, template);
	project.provide('postgresUrl', server.url);
	project.provide('postgresTemplate', template);
	return () => server.stop();
}
