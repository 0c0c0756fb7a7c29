import { createBackend, type CreateBackendOptions, type EmbeddedBackend } from './app.ts';
import { loadDemoPack } from './demo-loader.ts';
import { mailSettingsFromEnv } from './mail/transport.ts';

/**
 * The back end of this process as every entry point builds it: PostgreSQL when `DATABASE_URL` is
 * set, else SQLite in `dataDir`, with the demo content pack for a site that still needs seeding.
 * `sendMail`: a long-running server also sends the outbox when `SMTP_URL` is set (a build or a
 * serverless function only queues).
 */
export function createEmbeddedBackend(
	options: Pick<CreateBackendOptions, 'dataDir' | 'site' | 'onChange'> & { sendMail?: boolean },
): Promise<EmbeddedBackend> {
	const { sendMail, ...rest } = options;
	const mail = sendMail ? mailSettingsFromEnv(process.env) : undefined;
	return createBackend({
		...rest,
		databaseUrl: process.env['DATABASE_URL'],
		content: loadDemoPack,
		...(mail ? { mail } : {}),
	});
}
