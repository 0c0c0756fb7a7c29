import { createBackend, type CreateBackendOptions, type EmbeddedBackend } from './app.ts';
import { loadDemoPack } from './demo-loader.ts';
import { mailSettingsFromEnv } from './mail/transport.ts';
import { createTestClock, TEST_CLOCK_FLAG, testClockFromEnv } from './schedule/test-clock.ts';

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
	const testClock = testClockFromEnv(process.env) ? createTestClock() : undefined;
	if (testClock) {
		console.warn(
			`${TEST_CLOCK_FLAG}=1: this back end's clock can be moved forward by staff (tests only, never in a deployment).`,
		);
	}
	return createBackend({
		...rest,
		databaseUrl: process.env['DATABASE_URL'],
		content: loadDemoPack,
		...(mail ? { mail } : {}),
		...(testClock ? { testClock } : {}),
	});
}
