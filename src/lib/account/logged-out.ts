import type { UserDetails } from '../contract/index.ts';

/**
 * The details of a visitor who is not logged in; the server fills in the configured login and
 * shop links, the browser store starts with none.
 */
export function loggedOutDetails(links: { login_url: string; webshop_url: string }): UserDetails {
	return {
		has_dashboard_online_access: false,
		is_logged_in: false,
		username: '',
		email: '',
		first_name: '',
		last_name: '',
		logout_url: '',
		...links,
	};
}
