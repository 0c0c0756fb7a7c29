import type { APIRoute } from 'astro';
import { localeFromPath } from '../../../lib/i18n/negotiate.ts';
import { eventsJsonHandler, json } from '../../../views/event/events-json.ts';

/** Always the back end's current answer. */
export const prerender = false;

/**
 * GET /{locale}/events/{list,calendar,options,teasers}.json: the event list island's calls,
 * answered with cards already checked against the contract, so zod stays on the server. The dot
 * keeps these paths apart from event pages (/{locale}/events/{slug}/{id}).
 */
export const GET: APIRoute = ({ params, request, url }) => {
	const locale = localeFromPath(`/${params['locale'] ?? ''}`);
	const handler = eventsJsonHandler(params['name'] ?? '');
	if (!locale || !handler) return json({ error: 'Not found' }, 404);
	return handler({ locale, cookie: request.headers.get('cookie') }, url.searchParams);
};
