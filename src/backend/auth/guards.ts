import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem } from '../http/errors.ts';
import { requireCsrf, SESSION_COOKIE } from './cookies.ts';
import { sessionUser } from './sessions.ts';
import type { User } from './users.ts';

/**
 * Middleware: reads the session cookie and sets `user` (null for visitors). The session is looked
 * up in the database on every request, so any instance on it knows every session.
 */
export function loadUser(ctx: BackendContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		c.set('user', (await sessionUser(ctx.db, getCookie(c, SESSION_COOKIE), ctx.now())) ?? null);
		await next();
	};
}

/** True when the request comes from a signed-in staff member. */
export function isStaff(c: Context<AppEnv>): boolean {
	return c.get('user')?.is_staff === true;
}

/** The staff user of the request; 401 when not signed in, 403 when not staff. */
export function requireStaff(c: Context<AppEnv>): User {
	const user = c.get('user');
	if (!user) throw new ApiProblem(401, { error: 'Authentication required' });
	if (!user.is_staff) throw new ApiProblem(403, { error: 'Staff permission required' });
	return user;
}

/**
 * A staff write: a matching CSRF token (403), then signed-in staff (401/403). CSRF is checked
 * first, as Django does, so a forged request learns nothing about the session.
 */
export function requireStaffWrite(c: Context<AppEnv>): User {
	requireCsrf(c);
	return requireStaff(c);
}
