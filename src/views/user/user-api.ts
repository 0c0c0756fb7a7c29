import { LoginStateSchema, UserDetailsSchema } from '../../lib/contract/index.ts';
import { cmsGet, type CmsContext } from '../../lib/cms/index.ts';

/** The visitor's user details (SPEC §3), read with their cookie; logged out when it carries none. */
export const getUserDetails = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/user-details/`, UserDetailsSchema, ctx);

/** The visitor's login state with admin menus for staff (SPEC §3), read with their cookie. */
export const getLoginState = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/user/`, LoginStateSchema, ctx);
