import type { ServerResponse } from 'node:http';
import type { Locale } from '../lib/contract/common.ts';
import { getT } from '../lib/i18n/index.ts';
import { chunkToBuffer } from './response-chunks.ts';

/** What the renderer sends when even the error page failed: an empty body, or this text. */
const BARE_FAILURE = 'Internal Server Error';

const escape = (text: string) =>
	text.replace(
		/[&<>"]/g,
		(char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
	);

/** SPEC §8: the page shown when the error page itself could not be rendered. */
export function errorPageFailureHtml(locale: Locale, status: number): string {
	const t = getT(locale);
	return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${status}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1b1b1b;background:#f6f1e7}main{max-width:32rem;padding:2rem;text-align:center}a{color:inherit}</style></head><body><main><h1>${escape(t('error.pageFailed'))}</h1><p><a href="/${locale}">${escape(t('error.toStart'))}</a></p></main></body></html>`;
}

/**
 * Makes `res` answer with the error-page-failure page (SPEC §8) when the renderer ends a 5xx answer
 * without a body — which is what it does when rendering the error page itself failed. The status
 * line is held back until the first body byte, so it can still be replaced. `onFallback` hears of
 * each such failure (for the error reporter); the visitor only ever sees the generic page.
 */
export function withErrorPageFallback(
	res: ServerResponse,
	locale: Locale,
	onFallback?: (status: number) => void,
): void {
	const writeHead = res.writeHead.bind(res);
	const write = res.write.bind(res);
	const end = res.end.bind(res);
	let held: Parameters<typeof res.writeHead> | null = null;
	let wroteBody = false;
	// From the first byte on, Node's own implicit writeHead must go through, and the held one too.
	const release = () => {
		res.writeHead = writeHead;
		if (held) writeHead(...(held as [number]));
		held = null;
	};

	res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
		held = args;
		return res;
	}) as typeof res.writeHead;

	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		if (chunk !== undefined && chunk !== null && chunkToBuffer(chunk, rest[0]).length > 0) {
			wroteBody = true;
		}
		release();
		return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
	}) as typeof res.write;

	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		const status = held ? held[0] : res.statusCode;
		const bare =
			!wroteBody &&
			(chunk === undefined ||
				chunk === null ||
				typeof chunk === 'function' ||
				chunkToBuffer(chunk, rest[0]).toString() === BARE_FAILURE);
		if (status >= 500 && bare && !res.headersSent) {
			held = null;
			res.writeHead = writeHead;
			res.statusCode = status;
			res.setHeader('Content-Type', 'text/html; charset=utf-8');
			res.setHeader('Cache-Control', 'no-store');
			onFallback?.(status);
			return end(errorPageFailureHtml(locale, status));
		}
		release();
		return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
	}) as typeof res.end;
}
