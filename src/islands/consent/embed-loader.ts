import type * as ConsentEmbedsModule from './consent-embeds.ts';

/** The root of one consent-gated embed (ConsentEmbed.astro). */
export const EMBED_ROOT = '[data-consent-embed-root]';

type ConsentEmbeds = typeof ConsentEmbedsModule;

/**
 * Runs `use` with consent-embeds.ts when the page holds a consent-gated embed, loading it first:
 * pages without one (most of them) never download its code.
 */
export function withEmbeds(use: (embeds: ConsentEmbeds) => void): void {
	if (!document.querySelector(EMBED_ROOT)) return;
	import('./consent-embeds.ts')
		.then(use)
		.catch((error: unknown) => console.error('consent-gated embeds failed to load', error));
}
