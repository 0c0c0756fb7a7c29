import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDebianTool } from './wrk.ts';
import { waitForServer, type LoadServer } from './processes.ts';

/** Headers nginx writes itself for a static file; every other header of the real answer is added. */
const OWN_HEADERS = new Set([
	'content-type',
	'content-length',
	'content-encoding',
	'etag',
	'last-modified',
	'vary',
	'date',
	'connection',
	'keep-alive',
	'accept-ranges',
]);

/** The nginx.conf of the reference: `root` served as files, precompressed `.gz` copies preferred. */
export function nginxConfig(options: {
	prefix: string;
	port: number;
	root: string;
	workers: number | 'auto';
	headers: string[];
}): string {
	const added: string[] = [];
	for (let index = 0; index < options.headers.length; index += 2) {
		const name = options.headers[index] as string;
		const value = (options.headers[index + 1] as string).replaceAll('"', '\\"');
		if (!OWN_HEADERS.has(name.toLowerCase())) added.push(`add_header ${name} "${value}" always;`);
	}
	const temp = (name: string) => `${name}_temp_path ${join(options.prefix, name)};`;
	return `daemon off;
master_process on;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${options.workers};
pid ${join(options.prefix, 'nginx.pid')};
error_log ${join(options.prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log ${join(options.prefix, 'access.log')} combined buffer=64k;
	${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n\t')}
	sendfile on;
	tcp_nopush on;
	keepalive_requests 1000000;
	gzip_static on;
	gzip_vary on;
	server {
		listen 127.0.0.1:${options.port};
		root ${options.root};
		index index.html;
		${added.join('\n\t\t')}
		# The real server's names for a page: /x, /x/ and /x/index.html, /x for x.html.
		location / { try_files $uri $uri/index.html $uri.html =404; }
	}
}
`;
}

/**
 * Starts nginx (Debian's `nginx-light`, installed when missing) in the foreground with its own
 * prefix under `work`: `workers` worker processes serving the folder `root` on loopback `port`
 * with `gzip_static`, an access log (buffered) as the real server has its request log, and the
 * real answer's other `headers` (name/value pairs) added. `pids` are the master and its workers.
 */
export async function startNginx(options: {
	port: number;
	root: string;
	work: string;
	workers: number | 'auto';
	headers: string[];
}): Promise<LoadServer & { pids: number[] }> {
	ensureDebianTool('nginx', 'nginx-light');
	const prefix = join(options.work, `nginx-${options.workers}`);
	mkdirSync(prefix, { recursive: true });
	const conf = join(prefix, 'nginx.conf');
	// A relative root would be read from nginx's prefix.
	writeFileSync(conf, nginxConfig({ ...options, root: resolve(options.root), prefix }));
	const child = spawn('nginx', ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
		stdio: ['ignore', 'ignore', 'pipe'],
	});
	let errors = '';
	child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
	const origin = `http://127.0.0.1:${options.port}`;
	const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const server = {
		origin,
		pid: child.pid ?? 0,
		get pids() {
			const master = child.pid ?? 0;
			try {
				const workers = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8');
				return [master, ...workers.trim().split(/\s+/).filter(Boolean).map(Number)];
			} catch {
				return [master];
			}
		},
		async stop() {
			if (child.exitCode === null) child.kill('SIGTERM');
			await exit;
		},
	};
	try {
		await waitForServer(
			async () => (await fetch(origin)).status > 0,
			() => (child.exitCode === null ? null : `nginx exited (${child.exitCode}): ${errors}`),
			origin,
		);
	} catch (error) {
		await server.stop();
		throw error;
	}
	return server;
}
