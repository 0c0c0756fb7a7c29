/**
 * The load bench's anchor: the physical limit of Node on this machine. A bare `node:http` server
 * that answers each path of a spec with the status, headers (name/value pairs, the same the real
 * server sent) and bytes it was given, from memory, with nothing else: one `writeHead` + `end`.
 * Prints 'ready' once listening on 127.0.0.1:`port`; stops on SIGTERM.
 * Usage: node bench/load/bare-server.ts <port> <spec.json>
 * Spec: [{ "path": "/de/x/", "headers": ["Content-Type", "text/html", …], "body": "<file>" }]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** One answer of the bare server. */
export type BareAnswer = { path: string; headers: string[]; body: string };

const [port, specFile] = process.argv.slice(2);
if (!port || !specFile) throw new Error('usage: bare-server.ts <port> <spec.json>');

const answers = new Map(
	(JSON.parse(readFileSync(specFile, 'utf8')) as BareAnswer[]).map((answer) => [
		answer.path,
		{ headers: answer.headers, body: readFileSync(answer.body) },
	]),
);

const server = createServer((req, res) => {
	const answer = answers.get(req.url ?? '');
	if (!answer) {
		res.writeHead(404).end();
		return;
	}
	res.writeHead(200, answer.headers);
	res.end(req.method === 'HEAD' ? undefined : answer.body);
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
	server.close();
	process.exit(0);
});
