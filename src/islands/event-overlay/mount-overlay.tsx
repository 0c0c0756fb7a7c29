import { createRoot } from 'react-dom/client';
import { createEventsStore } from '../../stores/events/list.ts';
import { openEventOverlay, restoreOverlayFromUrl } from '../../stores/events/overlay.ts';
import EventOverlay, { type EventOverlayProps } from './EventOverlay.tsx';
import { islandProps } from '../island-props.ts';
import eventListCss from '../event-list/event-list.css?url';
import { loadStylesheets } from '../lazy-stylesheets.ts';
import overlayCss from './event-overlay.css?url';

// The overlay's styles arrive with it, not as render-blocking CSS of every page with an overlay link.
await loadStylesheets([eventListCss, overlayCss]);

/**
 * Renders the overlay island into `root` (its props from island-props.ts) with a list of its own
 * and opens it, or with `fromHistory` shows it as the URL asks. Loaded on the first click on an
 * overlay link, so React and the list reach only visitors who open the overlay.
 */
export function mountEventOverlay(root: HTMLElement, fromHistory: boolean): void {
	const props = islandProps<EventOverlayProps>(root);
	const list = createEventsStore({
		locale: props.locale,
		listPath: props.listPath,
		pageSize: props.pageSize,
		urlMode: 'overlay',
		// The overlay scrolls inside its body, not the page underneath.
		scrollToTop: () => root.querySelector('[data-scroll-root]')?.scrollTo({ top: 0 }),
	});
	createRoot(root).render(<EventOverlay {...props} list={list} />);
	if (fromHistory) restoreOverlayFromUrl();
	else openEventOverlay(list);
}
