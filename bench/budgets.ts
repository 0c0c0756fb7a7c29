import { EVENT_LIST, type PageType } from './pages/page-types.ts';

/** Bytes per KB in every budget and table of the bench. */
export const KB = 1024;

/** The bars `npm run bench` holds the site to; breaking one makes it exit non-zero. */
export const BUDGETS = {
	/** JS (gzip, after the interactions) of the event list and of every page with a React island. */
	eventListJsKb: 130,
	/** JS (gzip, after scrolling through) of every other visitor page. */
	otherPageJsKb: 90,
	/** CPU-time p95 of each event-list and calendar call of the back end over 5,000 events. */
	backendCpuP95Ms: 100,
} as const;

/**
 * The JS budget of a page, in bytes: the event list's for the events page and for any page that
 * holds one of the React islands (the event-list block, the quick-buy widget), which share its
 * React runtime; the other pages' otherwise.
 */
export function jsBudget(type: PageType, hasReactIsland: boolean): number {
	return (
		(type === EVENT_LIST || hasReactIsland ? BUDGETS.eventListJsKb : BUDGETS.otherPageJsKb) * KB
	);
}
