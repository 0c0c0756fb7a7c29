import { createHash } from 'node:crypto';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { SITE_INLINE_SCRIPTS } from '../components/layout/inline-scripts.ts';
import { EMBED_HOSTS } from '../lib/contract/embeds.ts';

/** What the headers depend on: the request's headers and whether its socket is TLS. */
export type RequestInfo = {
	headers: Readonly<Record<string, string | string[] | undefined>>;
	encrypted: boolean;
};

/**
 * The inline scripts Astro writes into on-demand pages for islands (the island element and one
 * script per client directive): allowed by hash, as every page may need any of them.
 */
export const ASTRO_RUNTIME_SCRIPTS: readonly string[] = [
	islandScript,
	idleDirective,
	loadDirective,
	mediaDirective,
	onlyDirective,
	visibleDirective,
];

/** The tag manager (SPEC §9, loaded only after consent) and the analytics it loads and reports to. */
const TAG_MANAGER_SCRIPTS = [
	'https://www.googletagmanager.com',
	'https://www.google-analytics.com',
];
const TAG_MANAGER_CONNECT = [
	'https://*.google-analytics.com',
	'https://*.analytics.google.com',
	'https://*.googletagmanager.com',
];
/** HubSpot form blocks: the portal script (js-<region>.hsforms.net) and the form frame it opens. */
const HUBSPOT_SCRIPT = 'https://*.hsforms.net';
const HUBSPOT = [HUBSPOT_SCRIPT, 'https://*.hsforms.com'];

const first = (value: string | string[] | undefined) =>
	(Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();

/** True when the request reached us, or the proxy in front of us, over TLS. */
export function isTlsRequest(info: RequestInfo): boolean {
	const forwarded = first(info.headers['x-forwarded-proto']);
	return forwarded ? forwarded === 'https' : info.encrypted;
}

/** The CSP source for an inline script's text: 'sha256-…'. */
export function scriptHash(text: string): string {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * Hash sources of the executable inline scripts in `html` (no src; data blocks like JSON-LD
 * skipped). Never a source of the policy: the build uses it to check that every inline script of
 * its pages is one of SITE_SCRIPT_HASHES.
 */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>();
	for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
		if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
		const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
		if (EXECUTABLE_TYPE.test(type)) hashes.add(scriptHash(body));
	}
	return [...hashes];
}

/**
 * The hashes of every inline script the site itself emits (src/components/layout/inline-scripts.ts
 * and Astro's island runtime), known before any page is rendered. The policy allows these and
 * nothing else inline: hashing whatever inline script a rendered page holds would allow script
 * that came with content (astro-shield's CVE-2024-29896).
 */
export const SITE_SCRIPT_HASHES: readonly string[] = [
	...new Set([...SITE_INLINE_SCRIPTS, ...ASTRO_RUNTIME_SCRIPTS].map(scriptHash)),
].sort();

/** `https://host https://*.host` for each embed host not already covered by a parent's wildcard. */
function embedFrameSources(): string[] {
	const hosts = new Set<string>(Object.values(EMBED_HOSTS).flat());
	const roots = [...hosts].filter(
		(host) => ![...hosts].some((other) => host !== other && host.endsWith(`.${other}`)),
	);
	return roots.sort().flatMap((host) => [`https://${host}`, `https://*.${host}`]);
}

/** The Content-Security-Policy for the site, with `scriptHashes` as the allowed inline scripts. */
export function contentSecurityPolicy(
	scriptHashes: readonly string[] = SITE_SCRIPT_HASHES,
): string {
	const directives: [string, ...string[]][] = [
		['default-src', "'self'"],
		['script-src', "'self'", ...new Set(scriptHashes), ...TAG_MANAGER_SCRIPTS, HUBSPOT_SCRIPT],
		// Server-rendered style attributes and Astro's scoped <style> blocks need inline styles.
		['style-src', "'self'", "'unsafe-inline'"],
		['img-src', "'self'", 'data:', 'blob:', 'https:'],
		['font-src', "'self'", 'data:'],
		['media-src', "'self'", 'blob:'],
		['connect-src', "'self'", ...TAG_MANAGER_CONNECT, ...HUBSPOT],
		['frame-src', ...embedFrameSources(), ...HUBSPOT],
		['worker-src', "'self'", 'blob:'],
		['object-src', "'none'"],
		['base-uri', "'self'"],
		['form-action', "'self'"],
		['frame-ancestors', "'self'"],
	];
	return directives.map((directive) => directive.join(' ')).join('; ');
}

export const PERMISSIONS_POLICY =
	'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()';

/** The security headers of every answer; HSTS only when the request came over TLS. */
export function securityHeaders(
	info: RequestInfo,
	scriptHashes: readonly string[] = SITE_SCRIPT_HASHES,
): Record<string, string> {
	const headers: Record<string, string> = {
		'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'Permissions-Policy': PERMISSIONS_POLICY,
	};
	if (isTlsRequest(info)) headers['Strict-Transport-Security'] = 'max-age=31536000';
	return headers;
}
