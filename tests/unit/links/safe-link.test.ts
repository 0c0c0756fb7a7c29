import { describe, expect, it } from 'vitest';
import { isSafeLinkTarget } from '../../../src/lib/links/safe-link.ts';

describe('isSafeLinkTarget', () => {
	it('accepts http(s), mailto, tel, site paths, relative paths, queries and anchors', () => {
		for (const href of [
			'https://example.org/a?b#c',
			'HTTP://example.org',
			'mailto:info@example.org',
			'tel:+49301234',
			'/de/events',
			'/',
			'events/2',
			'./a',
			'../b',
			'?page=2',
			'/de/search?q=a&b=c',
			'#tickets',
			' /de ',
		]) {
			expect(isSafeLinkTarget(href), href).toBe(true);
		}
	});

	it('refuses script and data URLs however they are spelt', () => {
		for (const href of [
			'javascript:alert(1)',
			'JaVaScRiPt:alert(1)',
			'   javascript:alert(1)',
			'\t\njavascript:alert(1)',
			'java\tscript:alert(1)',
			'java\nscript:alert(1)',
			'\u0000javascript:alert(1)',
			'vbscript:msgbox(1)',
			'data:text/html,<script>alert(1)</script>',
			'DATA:text/html;base64,PHNjcmlwdD4=',
			'//evil.example/x',
			'\\\\evil.example/x',
			'/\\evil.example/x',
			'https:/\\evil.example',
			'ftp://example.org',
			'',
			'   ',
		]) {
			expect(isSafeLinkTarget(href), JSON.stringify(href)).toBe(false);
		}
	});

	it('does not read an entity-encoded javascript: as a site path', () => {
		// In an attribute it would decode to javascript:; as content data it has a ':' before any '/'.
		expect(isSafeLinkTarget('&#106;avascript:alert(1)')).toBe(false);
		expect(isSafeLinkTarget('&#x6A;avascript:alert(1)')).toBe(false);
		expect(isSafeLinkTarget('javascript&colon;alert(1)')).toBe(false);
	});
});
