import { afterLeadImage } from '../page-runtime/lead-image.ts';
import type * as hydrateModule from './page-hydrate.tsx';

type HydrateModule = typeof hydrateModule;

/**
 * The events page's list (EventListView.astro): rendered by the server, hydrated by
 * page-hydrate.tsx once the page's lead image (the list's first picture) is painted and the main
 * thread is idle. React and the list are ~67 KB: fetched at once, as an Astro island would, they
 * took the connection from that image on a slow line. Until then the list works as without
 * JavaScript (its filters and pages are links).
 */
function hydrateWhenIdle(root: HTMLElement): void {
	const hydrate = (): void => {
		import('./page-hydrate.tsx')
			// Nothing when the page runtime reloads the page for a missing chunk (chunk-reload.ts):
			// Vite then answers the import empty.
			.then((step: HydrateModule | undefined) => step?.hydrateEventListPage(root))
			.catch((error: unknown) => console.error('[event list] failed to start', error));
	};
	if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 500 });
	else setTimeout(hydrate);
}

const root = document.querySelector<HTMLElement>('[data-event-list-page]');
if (root) afterLeadImage(() => hydrateWhenIdle(root));
