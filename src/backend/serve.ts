/**
 * `npm run backend`: the embedded back end alone, as an HTTP server a site can reach through
 * `CMS_API_URL`. Env: DATA_DIR (default ./data), SITE (castle|region), PORT (default 8000),
 * HOST (default 127.0.0.1). Stops on SIGTERM/SIGINT after closing its database.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createBackend } from './app.ts';
import { startBackupsFromEnv } from './backup/backup-timer.ts';

const site = process.env['SITE'] === 'region' ? 'region' : 'castle';
const port = Number(process.env['PORT'] ?? 8000);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const backend = createBackend({ dataDir: resolve(process.env['DATA_DIR'] ?? './data'), site });
startBackupsFromEnv(resolve(process.env['DATA_DIR'] ?? './data'), process.env);

const server = serve({ fetch: backend.app.fetch, port, hostname }, () => {
	console.log(`Back end (${site}) on http://${hostname}:${port}`);
});

function stop(): void {
	server.close(() => {
		backend.close();
		process.exit(0);
	});
	// Keep-alive connections of the site's fetches would hold close() open.
	if ('closeAllConnections' in server) server.closeAllConnections();
	setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
