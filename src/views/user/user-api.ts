import { UserDetailsSchema, type UserDetails } from '../../lib/contract/index.ts';
import { cmsGet, type CmsContext } from '../../lib/cms/index.ts';
import { site } from '../../sites/current.ts';
import { loggedOutDetails } from '../../lib/account/logged-out.ts';

/** The visitor's user details (SPEC §3), read with their cookie; logged out when it carries none. */
export const getUserDetails = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/user-details/`, UserDetailsSchema, ctx);

/** The details of a visitor who is not logged in, with the configured login and shop links. */
function siteLoggedOutDetails(): UserDetails {
	return loggedOutDetails({ login_url: site.design.header.loginLink, webshop_url: '/webshop' });
}

/**
 * The visitor's user details; when the call fails the visitor counts as not logged in (SPEC §7)
 * and the error goes to the console (SPEC §8).
 */
export async function getUserDetailsOrLoggedOut(ctx: CmsContext): Promise<UserDetails> {
	try {
		return await getUserDetails(ctx);
	} catch (error) {
		console.error('user details failed', error);
		return siteLoggedOutDetails();
	}
}
