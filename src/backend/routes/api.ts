import { Hono } from 'hono';
import type { AppEnv, BackendContext } from '../context.ts';
import { createAlertsApp } from './alerts.ts';
import { createArticlesApp } from './articles.ts';
import { createCalendarApp } from './calendar.ts';
import { createDashboardApp } from './dashboard.ts';
import { createStaffAdminApp } from './staff-admin.ts';
import { createErrorHtmlApp } from './error-html.ts';
import { createErrorLogApp } from './error-log.ts';
import { createEventsApp } from './events.ts';
import { createExampleApp } from './example.ts';
import { createFormsApp } from './forms.ts';
import { createNavigationApp } from './navigation.ts';
import { createOpeningHoursApp } from './opening-hours.ts';
import { createOptionsApp } from './options.ts';
import { createPersonsApp } from './persons.ts';
import { createPreviewPageApp } from './preview-links.ts';
import { createProductionsApp } from './productions.ts';
import { createRedirectsApp } from './redirects.ts';
import { createSearchApp } from './search.ts';
import { createSeriesApp } from './series.ts';
import { createShopCartApp } from './shop-cart.ts';
import { createWaitlistApp } from './waitlist.ts';
import { createWaitlistStaffApp } from './waitlist-staff.ts';
import { createTeasersApp } from './teasers.ts';
import { createTempFilesApp } from './temp-files.ts';
import { createUserApp } from './user.ts';
import { createVenuesApp } from './venues.ts';

/** Every call under `/api` (and `/{locale}/api`). */
export function createApiApp(ctx: BackendContext): Hono<AppEnv> {
	return new Hono<AppEnv>({ strict: false })
		.route('/', createUserApp())
		.route('/', createNavigationApp(ctx))
		.route('/', createAlertsApp(ctx))
		.route('/', createOptionsApp(ctx))
		.route('/', createCalendarApp(ctx))
		.route('/', createTeasersApp(ctx))
		.route('/', createEventsApp(ctx))
		.route('/', createProductionsApp(ctx))
		.route('/', createArticlesApp(ctx))
		.route('/', createPersonsApp(ctx))
		.route('/', createVenuesApp(ctx))
		.route('/', createSeriesApp(ctx))
		.route('/', createFormsApp(ctx))
		.route('/', createTempFilesApp(ctx))
		.route('/', createErrorLogApp(ctx))
		.route('/', createDashboardApp(ctx))
		.route('/', createStaffAdminApp(ctx))
		.route('/', createErrorHtmlApp(ctx))
		.route('/', createOpeningHoursApp(ctx))
		.route('/', createSearchApp(ctx))
		.route('/', createShopCartApp(ctx))
		.route('/', createWaitlistApp(ctx))
		.route('/', createWaitlistStaffApp(ctx))
		.route('/', createRedirectsApp(ctx))
		.route('/', createPreviewPageApp(ctx))
		.route('/', createExampleApp());
}
