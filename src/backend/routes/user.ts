import { Hono, type MiddlewareHandler } from 'hono';
import type { Locale, LoginState, NavEntry, UserDetails } from '../../lib/contract/index.ts';
import { loginUrl, logoutUrl, WEBSHOP_URL } from '../../lib/account/account-links.ts';
import { ensureCsrfCookie, syncLoggedInHint } from '../auth/cookies.ts';
import type { User } from '../auth/users.ts';
import type { AppEnv } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

const ADMIN_TITLES = {
	de: { hub: 'Redaktions-Hub', edit: 'Seite bearbeiten', logout: 'Abmelden' },
	en: { hub: 'Editor hub', edit: 'Edit page', logout: 'Log out' },
} as const;

/** The admin menus staff get with their login state. */
function adminMenus(locale: Locale): NavEntry[] {
	const t = ADMIN_TITLES[locale];
	const entry = (url: string, menu_name: string, title: string): NavEntry => ({
		url,
		menu_name,
		title,
		children: [],
		has_tab_navigation: false,
	});
	return [
		entry('/cms-hub', 'cms-hub', t.hub),
		entry(`/${locale}?edit`, 'edit-page', t.edit),
		entry(logoutUrl(locale), 'logout', t.logout),
	];
}

/** The login state answer of `user` (null: not logged in). */
export function loginState(user: User | null, locale: Locale): LoginState {
	return {
		logged: user !== null,
		email: user?.email ?? '',
		username: user?.username ?? '',
		id: user?.id ?? null,
		is_staff: user?.is_staff ?? false,
		admin_menus: user?.is_staff ? adminMenus(locale) : [],
		navigation: [],
		showModalRedirect: false,
	};
}

/** The user details answer of `user` (null: not logged in). */
function userDetails(user: User | null, locale: Locale): UserDetails {
	return {
		has_dashboard_online_access: user?.is_staff ?? false,
		is_logged_in: user !== null,
		username: user?.username ?? '',
		email: user?.email ?? '',
		first_name: user?.first_name ?? '',
		last_name: user?.last_name ?? '',
		login_url: loginUrl(locale),
		logout_url: logoutUrl(locale),
		webshop_url: WEBSHOP_URL,
	};
}

/** GET user-details and GET user; both hand out the CSRF cookie when it is missing. */
export function createUserApp(): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	// Registered per route: a sub-app's '*' middleware would cover every mounted sibling.
	const personal: MiddlewareHandler<AppEnv> = async (c, next) => {
		ensureCsrfCookie(c);
		syncLoggedInHint(c);
		await next();
		c.header('cache-control', 'private, no-store');
		c.header('vary', 'Cookie');
	};
	app.get('/user-details', personal, (c) => c.json(userDetails(c.get('user'), requestLocale(c))));
	app.get('/user', personal, (c) => c.json(loginState(c.get('user'), requestLocale(c))));
	return app;
}
