import { describe, expect, it } from 'vitest';
import { rewriteHead, rewriteHeadOf, type HeadRewrite } from '../../../src/build/rewrite-head.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (page: Uint8Array) => new TextDecoder().decode(page);
const page =
	'<html><head><title>Führung – Schloss</title></head><body><p>Grüße, 🏰</p></body></html>';

describe('rewriting a rendered page before </head>', () => {
	it('answers the bytes of the page with its new head, non-ASCII before and after the head', () => {
		const rewrite: HeadRewrite = (html, headEnd) =>
			html.slice(0, headEnd).replace('<title>', '<style>a{}</style><title>é');
		const result = rewriteHead(bytes(page), rewrite);
		const expected = page.replace('<title>', '<style>a{}</style><title>é');
		expect(Buffer.from(result)).toEqual(Buffer.from(bytes(expected)));
	});

	it('answers the text of the page it answers', () => {
		const rewrite: HeadRewrite = (html, headEnd) => `${html.slice(0, headEnd)}<meta>`;
		const result = rewriteHeadOf(bytes(page), rewrite);
		expect(result.text).toBe(text(result.page));
		expect(result.text).toBe(page.replace('</head>', '<meta></head>'));
	});

	it('hands the rewrite the whole page and where its head ends', () => {
		let seen: [string, number] | undefined;
		rewriteHead(bytes(page), (html, headEnd) => {
			seen = [html, headEnd];
			return html.slice(0, headEnd);
		});
		expect(seen).toEqual([page, page.indexOf('</head>')]);
	});

	it('answers the page itself when the rewrite changed nothing', () => {
		const rendered = bytes(page);
		expect(rewriteHead(rendered, (html, headEnd) => html.slice(0, headEnd))).toBe(rendered);
	});

	it('takes the whole text of a page without a head for its head', () => {
		const headless = '<p>Grüße</p>';
		const rewrite: HeadRewrite = (html, headEnd) => `${html.slice(0, headEnd)}!`;
		expect(text(rewriteHead(bytes(headless), rewrite))).toBe(`${headless}!`);
	});
});
