import type { Locale, LoginState } from '../../lib/contract/index.ts';
import { getLoginState, type CmsContext } from '../../lib/cms/index.ts';
import { loginUrlWithNext } from './login-link.ts';
import { getUserDetailsOrLoggedOut } from './user-api.ts';

/** What the editor hub shows a staff member. */
export type EditorHubData = { locale: Locale; state: LoginState; path: string };

/**
 * Loads the editor hub at `url` for the visitor with `ctx.cookie`: staff (login state `is_staff`)
 * get their login state with the admin menus; everyone else — including when the login state
 * cannot be read (SPEC §7: a failed user call means not logged in) — a 302 to the login URL that
 * leads back here.
 */
export async function loadEditorHub(ctx: CmsContext, url: URL): Promise<EditorHubData | Response> {
	const state = await getLoginState(ctx);
	if (state.logged && state.is_staff) return { locale: ctx.locale, state, path: url.pathname };
	const details = await getUserDetailsOrLoggedOut(ctx);
	const location = loginUrlWithNext(details.login_url, url.pathname.replace(/\/+$/, ''));
	return new Response(null, {
		status: 302,
		headers: { Location: location, 'Cache-Control': 'private, no-store' },
	});
}
