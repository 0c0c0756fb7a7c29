/**
 * What every request passes before a handler sees it, on the front server and on the stand-alone
 * back end alike: its target is parsed once (request-target.ts) and its method checked. Refused
 * requests are answered here with 400, 414, 405 or 501 — never handed on to code that could throw.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseRequestTarget } from './request-target.ts';

/** The methods some part of the site serves; anything else (TRACE, PROPFIND, …) is 501. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** What pages accept: reads, and POST for forms and the editor's publish call. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

const REASONS: Record<number, string> = {
	400: 'Bad Request',
	405: 'Method Not Allowed',
	414: 'URI Too Long',
	501: 'Not Implemented',
};

/** A short plain-text answer that no cache keeps. */
function answerPlain(
	res: ServerResponse,
	status: number,
	headers: Record<string, string> = {},
): void {
	const body = status === 204 ? '' : `${REASONS[status] ?? ''}\n`;
	res.writeHead(status, {
		...headers,
		'Cache-Control': 'no-store',
		...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
		'Content-Length': String(Buffer.byteLength(body)),
	});
	res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * Checks the request's target and method. Returns the parsed URL when the request may go on, and
 * then `req.url` is the normalised target (every later reader sees the same path); otherwise the
 * request has been answered. `isBackendPath` tells which paths the back end answers: they may use
 * every served method (the back end answers 404/405 itself); pages only PAGE_METHODS.
 */
export function gateRequest(
	request: IncomingMessage,
	res: ServerResponse,
	isBackendPath: (pathname: string) => boolean,
): URL | null {
	const method = request.method ?? 'GET';
	const target = parseRequestTarget(request.url, method);
	if (!SERVED_METHODS.includes(method)) {
		answerPlain(res, 501);
		return null;
	}
	if (target.kind === 'refused') {
		answerPlain(res, target.status);
		return null;
	}
	if (target.kind === 'asterisk') {
		answerPlain(res, 204, { Allow: SERVED_METHODS.join(', ') });
		return null;
	}
	if (!isBackendPath(target.url.pathname)) {
		if (!PAGE_METHODS.includes(method)) {
			answerPlain(res, 405, { Allow: PAGE_METHODS.join(', ') });
			return null;
		}
		if (method === 'OPTIONS') {
			answerPlain(res, 204, { Allow: PAGE_METHODS.join(', ') });
			return null;
		}
	}
	request.url = target.target;
	return target.url;
}

/**
 * Answers a CONNECT (which node:http hands to a 'connect' listener, or else drops the connection
 * without a word) with 501: no tunnels here.
 */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
	socket.on('error', () => socket.destroy());
	socket.end(
		'HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Length: 0\r\n\r\n',
	);
}

/**
 * Lets a client half-close its side after sending a request (`shutdown(SHUT_WR)`, `socket.end()`)
 * and still get the answer. node:http by default aborts every request whose answer is not yet
 * written when the client's FIN arrives and ends the socket, so only answers sent synchronously
 * reached such a client (an on-demand page, the back end, a streamed file never did). With this,
 * the connection closes after the last answer instead; the server's timeouts still apply.
 */
export function answerHalfClosedRequests(server: Server): void {
	(server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}
