import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScriptHashes, SITE_SCRIPT_HASHES } from '../server/security-headers.ts';

/** Each prerendered page of `clientDir` with an inline script the policy does not allow. */
export async function disallowedInlineScripts(
	clientDir: string,
	allowed: readonly string[] = SITE_SCRIPT_HASHES,
): Promise<{ page: string; hash: string }[]> {
	const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
	const found: { page: string; hash: string }[] = [];
	for (const entry of entries) {
		if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
		const file = join(entry.parentPath, entry.name);
		for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
			if (!allowed.includes(hash)) found.push({ page: relative(clientDir, file), hash });
		}
	}
	return found;
}

/**
 * Fails the build when a prerendered page holds an inline script the Content-Security-Policy
 * does not allow (browsers would block it): a component's new `is:inline` script belongs in
 * src/components/layout/inline-scripts.ts, any other script in a file of the build.
 */
export function inlineScriptCheckIntegration(): AstroIntegration {
	return {
		name: 'venue-inline-script-check',
		hooks: {
			'astro:build:done': async ({ dir }) => {
				const found = await disallowedInlineScripts(fileURLToPath(dir));
				if (found.length === 0) return;
				const list = found.map(({ page, hash }) => `${page} ${hash}`).join('\n  ');
				throw new Error(`Inline scripts the CSP does not allow:\n  ${list}`);
			},
		},
	};
}
