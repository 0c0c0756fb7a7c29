import { describe, expect, it } from 'vitest';
import {
	prefetchPage,
	type PrefetchContext,
} from '../../../src/islands/page-runtime/prefetch-page.ts';

/** A browser on `href` that records what prefetchPage asked for. */
function browser(overrides: Partial<PrefetchContext> = {}) {
	const links: string[] = [];
	const fetches: string[] = [];
	const context: PrefetchContext = {
		location: { href: 'https://venue.example/de/events?date=2026-12-01#top' },
		online: true,
		connection: undefined,
		linkPrefetch: (url) => {
			links.push(url);
			return true;
		},
		fetchLow: (url) => fetches.push(url),
		...overrides,
	};
	return { context, links, fetches };
}

describe('prefetchPage', () => {
	it('adds one <link rel="prefetch"> per page, without the fragment', () => {
		const { context, links } = browser();
		expect(prefetchPage('/de/magazine#teaser', context)).toBe(true);
		expect(prefetchPage('https://venue.example/de/magazine', context)).toBe(false);
		expect(links).toEqual(['https://venue.example/de/magazine']);
	});

	it('falls back to a low-priority fetch where the browser lacks link prefetch (Safari)', () => {
		const { context, fetches } = browser({ linkPrefetch: () => false });
		expect(prefetchPage('/de/besuch', context)).toBe(true);
		expect(fetches).toEqual(['https://venue.example/de/besuch']);
	});

	it('never fetches the page itself, another origin, offline or on a slow connection', () => {
		const { context, links, fetches } = browser();
		expect(prefetchPage('/de/events?date=2026-12-01', context)).toBe(false);
		expect(prefetchPage('https://elsewhere.example/de/', context)).toBe(false);
		const offline = browser({ online: false });
		expect(prefetchPage('/de/offline-case', offline.context)).toBe(false);
		const saver = browser({ connection: { saveData: true } });
		expect(prefetchPage('/de/saver-case', saver.context)).toBe(false);
		const slow = browser({ connection: { effectiveType: '2g' } });
		expect(prefetchPage('/de/slow-case', slow.context)).toBe(false);
		expect([...links, ...fetches, ...offline.links, ...saver.links, ...slow.links]).toEqual([]);
	});

	it('still fetches a page skipped while offline once the visitor is back online', () => {
		expect(prefetchPage('/de/later', browser({ online: false }).context)).toBe(false);
		const online = browser();
		expect(prefetchPage('/de/later', online.context)).toBe(true);
		expect(online.links).toEqual(['https://venue.example/de/later']);
	});
});
