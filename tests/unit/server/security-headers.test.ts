import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { disallowedInlineScripts } from '../../../src/build/inline-script-check.ts';
import { SITE_INLINE_SCRIPTS } from '../../../src/components/layout/inline-scripts.ts';
import {
	ASTRO_RUNTIME_SCRIPTS,
	contentSecurityPolicy,
	inlineScriptHashes,
	isTlsRequest,
	scriptHash,
	securityHeaders,
	SITE_SCRIPT_HASHES,
} from '../../../src/server/security-headers.ts';

const plain = { headers: {}, encrypted: false };
const directive = (csp: string, name: string) =>
	csp
		.split('; ')
		.find((part) => part.startsWith(`${name} `))
		?.split(' ')
		.slice(1) ?? [];

describe('securityHeaders', () => {
	it('sends the fixed headers on every answer', () => {
		const headers = securityHeaders(plain, []);
		expect(headers['X-Content-Type-Options']).toBe('nosniff');
		expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
		expect(headers['Permissions-Policy']).toContain('camera=()');
		expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
	});

	it('adds HSTS only behind TLS', () => {
		expect(securityHeaders(plain, [])['Strict-Transport-Security']).toBeUndefined();
		const proxied = { headers: { 'x-forwarded-proto': 'https' }, encrypted: false };
		expect(securityHeaders(proxied, [])['Strict-Transport-Security']).toBe('max-age=31536000');
		expect(isTlsRequest({ headers: {}, encrypted: true })).toBe(true);
		expect(isTlsRequest({ headers: { 'x-forwarded-proto': 'http' }, encrypted: true })).toBe(false);
		expect(
			isTlsRequest({ headers: { 'x-forwarded-proto': 'HTTPS, http' }, encrypted: false }),
		).toBe(true);
	});
});

describe('contentSecurityPolicy', () => {
	const csp = contentSecurityPolicy(["'sha256-abc'"]);

	it('allows own scripts, the given hashes and the tag manager, never eval or inline', () => {
		const scripts = directive(csp, 'script-src');
		expect(scripts).toEqual(
			expect.arrayContaining([
				"'self'",
				"'sha256-abc'",
				'https://www.googletagmanager.com',
				'https://www.google-analytics.com',
			]),
		);
		expect(scripts).not.toContain("'unsafe-eval'");
		expect(scripts).not.toContain("'unsafe-inline'");
	});

	it('frames only the embed hosts over https, and nothing frames the site but itself', () => {
		const frames = directive(csp, 'frame-src');
		for (const host of ['www.youtube-nocookie.com', 'player.vimeo.com', 'open.spotify.com']) {
			expect(
				frames.some((source) => source === `https://${host}` || host.endsWith(source.slice(9))),
			).toBe(true);
		}
		expect(frames.every((source) => source.startsWith('https://'))).toBe(true);
		expect(directive(csp, 'object-src')).toEqual(["'none'"]);
		expect(directive(csp, 'connect-src')[0]).toBe("'self'");
		expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
	});
});

describe('inline script hashes', () => {
	it('hashes executable inline scripts only', () => {
		const html = [
			'<script>a()</script>',
			'<script type="module">b()</script>',
			'<script is:inline nomodule>c()</script>',
			'<script type="application/ld+json">{}</script>',
			'<script src="/_astro/x.js"></script>',
			'<script type="module">a()</script><script>a()</script>',
		].join('');
		expect(inlineScriptHashes(html).sort()).toEqual(
			[scriptHash('a()'), scriptHash('b()'), scriptHash('c()')].sort(),
		);
		expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
	});

	it('allows exactly the site’s own inline scripts and Astro’s island runtime', () => {
		const own = [...SITE_INLINE_SCRIPTS, ...ASTRO_RUNTIME_SCRIPTS].map(scriptHash);
		expect([...SITE_SCRIPT_HASHES].sort()).toEqual([...new Set(own)].sort());
		const scripts = directive(
			securityHeaders(plain)['Content-Security-Policy'] ?? '',
			'script-src',
		);
		expect(scripts.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
			[...SITE_SCRIPT_HASHES].sort(),
		);
	});

	it('finds the build pages’ inline scripts the policy does not allow', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'csp-'));
		try {
			mkdirSync(join(dir, 'de'));
			const own = SITE_INLINE_SCRIPTS[0] ?? '';
			writeFileSync(
				join(dir, 'de', 'index.html'),
				`<script>${own}</script><script type="application/ld+json">{}</script><script>alert(1)</script>`,
			);
			expect(await disallowedInlineScripts(dir)).toEqual([
				{ page: join('de', 'index.html'), hash: scriptHash('alert(1)') },
			]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
