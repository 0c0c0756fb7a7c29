import { cmsGet, type CmsContext } from '../../lib/cms/index.ts';
import { LoginStateSchema, type LoginState } from '../../lib/contract/index.ts';

/**
 * The visitor's login state (SPEC §7 `GET {api}/user`), asked with the visitor's cookies.
 * @throws the content client's errors (CmsUnreachableError, CmsContractError …)
 */
export function getLoginState(ctx: CmsContext): Promise<LoginState> {
	return cmsGet(`/${ctx.locale}/api/user/`, LoginStateSchema, ctx);
}

/**
 * True when the visitor is logged-in staff (SPEC §6). Without cookies (every prerendered page, and
 * visitors who never logged in) the back end is not asked; a failing call means 'not staff'
 * (SPEC §7: a failed user call sets not logged in).
 */
export async function isStaff(ctx: CmsContext): Promise<boolean> {
	if (!ctx.cookie) return false;
	try {
		const state = await getLoginState(ctx);
		return state.logged && state.is_staff;
	} catch (error) {
		console.error('login state failed', error);
		return false;
	}
}
