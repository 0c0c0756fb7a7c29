import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorHtmlSchema } from '../../lib/contract/index.ts';
import { ANY_LOCALE } from '../content/kinds.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { parseOrThrow } from '../http/validate.ts';

const ErrorHtmlQuerySchema = z.object({ file: z.coerce.number().int().min(400).max(599) });

/** GET /html/?file=404: the custom error page HTML for a status code; 404 when there is none. */
export function createErrorHtmlApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/html', (c) => {
		const { file } = parseOrThrow(ErrorHtmlQuerySchema, c.req.query());
		return c.json(readDetail(ctx.store, 'error-html', file, ANY_LOCALE, ErrorHtmlSchema));
	});
	return app;
}
