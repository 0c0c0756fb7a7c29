import { timingSafeEqual } from 'node:crypto';
import {
	PublishResultSchema,
	RebuildStatusSchema,
	type LoginState,
	type PublishResult,
	type RebuildStatus,
} from '../contract/index.ts';
import { readCookie } from '../cookies/read-cookie.ts';
import type { SelfRebuild } from './self-rebuild.ts';
import { REBUILD_HOOK_ENV, triggerRebuild, type RebuildDeps } from './trigger-rebuild.ts';

export const STARTED_MESSAGE =
	'The site is being rebuilt; the new build is served once it is done.';
export const QUEUED_MESSAGE =
	'A rebuild is running; one more follows it, with every edit made until it starts.';

/** The CSRF cookie and header the back end hands out and checks (double submit). */
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

/** What the publish endpoint needs besides the request: the caller's login state, the rebuild. */
export type PublishDeps = RebuildDeps & {
	/** The login state of the visitor with this Cookie header (logged out when it fails). */
	loginState: (cookie: string | null) => Promise<LoginState>;
	/**
	 * Records the publish in the back end's audit log, as the staff member of `request` (their
	 * cookie and CSRF header); must not throw.
	 */
	recordPublish?: (request: Request, status: PublishResult['status']) => Promise<void>;
	/** The node server's own rebuild, used when no rebuild hook is set (undefined: none). */
	selfRebuild?: () => SelfRebuild | undefined;
};

/** The status answered where the server does not build itself. */
const UNAVAILABLE: RebuildStatus = {
	available: false,
	run: null,
	queued: false,
	served_built_at: null,
};

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
	return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function sameToken(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the X-CSRFToken header equals the non-empty csrftoken cookie. */
export function hasValidCsrf(request: Request): boolean {
	const cookie = readCookie(request.headers.get('cookie') ?? '', CSRF_COOKIE) ?? '';
	const sent = request.headers.get(CSRF_HEADER) ?? '';
	return cookie !== '' && sent !== '' && sameToken(cookie, sent);
}

/**
 * The refusal of a publish request, or null when it may go ahead: 403 without a matching CSRF
 * token (checked first, so a forged request learns nothing about the session), 401 when not
 * logged in, 403 when not staff.
 */
export async function publishRefusal(
	request: Request,
	loginState: PublishDeps['loginState'],
): Promise<Response | null> {
	if (!hasValidCsrf(request)) return json({ error: 'CSRF token missing or incorrect' }, 403);
	const state = await loginState(request.headers.get('cookie'));
	if (!state.logged) return json({ error: 'Authentication required' }, 401);
	if (!state.is_staff) return json({ error: 'Staff permission required' }, 403);
	return null;
}

/**
 * The rebuild Publish asks for: REBUILD_HOOK_URL's hook when it is set (as on Netlify); else the
 * node server's own build ('started', or 'queued' behind the running one); else 'not-configured'.
 */
async function rebuild(deps: PublishDeps): Promise<{ httpStatus: number; result: PublishResult }> {
	const own = deps.env[REBUILD_HOOK_ENV]?.trim() ? undefined : deps.selfRebuild?.();
	if (!own) return triggerRebuild(deps);
	const status = own.request();
	const at = (deps.now ?? (() => new Date()))().toISOString();
	const message = status === 'started' ? STARTED_MESSAGE : QUEUED_MESSAGE;
	return { httpStatus: 202, result: { status, message, at } };
}

/**
 * POST /editor-api/publish: after the checks of `publishRefusal`, starts the rebuild and answers
 * its outcome (PublishResultSchema) — 200 'triggered' or 'not-configured', 202 'started' or
 * 'queued', 502 'failed'. Any other method: 405 with `Allow: POST`.
 */
export async function handlePublish(request: Request, deps: PublishDeps): Promise<Response> {
	if (request.method !== 'POST') {
		return json({ error: 'Method not allowed' }, 405, { Allow: 'POST' });
	}
	const refusal = await publishRefusal(request, deps.loginState);
	if (refusal) return refusal;
	const outcome = await rebuild(deps);
	await deps.recordPublish?.(request, outcome.result.status);
	return json(PublishResultSchema.parse(outcome.result), outcome.httpStatus);
}

/**
 * GET /editor-api/rebuild (staff, no CSRF: it changes nothing): the server's own rebuild — the
 * running one with phase and page count, or how the last ended, and whether one is queued.
 * 401/403 like Publish; any other method 405.
 */
export async function handleRebuildStatus(
	request: Request,
	deps: Pick<PublishDeps, 'loginState' | 'selfRebuild'>,
): Promise<Response> {
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		return json({ error: 'Method not allowed' }, 405, { Allow: 'GET' });
	}
	const state = await deps.loginState(request.headers.get('cookie'));
	if (!state.logged) return json({ error: 'Authentication required' }, 401);
	if (!state.is_staff) return json({ error: 'Staff permission required' }, 403);
	const own = deps.selfRebuild?.();
	return json(RebuildStatusSchema.parse(own ? own.status() : UNAVAILABLE), 200);
}
