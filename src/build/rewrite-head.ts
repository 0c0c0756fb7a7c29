const decoder = new TextDecoder();
const encoder = new TextEncoder();
const HEAD_END = '</head>';

/**
 * Rewrites a page's head: given the page's text and where its first `</head>` stands (the text's
 * length when it has none), answers the text before that point, rewritten or as it was.
 */
export type HeadRewrite = (html: string, headEnd: number) => string;

/** A page after rewriteHeadOf: its bytes, and its text as far as the caller asked for it. */
export type RewrittenPage = { page: Uint8Array<ArrayBuffer>; text: string };

/**
 * `page` (a rendered page's UTF-8 bytes) with its head rewritten by `rewrite` (critical CSS:
 * defer-stylesheets.ts deferredHead), and the new page's text: the new head is encoded and
 * joined to the page's own bytes from `</head>` on, so neither the page's bulk is encoded again
 * (0.3 ms of an 84 KB page) nor any string the size of the page built for the bytes (the text is
 * the new head and the page's rest joined, flattened only by whoever reads it). `page` itself
 * when nothing changed.
 */
export function rewriteHeadOf(page: Uint8Array<ArrayBuffer>, rewrite: HeadRewrite): RewrittenPage {
	const html = decoder.decode(page);
	const found = html.indexOf(HEAD_END);
	const headEnd = found === -1 ? html.length : found;
	const head = rewrite(html, headEnd);
	if (head.length === headEnd && head === html.slice(0, headEnd)) return { page, text: html };
	if (found === -1) return { page: encoder.encode(head), text: head };
	// '</head>' is ASCII, and UTF-8 never has its bytes inside another character's: its first
	// occurrence in the bytes is its first in the text.
	const tailStart = Buffer.from(page.buffer, page.byteOffset, page.byteLength).indexOf(HEAD_END);
	return {
		page: Buffer.concat([encoder.encode(head), page.subarray(tailStart)]),
		text: head + html.slice(headEnd),
	};
}

/** rewriteHeadOf's bytes alone. */
export function rewriteHead(
	page: Uint8Array<ArrayBuffer>,
	rewrite: HeadRewrite,
): Uint8Array<ArrayBuffer> {
	return rewriteHeadOf(page, rewrite).page;
}
