import type { APIRoute } from 'astro';
import { CmsError, getEvent } from '../../../../../lib/cms/index.ts';
import { IdParamSchema } from '../../../../../lib/contract/index.ts';
import { localeFromPath } from '../../../../../lib/i18n/negotiate.ts';
import { eventIcs } from '../../../../../lib/seo/event-ics.ts';
import { loadEventVenue } from '../../../../../lib/seo/event-venue.ts';
import { siteOrigin } from '../../../../../lib/seo/site-origin.ts';
import { errorRoutePath } from '../../../../../views/reroute.ts';
import { siteNameIn } from '../../../../../sites/site-name.ts';

/** Always the event's current state (cancellations, new times). */
export const prerender = false;

/**
 * GET /{locale}/events/{slug}/{id}/calendar.ics: the event date as an iCalendar file to download
 * (one VEVENT). The slug is not checked (the id decides, like the event page); unknown ids answer
 * the 404 page, an unreachable back end the 503 page.
 */
export const GET: APIRoute = async (context) => {
	const { params, locals } = context;
	const locale = localeFromPath(`/${params['locale'] ?? ''}`);
	const id = IdParamSchema.safeParse(params['id'] ?? '');
	if (!locale || !id.success) return context.rewrite(`/${locals.locale}/404`);
	try {
		const event = await getEvent({ locale }, id.data);
		const venue = await loadEventVenue(event, { locale });
		const body = eventIcs({
			event,
			venue,
			locale,
			origin: siteOrigin(context),
			siteName: siteNameIn(locale),
			now: new Date(),
		});
		return new Response(body, {
			headers: {
				'Content-Type': 'text/calendar; charset=utf-8',
				'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
				'Cache-Control': 'public, max-age=300',
			},
		});
	} catch (error) {
		const path = error instanceof CmsError ? errorRoutePath(locale, error.status) : null;
		if (!path || !(error instanceof CmsError)) throw error;
		locals.errorStatus = error.status;
		return context.rewrite(path);
	}
};
