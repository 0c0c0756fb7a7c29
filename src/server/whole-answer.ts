import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { chunkToBuffer } from './response-chunks.ts';
import { compressBody, MIN_COMPRESS_BYTES, type Encoding } from './compression.ts';

type HeadArgs = Parameters<ServerResponse['writeHead']>;

/** The Content-Type an answer is about to be sent with: from writeHead's headers, else set ones. */
function contentTypeOf(res: ServerResponse, args: HeadArgs): string {
	// writeHead(status, headers) or writeHead(status, statusMessage, headers).
	const [, second, third] = args as unknown[];
	const headers = (typeof second === 'object' ? second : third) as OutgoingHttpHeaders | undefined;
	if (headers && !Array.isArray(headers)) {
		for (const [name, value] of Object.entries(headers)) {
			if (name.toLowerCase() === 'content-type') return String(value);
		}
	}
	return String(res.getHeader('content-type') ?? '');
}

const callbackOf = (rest: unknown[]) =>
	rest.find((item): item is () => void => typeof item === 'function');

/** HTML: the answers of on-demand pages. */
export const HTML_ANSWER = /^text\/html\b/i;
/** JSON: the back end's answers (an event list page of the API is 45 KB, 6 KB in brotli). */
export const JSON_ANSWER = /^application\/json\b/i;

/**
 * Sends an answer of one of the `kinds` (content types; default HTML) whole: the body is held
 * until the renderer ends it, then sent at once with its length, compressed in `encoding` when
 * given and the answer is big enough (on-demand pages and API answers are small and made whole
 * before the first byte anyway). Any other answer passes through untouched. The
 * Content-Security-Policy set before stays as it is: it never learns anything from the body (see
 * SITE_SCRIPT_HASHES in security-headers.ts).
 */
export function withWholeAnswer(
	res: ServerResponse,
	encoding: Encoding | null = null,
	kinds: RegExp = HTML_ANSWER,
): void {
	const writeHead = res.writeHead.bind(res);
	const write = res.write.bind(res);
	const end = res.end.bind(res);
	let held: HeadArgs | null = null;
	const chunks: Buffer[] = [];
	const restore = () => {
		res.writeHead = writeHead;
		res.write = write;
		res.end = end;
	};

	res.writeHead = ((...args: HeadArgs) => {
		if (!kinds.test(contentTypeOf(res, args))) {
			restore();
			return writeHead(...(args as [number]));
		}
		held = args;
		return res;
	}) as typeof res.writeHead;

	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		if (held === null) {
			restore();
			return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
		}
		chunks.push(chunkToBuffer(chunk, rest[0]));
		callbackOf(rest)?.();
		return true;
	}) as typeof res.write;

	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		restore();
		if (held === null) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
		if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
			chunks.push(chunkToBuffer(chunk, rest[0]));
		}
		let body: Buffer = Buffer.concat(chunks);
		res.setHeader('Vary', 'Accept-Encoding');
		if (encoding && body.length >= MIN_COMPRESS_BYTES) {
			body = compressBody(body, encoding);
			res.setHeader('Content-Encoding', encoding);
		}
		res.setHeader('Content-Length', body.length);
		// A length the renderer gave is the one before compression.
		for (const headers of held.slice(1)) {
			if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
			for (const name of Object.keys(headers)) {
				if (name.toLowerCase() === 'content-length') delete headers[name];
			}
		}
		// Astro sends the page response's own status text, which its 404 page kept from the 200
		// it was rendered as ("HTTP/1.1 404 OK"): the standard phrase of the status goes out.
		res.statusMessage = STATUS_CODES[held[0]] ?? '';
		writeHead(...(held as [number]));
		const done = typeof chunk === 'function' ? (chunk as () => void) : callbackOf(rest);
		return done ? end(body, done) : end(body);
	}) as typeof res.end;
}
