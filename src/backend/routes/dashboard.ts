import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
	A11yPageSummarySchema,
	BackupStatusSchema,
	EditorLocaleSchema,
	ErrorLogSummarySchema,
	IdParamSchema,
	MailOutboxSchema,
	MailStatusSchema,
	PageActivitySchema,
	SearchKeywordSchema,
	TicketingEventSchema,
} from '../../lib/contract/index.ts';
import { requireStaff } from '../auth/guards.ts';
import { createA11yReports } from '../content/a11y-report.ts';
import { backupStatus } from '../backup/backup-status.ts';
import { backupScheduleFromEnv } from '../backup/schedule.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';
import { pageActivities } from '../dashboard/activities.ts';
import { notFoundSummary } from '../dashboard/errors.ts';
import { KEYWORD_MAX_DAYS, topSearchKeywords } from '../dashboard/keywords.ts';
import { mailOutboxOverview } from '../dashboard/mail-outbox.ts';
import { ticketingOverview } from '../dashboard/ticketing.ts';

/** `limit` of every dashboard list: 1–100. */
const limitSchema = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

const ActivitiesQuerySchema = z.object({
	locale: EditorLocaleSchema.optional(),
	limit: limitSchema(20),
});
const VersionsQuerySchema = z.object({
	page_id: IdParamSchema,
	locale: EditorLocaleSchema.optional(),
	limit: limitSchema(50),
});
const A11yQuerySchema = z.object({
	locale: EditorLocaleSchema.optional(),
	limit: limitSchema(50),
});
const LimitQuerySchema = z.object({ limit: limitSchema(20) });
const OutboxQuerySchema = z.object({ limit: limitSchema(20), status: MailStatusSchema.optional() });
const KeywordsQuerySchema = z.object({
	days: z.coerce.number().int().min(1).max(KEYWORD_MAX_DAYS).default(30),
	limit: limitSchema(20),
	misses: z
		.enum(['true', 'false'])
		.default('false')
		.transform((value) => value === 'true'),
});

const ActivityListSchema = z.array(PageActivitySchema);

/** The staff member's request, its validated query and a private answer. */
function staffQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
	requireStaff(c);
	c.header('cache-control', 'private, no-store');
	return parseOrThrow(schema, c.req.query());
}

/**
 * The editor hub's figures, staff only (401 without a session, 403 for visitors' accounts), each
 * answer checked against the contract (src/lib/contract/editor.ts):
 * GET /dashboard/page-activities/?locale=de|en|ja|la&limit=1..100 (latest page saves),
 * GET /dashboard/versions/?page_id=&locale=&limit= (the saves of one page; 404 for an unknown page),
 * GET /dashboard/error-log/?limit= (404 views by URL), GET /dashboard/search-keywords/?days=1..365
 * &limit=&misses=true|false (most searched texts; with misses, those searched in vain), GET
 * /dashboard/ticketing-events/?limit= (ticket sales), GET /dashboard/backup/ (the newest backup of
 * BACKUP_DIR, read from the environment) and GET /dashboard/mail-outbox/?status=pending|sent|failed&limit=
 * (the mails of the outbox) and GET /dashboard/a11y/?locale=&limit= (pages with accessibility findings).
 * Without `locale`, the request's language applies.
 */
export function createDashboardApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/dashboard/page-activities', async (c) => {
		const query = staffQuery(c, ActivitiesQuerySchema);
		const locale = query.locale ?? requestLocale(c);
		return c.json(
			ActivityListSchema.parse(
				await pageActivities(ctx.db, { site: ctx.site, locale, limit: query.limit }),
			),
		);
	});

	app.get('/dashboard/versions', async (c) => {
		const query = staffQuery(c, VersionsQuerySchema);
		const locale = query.locale ?? requestLocale(c);
		if (!(await ctx.store.exists('page', query.page_id, locale))) throw notFound('Page not found');
		return c.json(
			ActivityListSchema.parse(
				await pageActivities(ctx.db, {
					site: ctx.site,
					locale,
					pageId: query.page_id,
					limit: query.limit,
				}),
			),
		);
	});

	const a11y = createA11yReports(ctx.store, ctx.site);
	app.get('/dashboard/a11y', async (c) => {
		const query = staffQuery(c, A11yQuerySchema);
		const pages = await a11y.pages(query.locale ?? requestLocale(c), query.limit);
		return c.json(z.array(A11yPageSummarySchema).parse(pages));
	});

	app.get('/dashboard/error-log', async (c) => {
		const { limit } = staffQuery(c, LimitQuerySchema);
		const summary = await notFoundSummary(ctx.db, ctx.site, limit);
		return c.json(z.array(ErrorLogSummarySchema).parse(summary));
	});

	app.get('/dashboard/search-keywords', async (c) => {
		const window = staffQuery(c, KeywordsQuerySchema);
		const keywords = await topSearchKeywords(ctx.db, ctx.site, window, ctx.now());
		return c.json(z.array(SearchKeywordSchema).parse(keywords));
	});

	app.get('/dashboard/ticketing-events', async (c) => {
		const { limit } = staffQuery(c, LimitQuerySchema);
		const events = await ticketingOverview(ctx.db, {
			site: ctx.site,
			locale: requestLocale(c),
			plan: ctx.capacityPlan,
			limit,
			now: ctx.now(),
		});
		return c.json(z.array(TicketingEventSchema).parse(events));
	});

	app.get('/dashboard/backup', async (c) => {
		staffQuery(c, z.object({}));
		let schedule = null;
		try {
			schedule = backupScheduleFromEnv(process.env);
		} catch {
			// A server with a bad BACKUP_EVERY refuses to start; a stand-alone render shows none.
		}
		return c.json(BackupStatusSchema.parse(await backupStatus(schedule, ctx.now())));
	});

	app.get('/dashboard/mail-outbox', async (c) => {
		const query = staffQuery(c, OutboxQuerySchema);
		const outbox = await mailOutboxOverview(ctx.db, {
			site: ctx.site,
			limit: query.limit,
			status: query.status,
			sending: ctx.mail.sending,
		});
		return c.json(MailOutboxSchema.parse(outbox));
	});

	return app;
}
