/**
 * `npm run backend`: the embedded back end alone, as an HTTP server a site can reach through
 * `CMS_API_URL`. Env: DATA_DIR (default ./data), DATABASE_URL (postgres://…, else SQLite in DATA_DIR), SITE (castle|region), PORT (default 8000),
 * HOST (default 127.0.0.1), TRUSTED_PROXIES (the site instances in front of it). Every request
 * passes the same gate as on the site (request-gate.ts) and every answer carries the
 * site's security headers. Stops on SIGTERM/SIGINT after closing its database.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { startBackupsFromEnv } from '../backend/backup/backup-timer.ts';
import { createEmbeddedBackend } from '../backend/embedded.ts';
import { warmSearchIndex } from '../backend/content/search-sync.ts';
import { answerHalfClosedRequests, gateRequest, refuseConnect } from './request-gate.ts';
import { ASTRO_RUNTIME_SCRIPTS, scriptHash, securityHeaders } from './security-headers.ts';
import { openOrExit } from './start-failure.ts';

const site = process.env['SITE'] === 'region' ? 'region' : 'castle';
const port = Number(process.env['PORT'] ?? 8000);
const hostname = process.env['HOST'] ?? '127.0.0.1';
// An unreachable or refusing PostgreSQL: one line saying so, and exit 1.
const backend = await openOrExit(process.env['DATABASE_URL'], () =>
	createEmbeddedBackend({
		dataDir: resolve(process.env['DATA_DIR'] ?? './data'),
		site,
		sendMail: true,
	}),
);
warmSearchIndex(backend.db, site);
// Node itself reads and drops a body the back end answered without reading (no cut connection).
const listener = getRequestListener(backend.app.fetch, { autoCleanupIncoming: false });
// The back end sends no page of the build: Astro's island runtime is all its CSP needs to allow.
const scriptHashes = ASTRO_RUNTIME_SCRIPTS.map(scriptHash);
startBackupsFromEnv(resolve(process.env['DATA_DIR'] ?? './data'), process.env);

const server = createServer((req, res) => {
	const info = {
		headers: req.headers,
		encrypted: 'encrypted' in req.socket,
		remoteAddress: req.socket.remoteAddress,
	};
	for (const [name, value] of Object.entries(securityHeaders(info, scriptHashes))) {
		res.setHeader(name, value);
	}
	// Every path here is the back end's.
	if (!gateRequest(req, res, () => true)) return;
	void listener(req, res);
});
server.on('connect', refuseConnect);
answerHalfClosedRequests(server);
server.listen(port, hostname, () => {
	console.log(`Back end (${site}) on http://${hostname}:${port}`);
});

function stop(): void {
	server.close(() => {
		void backend.close().finally(() => process.exit(0));
	});
	// Keep-alive connections of the site's fetches would hold close() open.
	server.closeAllConnections();
	setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
