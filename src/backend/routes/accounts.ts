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
	sessionCsrfToken,
} from '../auth/cookies.ts';
import { LoginLimit, loginLimitedMessage } from '../auth/login-limit.ts';
import { LOGIN_FAILED, renderLoginPage } from '../auth/login-page.ts';
import { renderLogoutPage } from '../auth/logout-page.ts';
import { safeNext } from '../auth/safe-next.ts';
import { createSession, deleteSession, SESSION_MAX_AGE_SECONDS } from '../auth/sessions.ts';
import { authenticate } from '../auth/users.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem, badRequest } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { localeFromAcceptLanguage, localeFromPath } from '../http/locale.ts';
import { requestAddress } from '../http/request-client.ts';
import { loginState } from './user.ts';

/** The login page's language: ?lang, else the language of `next`, else Accept-Language, else de. */
function pageLocale(c: Context, next: string): Locale {
	const fromQuery = LocaleSchema.safeParse(c.req.query('lang'));
	if (fromQuery.success) return fromQuery.data;
	return localeFromPath(next) ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'de';
}

const NO_STORE = { 'cache-control': 'no-store', 'x-frame-options': 'DENY' };

/** Reads an account POST: an HTML form (urlencoded or multipart) or a JSON object. */
async function readAccountBody(
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

const text = (value: unknown): string | undefined =>
	typeof value === 'string' ? value : undefined;

/**
 * /accounts/login/ and /accounts/logout/: the back end's own session login for editors. Every
 * login attempt is counted before its password is checked (`LOGIN_POLICY`); logging out takes a
 * POST with the session's CSRF token, a GET only shows the button.
 */
export function createAccountsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const limit = new LoginLimit(ctx.db, () => ctx.now().getTime());

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
		const { fields, json } = await readAccountBody(c);
		requireCsrf(c, text(fields[CSRF_FORM_FIELD]));
		const next = safeNext(text(fields['next']) ?? c.req.query('next'));
		const locale = pageLocale(c, next);
		const username = text(fields['username']) ?? '';
		const attempt = { address: requestAddress(c), username };
		const reservation = await limit.reserve(attempt);
		if (!reservation.allowed) {
			const { retryAfterSeconds } = reservation;
			const error = loginLimitedMessage(locale, retryAfterSeconds);
			const headers = { ...NO_STORE, 'retry-after': String(retryAfterSeconds) };
			if (json) return c.json({ error, field: 'username' }, 429, headers);
			const page = { locale, csrfToken: ensureCsrfCookie(c), next, username, error };
			return c.html(renderLoginPage(page), 429, headers);
		}
		const form = LoginFormSchema.safeParse(fields);
		const user = form.success
			? await authenticate(ctx.db, form.data.username, form.data.password)
			: undefined;
		if (!user) {
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
		await limit.succeeded(attempt);
		await deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		const token = await createSession(ctx.db, user.id, ctx.now());
		setCookie(c, SESSION_COOKIE, token, {
			path: '/',
			httpOnly: true,
			sameSite: 'Lax',
			secure: isSecureRequest(c),
			maxAge: SESSION_MAX_AGE_SECONDS,
		});
		// The new session's own CSRF token replaces whatever the cookie held (Django rotates it too).
		issueCsrfCookie(c, sessionCsrfToken(token));
		if (json) return c.json(loginState(user, locale), 200);
		return c.redirect(next, 302);
	});

	const confirmation = (c: Context<AppEnv>, next: string, status: 200 | 403) =>
		c.html(
			renderLogoutPage({ locale: pageLocale(c, next), csrfToken: ensureCsrfCookie(c), next }),
			status,
			NO_STORE,
		);

	app.get('/logout', (c) => {
		const next = safeNext(c.req.query('next'));
		if (!c.get('user')) return c.redirect(next, 302);
		return confirmation(c, next, 200);
	});

	app.post('/logout', async (c) => {
		const { fields, json } = await readAccountBody(c);
		const next = safeNext(text(fields['next']) ?? c.req.query('next'));
		// Without a valid session there is nothing to end (and nothing a forgery could harm).
		if (c.get('user')) {
			try {
				requireCsrf(c, text(fields[CSRF_FORM_FIELD]));
			} catch (problem) {
				// A form with a stale token gets the button again, now with the session's token.
				if (json || !(problem instanceof ApiProblem)) throw problem;
				return confirmation(c, next, 403);
			}
		}
		await deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
		// The ended session's token must not outlive it.
		issueCsrfCookie(c);
		c.header('cache-control', 'no-store');
		if (json) return c.json({ logged: false }, 200);
		return c.redirect(next, 303);
	});

	return app;
}
