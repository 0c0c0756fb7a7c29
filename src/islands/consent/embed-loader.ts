import type * as ConsentEmbedsModule from './consent-embeds.ts';

/** The root of one consent-gated embed (ConsentEmbed.astro). */
export const EMBED_ROOT = '[data-consent-embed-root]';

/** A placeholder's button that activates its own embed. */
const BUTTON = 'button[data-consent-category]';

type ConsentEmbeds = typeof ConsentEmbedsModule;

const load = () => import('./consent-embeds.ts');

/**
 * Runs `use` with consent-embeds.ts when the page holds a consent-gated embed, loading it first:
 * pages without one (most of them) never download its code.
 */
export function withEmbeds(use: (embeds: ConsentEmbeds) => void): void {
	if (!document.querySelector(EMBED_ROOT)) return;
	load()
		.then(use)
		.catch((error: unknown) => console.error('consent-gated embeds failed to load', error));
}

/**
 * Handles clicks on placeholder buttons by delegation from the document; the code that swaps in
 * the embed loads on the first such click (fetched ahead when the pointer or focus reaches a
 * button), so a visitor who never clicks one downloads none of it.
 */
export function bindConsentButtons(): void {
	const button = (event: Event) =>
		event.target instanceof Element ? event.target.closest(BUTTON) : null;
	document.addEventListener('click', (event) => {
		const root = button(event)?.closest(`${EMBED_ROOT}:not([data-consent-active])`);
		if (root) withEmbeds(({ activateByButton }) => activateByButton(root));
	});
	const prefetch = (event: Event) => {
		if (button(event)) void load().catch(() => undefined);
	};
	document.addEventListener('pointerover', prefetch, { passive: true });
	document.addEventListener('focusin', prefetch);
}
