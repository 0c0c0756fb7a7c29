import { describe, expect, it } from 'vitest';
import { Freshness } from '../../../src/server/freshness.ts';
import { isPagePath, mayServePrebuilt } from '../../../src/server/page-request.ts';

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('freshness of prebuilt pages', () => {
	it('marks the changed page itself stale, not its neighbours', () => {
		const freshness = new Freshness(new Date(0));
		freshness.record({ kind: 'page', locale: 'de', paths: ['/de/agb'] });
		expect(freshness.isStale('/de/agb')).toBe(true);
		expect(freshness.isStale('/de/agb/')).toBe(true);
		expect(freshness.isStale('/en/agb')).toBe(false);
		expect(freshness.isStale('/de/agbx')).toBe(false);
	});

	it('marks the listings that show a changed article stale', () => {
		const freshness = new Freshness(new Date(0));
		freshness.record({ kind: 'article', locale: 'en', paths: ['/en/magazine/a/3'] });
		expect(freshness.isStale('/en/magazine')).toBe(true);
		expect(freshness.isStale('/en/magazine/tags/x/1')).toBe(true);
		expect(freshness.isStale('/en')).toBe(true);
		expect(freshness.isStale('/de/magazine')).toBe(false);
		expect(freshness.isStale('/en/team')).toBe(false);
	});

	it('treats navigation and settings changes as changing every page', () => {
		const freshness = new Freshness(new Date(0));
		freshness.record({ kind: 'navigation', locale: 'de', paths: [] });
		expect(freshness.isStale('/en/anything')).toBe(true);
	});

	it('shares a feed read under way among callers, and reads once more after it', async () => {
		let reads = 0;
		let release = () => {};
		const freshness = new Freshness(new Date(0));
		const feed = async () => {
			reads += 1;
			if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
			return json({ now: '2026-11-02T00:00:00.000Z', changes: [] });
		};
		const first = freshness.poll(feed);
		const others = [freshness.poll(feed), freshness.poll(feed), freshness.poll(feed)];
		release();
		await Promise.all([first, ...others]);
		expect(reads).toBe(2);
		await freshness.poll(feed);
		expect(reads).toBe(3);
	});

	it('reads the change feed since the build, less the overlap, and moves its cursor on', async () => {
		const asked: string[] = [];
		const freshness = new Freshness(new Date('2026-11-01T00:00:00Z'));
		const feed = async (path: string) => {
			asked.push(path);
			return json({
				now: '2026-11-02T00:00:00.000Z',
				changes:
					asked.length === 1
						? [
								{
									kind: 'page',
									locale: 'de',
									paths: ['/de/x'],
									changed_at: '2026-11-01T12:00:00.000Z',
								},
							]
						: [],
			});
		};
		await freshness.poll(feed);
		await freshness.poll(feed);
		expect(freshness.isStale('/de/x')).toBe(true);
		// 10 s back each time: a change stamped earlier but committed later is still read.
		expect(asked[0]).toContain('since=2026-10-31T23%3A59%3A50.000Z');
		expect(asked[1]).toContain('since=2026-11-01T11%3A59%3A50.000Z');
	});

	it('never moves its cursor back when the overlap reads older changes again', async () => {
		const asked: string[] = [];
		const freshness = new Freshness(new Date('2026-11-01T12:00:00Z'));
		const older = {
			kind: 'page',
			locale: 'de',
			paths: ['/de/y'],
			changed_at: '2026-11-01T11:59:55.000Z',
		};
		const feed = async (path: string) => {
			asked.push(path);
			return json({ now: '2026-11-01T12:00:01.000Z', changes: [older] });
		};
		await freshness.poll(feed);
		await freshness.poll(feed);
		expect(freshness.isStale('/de/y')).toBe(true);
		expect(asked[1]).toContain('since=2026-11-01T11%3A59%3A50.000Z');
	});

	it('keeps serving what it has when the feed fails', async () => {
		const freshness = new Freshness(new Date(0));
		await freshness.poll(async () => json({ error: 'down' }, 503));
		expect(freshness.isStale('/de')).toBe(false);
	});
});

describe('which requests may get a prebuilt file', () => {
	it('sends version, overlay and edit requests to the server', () => {
		expect(mayServePrebuilt(new URL('http://x/de/agb'))).toBe(true);
		expect(mayServePrebuilt(new URL('http://x/de/agb?utm_source=x'))).toBe(true);
		expect(mayServePrebuilt(new URL('http://x/de/agb?v=2'))).toBe(false);
		expect(mayServePrebuilt(new URL('http://x/de/agb?overlay=true'))).toBe(false);
		expect(mayServePrebuilt(new URL('http://x/de/agb?edit'))).toBe(false);
	});

	it('tells pages from files', () => {
		expect(isPagePath('/de/magazine/a-b/3')).toBe(true);
		expect(isPagePath('/de/index.html')).toBe(true);
		expect(isPagePath('/_astro/x.css')).toBe(false);
		expect(isPagePath('/favicon.svg')).toBe(false);
	});
});
