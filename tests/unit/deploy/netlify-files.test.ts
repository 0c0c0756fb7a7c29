import { describe, expect, it } from 'vitest';
import {
	BACKEND_PREFIXES,
	backendOrigin,
	backendRedirects,
	staticHeaders,
} from '../../../src/deploy/netlify-files.ts';
import { onNetlify } from '../../../src/deploy/on-netlify.ts';
import { isBackendPath } from '../../../src/lib/links/backend-paths.ts';

describe('Netlify build selection', () => {
	it('uses the Netlify adapter only when NETLIFY=true', () => {
		expect(onNetlify({ NETLIFY: 'true' })).toBe(true);
		expect(onNetlify({})).toBe(false);
		expect(onNetlify({ NETLIFY: 'false' })).toBe(false);
	});
});

describe('backendOrigin', () => {
	it('fails clearly without CMS_API_URL', () => {
		expect(() => backendOrigin(undefined)).toThrow(/CMS_API_URL is not set/);
		expect(() => backendOrigin('  ')).toThrow(/embedded SQLite back end/);
	});

	it('accepts http(s) URLs and drops the trailing slash', () => {
		expect(backendOrigin('https://cms.example.org/')).toBe('https://cms.example.org');
		expect(backendOrigin(' http://127.0.0.1:8000 ')).toBe('http://127.0.0.1:8000');
		expect(() => backendOrigin('cms.example.org')).toThrow(/no URL/);
		expect(() => backendOrigin('ftp://cms.example.org')).toThrow(/http\(s\)/);
	});
});

describe('_redirects', () => {
	const rules = backendRedirects('https://cms.example.org')
		.split('\n')
		.filter((line) => line && !line.startsWith('#'))
		.map((line) => line.split(/\s+/));

	it('proxies every back-end path of the node server with a forced 200', () => {
		for (const prefix of BACKEND_PREFIXES) {
			expect(isBackendPath(`${prefix}/x`)).toBe(true);
			expect(rules).toContainEqual([prefix, `https://cms.example.org${prefix}`, '200!']);
			expect(rules).toContainEqual([
				`${prefix}/*`,
				`https://cms.example.org${prefix}/:splat`,
				'200!',
			]);
		}
		expect(rules).toHaveLength(BACKEND_PREFIXES.length * 2);
	});

	it('covers the prefixes backend-paths.ts knows, and no site path', () => {
		for (const path of [
			'/api/events/',
			'/en/api/teasers/',
			'/la/pageeditor-api/x',
			'/media/a.webp',
		]) {
			expect(
				BACKEND_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)),
				path,
			).toBe(true);
		}
		for (const path of ['/de/events', '/webshop/cart', '/cms-hub', '/editor-api/publish']) {
			expect(
				BACKEND_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)),
				path,
			).toBe(false);
		}
	});
});

describe('_headers', () => {
	it('sends the node server’s security headers for every static file, with HSTS', () => {
		const text = staticHeaders(["'sha256-abc='"]);
		const lines = text.split('\n');
		expect(lines).toContain('/*');
		const csp = lines.find((line) => line.startsWith('  Content-Security-Policy: '));
		expect(csp).toContain("script-src 'self' 'sha256-abc='");
		expect(csp).toContain("frame-ancestors 'self'");
		expect(lines).toContain('  X-Content-Type-Options: nosniff');
		expect(lines).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
		expect(lines).toContain('  Strict-Transport-Security: max-age=31536000');
		expect(lines.some((line) => line.startsWith('  Permissions-Policy: '))).toBe(true);
	});
});
