import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LocaleSchema, LoginFormSchema, type Locale } from '../../lib/contract/index.ts';
import {
	CSRF_FORM_FIELD,
	ensureCsrfCookie,
	isSecureRequest,
	issueCsrfCookie,
	requireCsrf,
	SESSION_COOKIE,
} from '../auth/cookies.ts';
import { LOGIN_FAILED, renderLoginPage } from '../auth/login-page.ts';
import {
	clientAddress,
	loginKeys,
	loginThrottledMessage,
	LoginThrottle,
} from '../auth/login-throttle.ts';
import { safeNext } from '../auth/safe-next.ts';
import { createSession, deleteSession, SESSION_MAX_AGE_SECONDS } from '../auth/sessions.ts';
import { authenticate } from '../auth/users.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { localeFromAcceptLanguage, localeFromPath } from '../http/locale.ts';
import { loginState } from './user.ts';

/** The login page's language: ?lang, else the language of `next`, else Accept-Language, else de. */
function pageLocale(c: Context, next: string): Locale {
	const fromQuery = LocaleSchema.safeParse(c.req.query('lang'));
	if (fromQuery.success) return fromQuery.data;
	return localeFromPath(next) ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'de';
}

const NO_STORE = { 'cache-control': 'no-store', 'x-frame-options': 'DENY' };

/** Reads the login POST: an HTML form (urlencoded or multipart) or a JSON object. */
async function readLoginBody(
	c: Context,
): Promise<{ fields: Record<string, unknown>; json: boolean }> {
	if ((c.req.header('content-type') ?? '').includes('application/json')) {
		return { fields: await readJsonObject(c), json: true };
	}
	try {
		return { fields: await c.req.parseBody(), json: false };
	} catch {
		throw badRequest('Malformed form body', 'body');
	}
}

/**
 * /accounts/login/ and /accounts/logout/: the back end's own session login for editors. Failed
 * logins are throttled per address and per username (at most 10 in 15 minutes, then 429).
 */
export function createAccountsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const throttle = new LoginThrottle(ctx.db, () => ctx.now().getTime());

	app.get('/login', (c) => {
		const next = safeNext(c.req.query('next'));
		const html = renderLoginPage({
			locale: pageLocale(c, next),
			csrfToken: ensureCsrfCookie(c),
			next,
		});
		return c.html(html, 200, NO_STORE);
	});

	app.post('/login', async (c) => {
		const { fields, json } = await readLoginBody(c);
		const submittedToken = fields[CSRF_FORM_FIELD];
		requireCsrf(c, typeof submittedToken === 'string' ? submittedToken : undefined);
		const next = safeNext(
			typeof fields['next'] === 'string' ? fields['next'] : c.req.query('next'),
		);
		const locale = pageLocale(c, next);
		const username = typeof fields['username'] === 'string' ? fields['username'] : '';
		const keys = loginKeys(clientAddress(c), username);
		const retryAfter = throttle.retryAfterSeconds(keys);
		if (retryAfter > 0) {
			const error = loginThrottledMessage(locale, retryAfter);
			const headers = { ...NO_STORE, 'retry-after': String(retryAfter) };
			if (json) return c.json({ error, field: 'username' }, 429, headers);
			const page = { locale, csrfToken: ensureCsrfCookie(c), next, username, error };
			return c.html(renderLoginPage(page), 429, headers);
		}
		const form = LoginFormSchema.safeParse(fields);
		const user = form.success
			? await authenticate(ctx.db, form.data.username, form.data.password)
			: undefined;
		if (!user) {
			throttle.recordFailure(keys);
			if (json) return c.json({ error: LOGIN_FAILED[locale], field: 'password' }, 400);
			const html = renderLoginPage({
				locale,
				csrfToken: ensureCsrfCookie(c),
				next,
				username,
				error: LOGIN_FAILED[locale],
			});
			return c.html(html, 400, NO_STORE);
		}
		throttle.clear(keys.filter((key) => key.startsWith('user:')));
		deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		const token = createSession(ctx.db, user.id, ctx.now());
		setCookie(c, SESSION_COOKIE, token, {
			path: '/',
			httpOnly: true,
			sameSite: 'Lax',
			secure: isSecureRequest(c),
			maxAge: SESSION_MAX_AGE_SECONDS,
		});
		// A new session gets a new CSRF token, as Django rotates it on login.
		issueCsrfCookie(c);
		if (json) return c.json(loginState(user, locale), 200);
		return c.redirect(next, 302);
	});

	const logout = (c: Context<AppEnv>) => {
		deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
		c.header('cache-control', 'no-store');
		return c.redirect(safeNext(c.req.query('next')), 302);
	};
	app.get('/logout', logout);
	app.post('/logout', logout);

	return app;
}
