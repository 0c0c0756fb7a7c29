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
 * Starts one PostgreSQL server for the run and a migrated template database; each back end of a
 * test then gets its own copy (`CREATE DATABASE … TEMPLATE`), so tests never share data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const server = await startTestPostgres();
	const templateUrl = await createTestDatabase(server.url);
	const migrated = await openDatabase({ dataDir: '', url: templateUrl });
	await migrated.close();
	project.provide('postgresUrl', server.url);
	project.provide('postgresTemplate', new URL(templateUrl).pathname.slice(1));
	return () => server.stop();
}
