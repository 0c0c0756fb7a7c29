/**
 * The load bench's baseline: a bare `node:http` server that streams files from disk and nothing
 * else (no headers beyond type and length, no caching, no compression). A path is looked up in each
 * root in turn, a folder answering its `index.html`; anything else is a 404. Prints 'ready' once
 * listening on 127.0.0.1:`port`; stops on SIGTERM.
 * Usage: node bench/load/plain-server.ts <port> <root> [<root> …]
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const [port, ...roots] = process.argv.slice(2);
if (!port || roots.length === 0) throw new Error('usage: plain-server.ts <port> <root> [<root> …]');

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
};

const statOrNull = (path: string): Stats | null => {
	try {
		return statSync(path);
	} catch {
		return null;
	}
};

/** The file (and its stat) a request path names in the first root that has it. */
function find(pathname: string): { path: string; stat: Stats } | null {
	const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
	for (const root of roots) {
		const path = join(root, relative);
		const stat = statOrNull(path);
		if (stat?.isFile()) return { path, stat };
		const index = join(path, 'index.html');
		const indexStat = stat?.isDirectory() ? statOrNull(index) : null;
		if (indexStat?.isFile()) return { path: index, stat: indexStat };
	}
	return null;
}

const server = createServer((req, res) => {
	const found = find((req.url ?? '/').split('?')[0] ?? '/');
	if (found === null) {
		res.writeHead(404).end();
		return;
	}
	res.writeHead(200, {
		'Content-Type': TYPES[extname(found.path)] ?? 'application/octet-stream',
		'Content-Length': found.stat.size,
	});
	createReadStream(found.path).pipe(res);
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
	server.close();
	process.exit(0);
});
