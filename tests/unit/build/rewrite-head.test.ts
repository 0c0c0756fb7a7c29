import { describe, expect, it } from 'vitest';
import { rewriteHead } from '../../../src/build/rewrite-head.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (page: Uint8Array) => new TextDecoder().decode(page);
const page = '<html><head><title>Führung – Schloss</title></head><body><p>Grüße, 🏰</p></body></html>';

describe('rewriting a rendered page before </head>', () => {
	it('answers the bytes of the rewritten page, non-ASCII before and after the head', () => {
		const rewrite = (html: string) => html.replace('<title>', '<style>a{}</style><title>é');
		const result = rewriteHead(bytes(page), rewrite);
		expect(Buffer.from(result)).toEqual(Buffer.from(bytes(rewrite(page))));
	});

	it('answers the page itself when the rewrite changed nothing', () => {
		const rendered = bytes(page);
		expect(rewriteHead(rendered, (html) => html)).toBe(rendered);
	});

	it('encodes the whole answer when the rewrite changed the body, or there is no head', () => {
		const inBody = (html: string) => html.replace('Grüße', 'Hallo, Grüße');
		expect(text(rewriteHead(bytes(page), inBody))).toBe(inBody(page));
		const headless = '<p>Grüße</p>';
		expect(text(rewriteHead(bytes(headless), (html) => `${html}!`))).toBe(`${headless}!`);
	});
});
