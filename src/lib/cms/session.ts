import { LoginStateSchema, type LoginState } from '../contract/index.ts';
import { cmsGet, type CmsContext } from './client.ts';

const LOGGED_OUT: LoginState = {
	logged: false,
	email: '',
	username: '',
	id: null,
	is_staff: false,
	admin_menus: [],
	navigation: [],
	showModalRedirect: false,
};

/**
 * The visitor's login state from `GET {api}/user` with their cookies. No session cookie, or a
 * failing call, means logged out (SPEC §7).
 */
export async function getLoginState(ctx: CmsContext): Promise<LoginState> {
	if (!ctx.cookie?.includes('sessionid=')) return LOGGED_OUT;
	try {
		return await cmsGet('/api/user', LoginStateSchema, ctx);
	} catch (error) {
		console.error('user call failed', error);
		return LOGGED_OUT;
	}
}

/** True when the visitor is logged-in staff (SPEC §6); without a session nothing is asked. */
export async function isStaff(ctx: CmsContext): Promise<boolean> {
	const state = await getLoginState(ctx);
	return state.logged && state.is_staff;
}
