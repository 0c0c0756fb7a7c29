import type { Locale, UserDetails } from '../../lib/contract/index.ts';
import type { RouteInput } from '../route-data.ts';
import { getUserDetailsOrLoggedOut } from './user-api.ts';
import { loginUrlWithNext } from './login-link.ts';

/** What a user screen shows: the visitor's details and the login link back to this screen. */
export type UserPageData = {
	locale: Locale;
	details: UserDetails;
	/** `login_url` leading back to the current screen. */
	loginHref: string;
};

/** Loads the user details for a user screen with the visitor's cookie (logged out if that fails). */
export async function loadUserPage(input: RouteInput): Promise<UserPageData> {
	const details = await getUserDetailsOrLoggedOut(input.ctx);
	return {
		locale: input.locale,
		details,
		loginHref: loginUrlWithNext(details.login_url, input.url.pathname),
	};
}
