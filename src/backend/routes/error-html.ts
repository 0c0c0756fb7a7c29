import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorHtmlSchema } from '../../lib/contract/index.ts';
import { ANY_LOCALE } from '../content/kinds.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';

const ErrorHtmlQuerySchema = z.object({ file: z.coerce.number().int().min(400).max(599) });

/**
 * GET /html/?file=404 (also under `/{locale}`): the custom error page HTML for a status code in the
 * request's language; 404 when there is none. Data dirs seeded before error pages were kept per
 * language hold one shared document, which answers for both.
 */
export function createErrorHtmlApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/html', async (c) => {
		const { file } = parseOrThrow(ErrorHtmlQuerySchema, c.req.query());
		const locale = requestLocale(c);
		const stored = (await ctx.store.get('error-html', file, locale)) !== undefined;
		return c.json(
			await readDetail(
				ctx.store,
				'error-html',
				file,
				stored ? locale : ANY_LOCALE,
				ErrorHtmlSchema,
			),
		);
	});
	return app;
}
