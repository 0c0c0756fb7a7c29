import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
	LocaleSchema,
	LoginFormSchema,
	OwnPasswordChangeSchema,
	type Locale,
} from '../../lib/contract/index.ts';
import {
	CSRF_FORM_FIELD,
	deleteSessionCookies,
	ensureCsrfCookie,
	issueCsrfCookie,
	requireCsrf,
	SESSION_COOKIE,
	sessionCsrfToken,
	setSessionCookies,
} from '../auth/cookies.ts';
import { LoginLimit, loginLimitedMessage } from '../auth/login-limit.ts';
import { LOGIN_FAILED, renderLoginPage } from '../auth/login-page.ts';
import { renderLogoutPage } from '../auth/logout-page.ts';
import { safeNext } from '../auth/safe-next.ts';
import { createSession, deleteSession, sessionTokenHash } from '../auth/sessions.ts';
import { PASSWORD_ERRORS, renderPasswordPage } from '../auth/password-page.ts';
import { AccountError, changeOwnPassword, recordLogin } from '../auth/staff-accounts.ts';
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
			// Refused attempts past the limit are not recorded: a flood would only fill the log.
			await ctx.audit.record({ actor: username, action: 'login_failed', address: attempt.address });
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
		await recordLogin(ctx.db, user.id, ctx.now());
		await ctx.audit.record({ actor: user.username, action: 'login', address: attempt.address });
		await deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		const token = await createSession(ctx.db, user.id, ctx.now());
		setSessionCookies(c, token);
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
		const user = c.get('user');
		if (user) {
			await ctx.audit.record({
				actor: user.username,
				action: 'logout',
				address: requestAddress(c),
			});
		}
		await deleteSession(ctx.db, getCookie(c, SESSION_COOKIE));
		deleteSessionCookies(c);
		// The ended session's token must not outlive it.
		issueCsrfCookie(c);
		c.header('cache-control', 'no-store');
		if (json) return c.json({ logged: false }, 200);
		return c.redirect(next, 303);
	});

	const passwordPage = (
		c: Context<AppEnv>,
		user: { username: string },
		next: string,
		status: 200 | 400 | 403 | 429,
		extra: Pick<Parameters<typeof renderPasswordPage>[0], 'error' | 'done'> = {},
	) =>
		c.html(
			renderPasswordPage({
				locale: pageLocale(c, next),
				csrfToken: ensureCsrfCookie(c),
				next,
				username: user.username,
				...extra,
			}),
			status,
			NO_STORE,
		);

	const loginFirst = (c: Context<AppEnv>, next: string) =>
		c.redirect(
			`/accounts/login/?next=${encodeURIComponent(`/accounts/password/?next=${encodeURIComponent(next)}`)}`,
			302,
		);

	app.get('/password', (c) => {
		const next = safeNext(c.req.query('next'));
		const user = c.get('user');
		if (!user) return loginFirst(c, next);
		return passwordPage(c, user, next, 200);
	});

	app.post('/password', async (c) => {
		const { fields, json } = await readAccountBody(c);
		const next = safeNext(text(fields['next']) ?? c.req.query('next'));
		const locale = pageLocale(c, next);
		const user = c.get('user');
		if (!user) {
			if (json) throw new ApiProblem(401, { error: 'Authentication required' });
			return loginFirst(c, next);
		}
		try {
			requireCsrf(c, text(fields[CSRF_FORM_FIELD]));
		} catch (problem) {
			if (json || !(problem instanceof ApiProblem)) throw problem;
			return passwordPage(c, user, next, 403);
		}
		const refuse = (code: keyof (typeof PASSWORD_ERRORS)['de'], status: 400 | 429 = 400) => {
			const field = code === 'wrong_password' ? 'old_password' : 'new_password';
			const message = PASSWORD_ERRORS[locale][code];
			if (json) return c.json({ error: message, field, code }, status, NO_STORE);
			return passwordPage(c, user, next, status, { error: { message, field } });
		};
		const change = OwnPasswordChangeSchema.safeParse(fields);
		if (!change.success) return refuse('wrong_password');
		const repeat = text(fields['repeat_password']);
		if (!json && repeat !== change.data.new_password) return refuse('mismatch');
		// The current password is checked as a login is: counted first, so a stolen session cannot
		// guess it faster than the login form allows.
		const attempt = { address: requestAddress(c), username: user.username };
		const reservation = await limit.reserve(attempt);
		if (!reservation.allowed) {
			c.header('retry-after', String(reservation.retryAfterSeconds));
			const message = loginLimitedMessage(locale, reservation.retryAfterSeconds);
			if (json) return c.json({ error: message, field: 'old_password' }, 429, NO_STORE);
			return passwordPage(c, user, next, 429, { error: { message, field: 'old_password' } });
		}
		try {
			const token = getCookie(c, SESSION_COOKIE) ?? '';
			await changeOwnPassword(
				ctx.db,
				user,
				{ oldPassword: change.data.old_password, newPassword: change.data.new_password },
				sessionTokenHash(token),
			);
		} catch (error) {
			if (error instanceof AccountError) return refuse(error.code);
			throw error;
		}
		await limit.succeeded(attempt);
		await ctx.audit.record({
			actor: user.username,
			action: 'password_changed',
			target: user.username,
			address: attempt.address,
		});
		if (json) return c.json({ changed: true }, 200, NO_STORE);
		return passwordPage(c, user, next, 200, { done: true });
	});

	return app;
}
