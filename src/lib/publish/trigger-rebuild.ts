import type { PublishResult } from '../contract/index.ts';

/** How long the rebuild hook may take to answer. */
export const REBUILD_HOOK_TIMEOUT_MS = 10_000;

/** The environment variable holding the rebuild hook's URL (e.g. a Netlify build hook). */
export const REBUILD_HOOK_ENV = 'REBUILD_HOOK_URL';

export const NOT_CONFIGURED_MESSAGE = 'Edits are live already; no rebuild hook is configured.';
export const TRIGGERED_MESSAGE =
	'The rebuild hook accepted the request; the site is being rebuilt.';

/** What triggering a rebuild needs: a fetch, the environment, the clock and the time limit. */
export type RebuildDeps = {
	fetch: (url: string, init: RequestInit) => Promise<Response>;
	env: Readonly<Record<string, string | undefined>>;
	now?: () => Date;
	timeoutMs?: number;
};

/** The outcome with the HTTP status the publish endpoint answers it with. */
export type RebuildOutcome = { httpStatus: 200 | 502; result: PublishResult };

/** The hook URL from `env`, or null when none is set; 'invalid' when it is no http(s) URL. */
function hookUrl(env: RebuildDeps['env']): URL | null | 'invalid' {
	const value = env[REBUILD_HOOK_ENV]?.trim();
	if (!value) return null;
	try {
		const url = new URL(value);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url : 'invalid';
	} catch {
		return 'invalid';
	}
}

function isTimeout(error: unknown): boolean {
	return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Asks for a rebuild of the site: with REBUILD_HOOK_URL set in `deps.env` (read on every call),
 * POSTs `{}` to it and waits at most `timeoutMs` (10 s): a 2xx answer is 'triggered' (200);
 * another status, a timeout, an unreachable or malformed hook is 'failed' (502). Without the
 * variable, nothing needs doing: 'not-configured' (200), since the site renders edits at once.
 * Never throws; messages never contain the hook URL (it usually carries a secret).
 */
export async function triggerRebuild(deps: RebuildDeps): Promise<RebuildOutcome> {
	const at = (deps.now ?? (() => new Date()))().toISOString();
	const failed = (message: string): RebuildOutcome => ({
		httpStatus: 502,
		result: { status: 'failed', message, at },
	});
	const url = hookUrl(deps.env);
	if (url === null) {
		return {
			httpStatus: 200,
			result: { status: 'not-configured', message: NOT_CONFIGURED_MESSAGE, at },
		};
	}
	if (url === 'invalid') return failed(`${REBUILD_HOOK_ENV} is not an http(s) URL`);
	const timeoutMs = deps.timeoutMs ?? REBUILD_HOOK_TIMEOUT_MS;
	let response: Response;
	try {
		response = await deps.fetch(url.href, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
			signal: AbortSignal.timeout(timeoutMs),
		});
	} catch (error) {
		if (isTimeout(error)) {
			return failed(`The rebuild hook did not answer within ${timeoutMs / 1000} s`);
		}
		return failed('The rebuild hook could not be reached');
	}
	// Only the status matters; the body is not read.
	await response.body?.cancel().catch(() => {});
	if (!response.ok) return failed(`The rebuild hook answered ${response.status}`);
	return { httpStatus: 200, result: { status: 'triggered', message: TRIGGERED_MESSAGE, at } };
}
