import { bindChunkReload } from './chunk-reload.ts';
import { bindHashScroll } from './hash-scroll.ts';
import { bindLinkPrefetch } from './link-prefetch.ts';
import { bindNavigationProgress } from './navigation-progress.ts';
import { progress } from './progress.ts';
import { registerServiceWorker } from './service-worker.ts';

/**
 * The page-wide behaviours every layout gets (issue 4, item 6): the navigation progress bar,
 * scroll to hash, reload on a missing chunk, link prefetch and registering the service worker.
 * The info layer starts from its own component, only in the layouts that show it.
 */
export function startPageRuntime(): void {
	bindChunkReload();
	bindHashScroll();
	bindNavigationProgress(progress);
	bindLinkPrefetch();
	registerServiceWorker();
}
