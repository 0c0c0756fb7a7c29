import { castle } from './castle.ts';
import { region } from './region.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * The deployment's name: Vite replaces `import.meta.env.SITE_NAME` at build time (astro.config.mjs);
 * plain Node (back end, CLI, tests without Vite) has no `import.meta.env` and reads env SITE.
 */
function deploymentName(): string | undefined {
	// The member expression must stay literal so Vite's define can replace it.
	const fromVite = typeof import.meta.env === 'undefined' ? undefined : import.meta.env.SITE_NAME;
	return fromVite ?? process.env['SITE'];
}

/** The config of the site this build or process serves; castle unless SITE=region. */
export const site: SiteConfig = deploymentName() === 'region' ? region : castle;
