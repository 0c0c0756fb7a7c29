import type { APIRoute } from 'astro';
import { getLoginState } from '../../lib/cms/index.ts';
import { handleRebuildStatus } from '../../lib/publish/publish-request.ts';
import { selfRebuild } from '../../lib/publish/self-rebuild.ts';

/**
 * GET /editor-api/rebuild (the site server, never prebuilt; staff): the node server's own
 * rebuild — phase, pages, outcome — for the toolbar and the hub. See publish-request.ts.
 */
export const prerender = false;

export const ALL: APIRoute = ({ request, locals }) =>
	handleRebuildStatus(request, {
		loginState: (cookie) => getLoginState({ locale: locals.locale, cookie }),
		selfRebuild,
	});
