/**
 * The cart bench's server: the embedded back end alone (castle demo content) over HTTP on
 * 127.0.0.1:`port`, data in `dataDir`, plus GET /__bench/cpu answering the process's CPU time in
 * microseconds (what a request costs, whatever else the machine is doing). Prints 'ready' once
 * listening; stops on SIGTERM.
 * With DATABASE_URL set (postgres://…) the data lives in that PostgreSQL database instead.
 * Usage: node bench/cart/cart-server.ts <dataDir> <port>
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createBackend } from '../../src/backend/app.ts';
import { loadDemoPack } from '../../src/backend/demo-loader.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: cart-server.ts <dataDir> <port>');

const backend = await createBackend({
	dataDir,
	databaseUrl: process.env['DATABASE_URL'],
	site: 'castle',
	content: loadDemoPack,
});
// Not strict, as the back end itself: its paths end in a slash (SPEC §7).
const app = new Hono({ strict: false });
app.get('/__bench/cpu', (c) => {
	const usage = process.cpuUsage();
	return c.json({ micros: usage.user + usage.system });
});
app.route('/', backend.app);
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () =>
	console.log('ready'),
);
process.on('SIGTERM', () => {
	server.close();
	void backend.close().finally(() => process.exit(0));
});
