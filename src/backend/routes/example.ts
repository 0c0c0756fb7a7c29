import { Hono } from 'hono';
import type { z } from 'zod';
import type { ExampleSchema } from '../../lib/contract/index.ts';
import type { AppEnv } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

const MESSAGES = {
	de: 'Hallo von der Redaktions-API',
	en: 'Hello from the page-editor API',
} as const;

/** GET /example: a greeting in the request's language (used to check the API answers). */
export function createExampleApp(): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/example', (c) => {
		const locale = requestLocale(c);
		const answer: z.infer<typeof ExampleSchema> = { message: MESSAGES[locale], locale };
		return c.json(answer);
	});
	return app;
}
