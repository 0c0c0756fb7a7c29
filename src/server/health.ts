import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_PATH = '/healthz';

/** The health answer's body. */
export type Health = {
	status: 'ok' | 'degraded';
	site: string;
	build: string;
	backend: 'ok' | 'down';
};

type HealthDeps = {
	site: string;
	builtAt: Date;
	/** Asks the back end for a path; the check uses the cheap settings read. */
	fetchBackend: (path: string, signal: AbortSignal) => Promise<Response>;
	timeoutMs?: number;
};

/** True when the back end answers the settings read with 2xx within the timeout. */
async function backendUp(deps: HealthDeps): Promise<boolean> {
	const signal = AbortSignal.timeout(deps.timeoutMs ?? 2000);
	const timedOut = new Promise<false>((resolve) =>
		signal.addEventListener('abort', () => resolve(false), { once: true }),
	);
	const answered = deps
		.fetchBackend('/pageeditor-api/settings', signal)
		.then(async (response) => {
			await response.body?.cancel();
			return response.ok;
		})
		.catch(() => false);
	return Promise.race([answered, timedOut]);
}

/** The health of the server: 200 with backend 'ok', or 503 with backend 'down'. */
export async function checkHealth(deps: HealthDeps): Promise<{ status: 200 | 503; body: Health }> {
	const up = await backendUp(deps);
	return {
		status: up ? 200 : 503,
		body: {
			status: up ? 'ok' : 'degraded',
			site: deps.site,
			build: deps.builtAt.toISOString(),
			backend: up ? 'ok' : 'down',
		},
	};
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
