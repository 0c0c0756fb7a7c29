import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../src/lib/seo/robots.ts';
import { isStaging } from '../../../src/lib/seo/staging.ts';

describe('robotsTxt', () => {
	it('allows everything and names the sitemap', () => {
		expect(robotsTxt({ staging: false, sitemapUrl: 'https://www.example.org/sitemap.xml' })).toBe(
			'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
		);
	});

	it('disallows everything on staging', () => {
		expect(robotsTxt({ staging: true, sitemapUrl: 'https://x/sitemap.xml' })).toBe(
			'User-agent: *\nDisallow: /\n',
		);
	});
});

describe('isStaging', () => {
	it('is true only for STAGING=true', () => {
		expect(isStaging({ STAGING: 'true' })).toBe(true);
		expect(isStaging({ STAGING: ' TRUE ' })).toBe(true);
		expect(isStaging({ STAGING: 'false' })).toBe(false);
		expect(isStaging({ STAGING: '1' })).toBe(false);
		expect(isStaging({})).toBe(false);
	});
});
