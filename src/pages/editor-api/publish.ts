import type { APIRoute } from 'astro';
import { getLoginState, recordPublish } from '../../lib/cms/index.ts';
import { handlePublish } from '../../lib/publish/publish-request.ts';
import { selfRebuild } from '../../lib/publish/self-rebuild.ts';

/**
 * POST /editor-api/publish (the site server, never prebuilt): staff ask for a rebuild of the site
 * — through the hook in REBUILD_HOOK_URL (read from the environment on each request), else by the
 * node server itself. Checks and answers: src/lib/publish/publish-request.ts.
 */
export const prerender = false;

export const ALL: APIRoute = ({ request, locals }) =>
	handlePublish(request, {
		fetch: (url, init) => fetch(url, init),
		env: process.env,
		loginState: (cookie) => getLoginState({ locale: locals.locale, cookie }),
		recordPublish: (request, status) => recordPublish(request, status, { locale: locals.locale }),
		selfRebuild,
	});
