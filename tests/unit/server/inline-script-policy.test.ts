import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withInlineScriptPolicy } from '../../../src/server/inline-script-policy.ts';
import { scriptHash } from '../../../src/server/security-headers.ts';

const closers: (() => void)[] = [];
afterEach(() => {
	for (const close of closers.splice(0)) close();
});

/** A server whose every answer goes through the policy wrapper, then `respond`. */
async function serve(respond: (res: ServerResponse) => void): Promise<string> {
	const server = createServer((_req, res) => {
		res.setHeader('Content-Security-Policy', 'the-start-time-policy');
		withInlineScriptPolicy(res, (hashes) => `script-src 'self' ${hashes.join(' ')}`.trim());
		respond(res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => server.close());
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('withInlineScriptPolicy', () => {
	it('allows exactly the inline scripts of a streamed HTML answer, body intact', async () => {
		const first = 'console.log("alert")';
		const second = 'document.documentElement.dataset.ready = "1"';
		const url = await serve((res) => {
			res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
			res.write(`<html><head><script>${first}</script>`);
			res.write(Buffer.from(`</head><body><script type="module">${second}</script>`));
			res.end('<script src="/a.js"></script>ü</body></html>');
		});
		const answer = await fetch(url);
		const policy = answer.headers.get('content-security-policy') ?? '';
		expect(policy).toContain(scriptHash(first));
		expect(policy).toContain(scriptHash(second));
		expect(policy.match(/sha256-/g)).toHaveLength(2);
		expect(await answer.text()).toBe(
			`<html><head><script>${first}</script></head><body><script type="module">${second}</script><script src="/a.js"></script>ü</body></html>`,
		);
	});

	it('leaves other answers and their policy alone', async () => {
		const url = await serve((res) => {
			res.writeHead(200, { 'Content-Type': 'application/json' });
			res.write('{"a":');
			res.end('1}');
		});
		const answer = await fetch(url);
		expect(answer.headers.get('content-security-policy')).toBe('the-start-time-policy');
		expect(await answer.json()).toEqual({ a: 1 });
	});

	it('passes an answer ended without writeHead straight through', async () => {
		const url = await serve((res) => {
			res.statusCode = 500;
			res.end('Internal Server Error');
		});
		const answer = await fetch(url);
		expect(answer.status).toBe(500);
		expect(answer.headers.get('content-security-policy')).toBe('the-start-time-policy');
	});
});
