import { bindHashScroll } from './hash-scroll.ts';
import { bindNavigationProgress } from './navigation-progress.ts';

/**
 * What the page does once the visitor acts (page-runtime.ts loads it on the first pointer, touch,
 * key, click or submit): the navigation progress bar and same-page fragment links. `early` are
 * the clicks and submits that came before it had arrived.
 */
export function bindPageInteraction(early: readonly Event[]): void {
	bindNavigationProgress(early);
	bindHashScroll(early);
}
