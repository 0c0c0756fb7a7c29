import { applyAutofocus } from './autofocus.ts';
import { bindChunkReload } from './chunk-reload.ts';
import { bindHashScroll } from './hash-scroll.ts';
import { bindLinkPrefetch } from './link-prefetch.ts';
import { bindNavigationProgress } from './navigation-progress.ts';
import { progress } from './progress.ts';
import { registerServiceWorker } from './service-worker.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * The page-wide behaviours every layout gets (issue 4, item 6). Reload on a missing chunk, the
 * navigation progress bar and scroll to hash bind at once, and the page's `autofocus` element
 * takes focus (autofocus.ts): a visitor may click a link the moment
 * the page shows. Link prefetch and registering the service worker follow, each in a task of its
 * own (see yieldToMain). The layout's parts start from layout-parts.ts. Once all have started,
 * `<html data-page-runtime="started">` says so (a test waits for it before checking that a step
 * did nothing).
 */
export async function startPageRuntime(): Promise<void> {
	applyAutofocus();
	bindChunkReload();
	bindNavigationProgress(progress);
	bindHashScroll();
	for (const step of [bindLinkPrefetch, registerServiceWorker]) {
		await yieldToMain();
		step();
	}
	document.documentElement.dataset['pageRuntime'] = 'started';
}
