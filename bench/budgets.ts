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
	/**
	 * Uncompressed HTML of the home page as served (head included), each site and locale: icons
	 * from one sprite, srcsets of the widths a picture can use, leaves room for inline critical CSS.
	 */
	homeHtmlKb: 80,
	/** JS (gzip, after scrolling through) of every other visitor page. */
	otherPageJsKb: 90,
	/**
	 * JS (gzip) a content page ships on first load, before any interaction (issue 22): islands
	 * below the fold wake when scrolled to. The events page, whose island is its content, is exempt.
	 */
	firstLoadJsKb: 20,
	/** CPU-time p95 of each event-list and calendar call of the back end over 5,000 events. */
	backendCpuP95Ms: 100,
	/** Lighthouse performance score (mobile preset) of every page the Lighthouse part measures. */
	lighthousePerformanceMin: 100,
	/** Largest Contentful Paint of each of those pages (Lighthouse's simulated mobile load). */
	lighthouseLcpMaxMs: 1200,
	/** Cumulative Layout Shift of each of those pages: nothing moves. */
	lighthouseClsMax: 0,
	/** Total Blocking Time of each of those pages. */
	lighthouseTbtMaxMs: 50,
	/** Lighthouse accessibility, best-practices and SEO scores of those pages. */
	lighthouseOtherCategoriesMin: 100,
	/** Build time per page of the largest generated site, as a multiple of the smallest one's. */
	buildMsPerPageGrowthMax: 1.5,
	/**
	 * Throughput of a prebuilt page on a core of its own (1 ÷ CPU ms per answer), as a share of a
	 * bare node:http server sending the same answer (status, headers, bytes) from memory: the
	 * physical limit of Node on the machine. By CPU, not req/s: on two cores shared with other
	 * work, the req/s of a run says mostly how much CPU it was given (pairs swung 0.70–1.25).
	 */
	staticVsPlainMin: 0.8,
	/** Pages per second of the build of the largest generated site (2 cores). */
	buildPagesPerSecondMin: 150,
	/**
	 * The build's fixed cost in seconds: the intercept of the least-squares line of build time
	 * over pages across the sizes built (start, Vite bundling; seeding is timed apart).
	 */
	buildFixedSecondsMax: 5,
	/** p99 latency of a page rendered on demand under 50 connections (the event list has its own). */
	onDemandP99Ms: 50,
	/** p99 latency of the event list page under 50 connections on 2 cores. */
	eventListP99Ms: 30,
	/** p99 latency of the events API (page 1) under 50 connections on 2 cores. */
	eventsApiP99Ms: 20,
	/** Median latency of a prebuilt page while 50 connections send cache-busting query strings. */
	floodStaticMedianMs: 200,
	/** Reservations a second the embedded back end answers in an on-sale rush (offered rate). */
	cartReservationsPerSecond: 1000,
	/** p99 latency of those reservations, from each one's due time. */
	cartRushP99Ms: 50,
	/** The server's highest RSS (MB) through the soak's mix of pages, API and reservations. */
	soakMaxRssMb: 400,
	/** How much higher (MB) the soak's last minute may reach than the minute after warm-up. */
	soakSteadyMarginMb: 25,
	/** Share of the search query set (bench/search/query-set.json) found in the top 3 (issue 27). */
	searchTop3Min: 0.9,
	/** p99 latency of an autocomplete call under 50 connections on 2 cores. */
	autocompleteP99Ms: 20,
	/** p99 latency of the search page (rendered on demand) under 50 connections on 2 cores. */
	searchPageP99Ms: 30,
	/** From a save through one instance until every PostgreSQL instance serves it prebuilt-fresh. */
	editToEveryInstanceMs: 1000,
} as const;

/** The first-load JS budget of a page type in bytes, or null for the events page (its island is its content). */
export function firstLoadJsBudget(type: PageType): number | null {
	return type === EVENT_LIST ? null : BUDGETS.firstLoadJsKb * KB;
}

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
