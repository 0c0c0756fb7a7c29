import { bindChunkReload } from './chunk-reload.ts';
import { bindHashScroll } from './hash-scroll.ts';
import { bindLinkPrefetch } from './link-prefetch.ts';
import { bindNavigationProgress } from './navigation-progress.ts';
import { progress } from './progress.ts';
import { renderDeferredBlocks } from './render-deferred-blocks.ts';
import { registerServiceWorker } from './service-worker.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * The page-wide behaviours every layout gets (issue 4, item 6): the navigation progress bar,
 * scroll to hash, reload on a missing chunk, link prefetch, registering the service worker and
 * rendering the page blocks deferred while the page loaded, each in a task of its own (see yieldToMain). The layout's parts start from layout-parts.ts.
 */
export async function startPageRuntime(): Promise<void> {
	const steps = [
		bindChunkReload,
		bindHashScroll,
		() => bindNavigationProgress(progress),
		bindLinkPrefetch,
		registerServiceWorker,
		() => void renderDeferredBlocks(),
	];
	for (const [index, step] of steps.entries()) {
		if (index > 0) await yieldToMain();
		step();
	}
}
