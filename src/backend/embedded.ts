import { createBackend, type CreateBackendOptions, type EmbeddedBackend } from './app.ts';
import { loadDemoPack } from './demo-loader.ts';

/**
 * The back end of this process as every entry point builds it: PostgreSQL when `DATABASE_URL` is
 * set, else SQLite in `dataDir`, with the demo content pack for a site that still needs seeding.
 */
export function createEmbeddedBackend(
	options: Pick<CreateBackendOptions, 'dataDir' | 'site' | 'onChange'>,
): Promise<EmbeddedBackend> {
	return createBackend({
		...options,
		databaseUrl: process.env['DATABASE_URL'],
		content: loadDemoPack,
	});
}
