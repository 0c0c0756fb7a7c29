import { isLowBandwidth, type ConnectionHints } from './connection.ts';

const requested = new Set<string>();

/** What prefetchPage reads of the browser; the defaults are the real page's. */
export interface PrefetchContext {
	location: Pick<Location, 'href'>;
	online: boolean;
	connection: ConnectionHints | undefined;
	/** Adds `<link rel="prefetch">` when the browser knows it (Chromium, Firefox); false in Safari. */
	linkPrefetch: (url: string) => boolean;
	fetchLow: (url: string) => void;
}

function appendPrefetchLink(url: string): boolean {
	const link = document.createElement('link');
	if (!link.relList.supports('prefetch')) return false;
	link.rel = 'prefetch';
	link.href = url;
	document.head.append(link);
	return true;
}

function browserContext(): PrefetchContext {
	return {
		location,
		online: navigator.onLine,
		connection: (navigator as Navigator & { connection?: ConnectionHints }).connection,
		linkPrefetch: appendPrefetchLink,
		fetchLow: (url) => void fetch(url, { priority: 'low' }).catch(() => undefined),
	};
}

/**
 * Fetches the page at `url` ahead into the HTTP cache at the lowest priority, so opening it is
 * instant: a `<link rel="prefetch">`, or a low-priority fetch where the browser lacks that (Safari).
 * Each URL once; never the current page, another origin, offline, or on data saver and 2G.
 * (What Astro's `prefetch()` did, without its page script: one request less on every page.)
 * Returns whether it requested the page.
 */
export function prefetchPage(url: string, context: PrefetchContext = browserContext()): boolean {
	const target = new URL(url, context.location.href);
	target.hash = '';
	const current = new URL(context.location.href);
	current.hash = '';
	if (
		!context.online ||
		isLowBandwidth(context.connection) ||
		target.origin !== current.origin ||
		target.href === current.href ||
		requested.has(target.href)
	) {
		return false;
	}
	requested.add(target.href);
	if (!context.linkPrefetch(target.href)) context.fetchLow(target.href);
	return true;
}
