import { describe, expect, it } from 'vitest';
import { isExternalLink, linkAttributes, safeHref } from '../../../src/lib/links/link-target.ts';

describe('isExternalLink (SPEC §5)', () => {
	it('keeps site paths internal', () => {
		expect(isExternalLink('/de/events')).toBe(false);
		expect(isExternalLink('/en/magazine/a-story/4?x=1#top')).toBe(false);
	});

	it('marks addresses not starting with a slash as external', () => {
		expect(isExternalLink('https://example.org/')).toBe(true);
		expect(isExternalLink('http://example.org/a.html')).toBe(true);
		expect(isExternalLink('de/events')).toBe(true);
		expect(isExternalLink('//cdn.example.org/x')).toBe(true);
	});

	it('marks images, PDFs and the media library as external', () => {
		expect(isExternalLink('/media/programme.pdf')).toBe(true);
		expect(isExternalLink('/media/plan.PDF?download=1')).toBe(true);
		expect(isExternalLink('/media/photo.jpg')).toBe(true);
		expect(isExternalLink('/media/filer_public/ab/cd/plan')).toBe(true);
	});

	it('leaves anchors, e-mail and phone links in place', () => {
		expect(isExternalLink('#tickets')).toBe(false);
		expect(isExternalLink('mailto:info@example.org')).toBe(false);
		expect(isExternalLink('tel:+4930123')).toBe(false);
	});
});

describe('linkAttributes', () => {
	it('opens external links in a new tab without an opener', () => {
		expect(linkAttributes(' https://example.org ')).toEqual({
			href: 'https://example.org',
			target: '_blank',
			rel: 'noopener noreferrer',
			external: true,
		});
	});

	it('adds nothing to internal links', () => {
		expect(linkAttributes('/de')).toEqual({ href: '/de', external: false });
	});
});

describe('linkAttributes of unsafe targets', () => {
	it('drops the href of script, data and protocol-relative links', () => {
		for (const href of [
			'javascript:alert(1)',
			' JaVaScRiPt:alert(1)',
			'java\tscript:alert(1)',
			'data:text/html,x',
			'//evil.example/',
		]) {
			expect(linkAttributes(href), href).toEqual({ external: false });
			expect(safeHref(href), href).toBeUndefined();
		}
		expect(safeHref(' /de/events ')).toBe('/de/events');
	});
});
