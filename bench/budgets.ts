import { EVENT_LIST, type PageType } from './pages/page-types.ts';

/** Bytes per KB in every budget and table of the bench. */
export const KB = 1024;

/** The bars `npm run bench` holds the site to; breaking one makes it exit non-zero. */
export const BUDGETS = {
	/**
	 * JS (gzip, after the interactions) of the event list and of every page with a React island.
	 * 132 since the islands' CSS loads with them instead of blocking every page's first paint
	 * (the loader and ?url imports cost ~1 KB of JS, and saved ~50 KB of render-blocking CSS).
	 */
	eventListJsKb: 132,
	/** JS (gzip, after scrolling through) of every other visitor page. */
	otherPageJsKb: 90,
	/** CPU-time p95 of each event-list and calendar call of the back end over 5,000 events. */
	backendCpuP95Ms: 100,
	/** Lighthouse performance score (mobile preset) of every page the Lighthouse part measures. */
	lighthousePerformanceMin: 95,
	/** Lighthouse accessibility, best-practices and SEO scores of those pages. */
	lighthouseOtherCategoriesMin: 100,
	/** Build time per page of the largest generated site, as a multiple of the smallest one's. */
	buildMsPerPageGrowthMax: 1.5,
	/** Pages per second of the build of the largest generated site (2 cores). */
	buildPagesPerSecondMin: 150,
	/**
	 * The build's fixed cost in seconds: the intercept of the least-squares line of build time
	 * over pages across the sizes built (start, Vite bundling; seeding is timed apart).
	 */
	buildFixedSecondsMax: 5,
	/** Requests per second of a prebuilt page, as a share of a plain static file server's. */
	staticVsPlainMin: 0.5,
	/** p99 latency of a page rendered on demand under 50 connections. */
	onDemandP99Ms: 50,
	/** Median latency of a prebuilt page while 50 connections send cache-busting query strings. */
	floodStaticMedianMs: 200,
	/** From a save through one instance until every PostgreSQL instance serves it prebuilt-fresh. */
	editToEveryInstanceMs: 1000,
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
