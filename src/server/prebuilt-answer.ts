import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding } from './compression.ts';
import {
	logAnswered,
	logBytes,
	requestId,
	trackRequest,
	type TrackOptions,
} from './request-log.ts';
import { sendStaticFile, type StaticFile } from './static-files.ts';

/**
 * Answers a GET or HEAD for a file of the build (the server's hot path): the headers built at
 * start plus the request's id (`X-Request-Id`, the one the proxy sent or a fresh one) and
 * `tlsOnly` (HSTS, over TLS), in the encoding the client prefers. Logged with `tracking`: an
 * answer complete on return (from memory, a 304) at once, with nothing attached to the response;
 * one streamed from disk when it closes. `tracking` is one object shared by every request.
 */
export function answerPrebuilt(
	req: IncomingMessage,
	res: ServerResponse,
	file: StaticFile,
	tlsOnly: readonly string[] | null,
	tracking: TrackOptions,
): void {
	const { logger } = tracking;
	const started = logger ? performance.now() : 0;
	const id = requestId(req.headers['x-request-id']);
	const extra = tlsOnly ? ['X-Request-Id', id, ...tlsOnly] : ['X-Request-Id', id];
	const encoding = preferredEncoding(req.headers['accept-encoding']);
	const bytes = sendStaticFile(req, res, file, encoding, extra);
	if (res.writableEnded) {
		if (logger) logAnswered(logger, req, res, id, started, bytes);
		return;
	}
	trackRequest(req, res, tracking, id);
	logBytes(res, bytes);
}
