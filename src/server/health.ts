import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_PATH = '/healthz';

/**
 * The health answer's body. `backend` is the settings read through the back end; `database`
 * (embedded back end only) a query of its own database; `changes` (PostgreSQL only) whether
 * this instance hears the other instances' edits right now — each names the part that failed.
 */
export type Health = {
	status: 'ok' | 'degraded';
	site: string;
	build: string;
	backend: 'ok' | 'down';
	database?: 'ok' | 'down';
	changes?: 'listening' | 'reconnecting';
};

type HealthDeps = {
	site: string;
	builtAt: Date;
	/** Asks the back end for a path; the check uses the cheap settings read. */
	fetchBackend: (path: string, signal: AbortSignal) => Promise<Response>;
	/** Resolves when the embedded back end's database answers a query. */
	pingDatabase?: () => Promise<unknown>;
	/** Whether the change listener is connected (absent: there is none). */
	listening?: () => boolean;
	timeoutMs?: number;
};

/** True when `work` resolves (to a truthy value, for booleans) within the timeout. */
async function within(work: () => Promise<unknown>, signal: AbortSignal): Promise<boolean> {
	const timedOut = new Promise<false>((resolve) =>
		signal.addEventListener('abort', () => resolve(false), { once: true }),
	);
	const done = Promise.resolve()
		.then(work)
		.then((value) => value !== false)
		.catch(() => false);
	return Promise.race([done, timedOut]);
}

/**
 * The health of the server: 200 'ok' when every part works; 'degraded' when one does not —
 * with 503 when the back end or its database is down (a load balancer should send visitors
 * elsewhere), 200 when only the change listener is reconnecting (pages stay right by the poll).
 */
export async function checkHealth(deps: HealthDeps): Promise<{ status: 200 | 503; body: Health }> {
	const signal = AbortSignal.timeout(deps.timeoutMs ?? 2000);
	const [backendUp, databaseUp] = await Promise.all([
		within(
			() =>
				deps.fetchBackend('/pageeditor-api/settings', signal).then(async (response) => {
					await response.body?.cancel();
					return response.ok;
				}),
			signal,
		),
		deps.pingDatabase ? within(deps.pingDatabase, signal) : Promise.resolve(undefined),
	]);
	const listening = deps.listening?.();
	const down = !backendUp || databaseUp === false;
	const body: Health = {
		status: down || listening === false ? 'degraded' : 'ok',
		site: deps.site,
		build: deps.builtAt.toISOString(),
		backend: backendUp ? 'ok' : 'down',
	};
	if (databaseUp !== undefined) body.database = databaseUp ? 'ok' : 'down';
	if (listening !== undefined) body.changes = listening ? 'listening' : 'reconnecting';
	return { status: down ? 503 : 200, body };
}

/** Answers GET/HEAD /healthz and returns true; leaves every other request alone (false). */
export function answerHealth(req: IncomingMessage, res: ServerResponse, deps: HealthDeps): boolean {
	const path = (req.url ?? '/').split('?')[0];
	if (path !== HEALTH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
	void checkHealth(deps).then(({ status, body }) => {
		const json = JSON.stringify(body);
		res.writeHead(status, {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Length': Buffer.byteLength(json),
			'Cache-Control': 'no-store',
		});
		res.end(req.method === 'HEAD' ? undefined : json);
	});
	return true;
}
