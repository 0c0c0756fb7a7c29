import { describe, expect, it } from 'vitest';
import type { PageAudit } from '../../../bench/lighthouse/audit-page.ts';
import { launcherFlags } from '../../../bench/lighthouse/chrome.ts';
import { brokenMetricBars, meetsBars } from '../../../bench/lighthouse/measure-lighthouse.ts';
import { auditWithRetries, medianRun } from '../../../bench/lighthouse/median-audit.ts';
import { requestsBeforeLcp } from '../../../bench/lighthouse/before-lcp.ts';

const run = (performance: number | null, tbtMs = 0): PageAudit => ({
	scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
	fcpMs: 900,
	lcpMs: 2000,
	cls: 0,
	tbtMs,
	lcpElement: 'section.hero > picture > img',
	beforeLcp: { requests: 12, kilobytes: 140 },
	failedAudits: {},
	runtimeError: null,
	warnings: [],
});

describe('medianRun', () => {
	it('takes the run with the median performance score, whole', () => {
		expect(medianRun([run(97, 10), run(71, 900), run(95, 60)])).toEqual(run(95, 60));
		expect(medianRun([run(90)])).toEqual(run(90));
	});

	it('takes the lower middle run of an even count, and counts a failed run as lowest', () => {
		expect(medianRun([run(99), run(80)]).scores.performance).toBe(80);
		expect(medianRun([run(null), run(96), run(98)]).scores.performance).toBe(96);
	});
});

describe('auditWithRetries', () => {
	const good = (audit: PageAudit) => (audit.scores.performance ?? 0) >= 95;

	it('runs a page once when the first run meets the bar', async () => {
		const scores = [97, 60, 60];
		const result = await auditWithRetries(async () => run(scores.shift()!), good);
		expect(result.performanceRuns).toEqual([97]);
		expect(result.scores.performance).toBe(97);
	});

	it('runs a doubtful page twice more and keeps the median', async () => {
		const scores = [71, 96, 98];
		const result = await auditWithRetries(async () => run(scores.shift()!), good);
		expect(result.performanceRuns).toEqual([71, 96, 98]);
		expect(result.scores.performance).toBe(96);
	});

	/** Runs that each take 10 s of a fake clock, scoring `scores` in turn. */
	const tenSecondRuns = (scores: number[]) => {
		let now = 0;
		const audit = async () => {
			now += 10_000;
			return run(scores.shift()!);
		};
		return { audit, clock: () => now };
	};

	it('reruns a page only while its reruns and every first run still to come fit in the time', async () => {
		const { audit, clock } = tenSecondRuns([80, 96, 97, 70, 60]);
		// Three pages. At 10 s: two reruns and two first runs still fit (10 + 40 s).
		const budget = { finishBy: 50_000, firstRunsLeft: 3, slowestRunMs: 0 };
		const first = await auditWithRetries(audit, good, 2, budget, clock);
		expect(first.performanceRuns).toEqual([80, 96, 97]);
		// At 40 s: two reruns and one first run would end at 70 s.
		const second = await auditWithRetries(audit, good, 2, budget, clock);
		expect(second.performanceRuns).toEqual([70]);
		expect(budget).toEqual({ finishBy: 50_000, firstRunsLeft: 1, slowestRunMs: 10_000 });
	});

	it('starts no rerun once the time is up', async () => {
		const { audit, clock } = tenSecondRuns([80, 96, 97]);
		const budget = { finishBy: 15_000, firstRunsLeft: 1, slowestRunMs: 0 };
		const result = await auditWithRetries(audit, good, 2, budget, clock);
		expect(result.performanceRuns).toEqual([80]);
		expect(budget.firstRunsLeft).toBe(0);
	});

	it('fails a page that misses the bar in most runs', async () => {
		const scores = [80, 96, 85];
		const result = await auditWithRetries(async () => run(scores.shift()!), good);
		expect(result.scores.performance).toBe(85);
	});
});

describe('launcherFlags', () => {
	it("keeps chrome-launcher's flags but lets RenderDocument stay on, as in visitors' Chrome", () => {
		const flags = launcherFlags([
			'--disable-extensions',
			'--disable-features=Translate,RenderDocument,MediaRouter',
			'--mute-audio',
		]);
		expect(flags).toEqual([
			'--disable-extensions',
			'--disable-features=Translate,MediaRouter',
			'--mute-audio',
		]);
	});
});

describe('meetsBars', () => {
	const fast = { ...run(100), lcpMs: 1100 };

	it('holds a page of score 100 to the LCP, CLS and TBT bars too', () => {
		expect(meetsBars(fast)).toBe(true);
		expect(brokenMetricBars({ ...fast, lcpMs: 1300 })).toEqual(['LCP 1300 ms > 1200 ms']);
		expect(brokenMetricBars({ ...fast, cls: 0.001 })).toEqual(['CLS 0.001 > 0']);
		expect(brokenMetricBars({ ...fast, tbtMs: 51 })).toEqual(['TBT 51 ms > 50 ms']);
		expect(meetsBars({ ...fast, tbtMs: 51 })).toBe(false);
	});

	it('counts a metric Lighthouse could not measure as broken', () => {
		expect(brokenMetricBars({ ...fast, lcpMs: null })).toEqual(['LCP – > 1200 ms']);
	});
});

describe('requestsBeforeLcp', () => {
	it('counts what ended by the observed largest paint, but low-priority images, as Lantern does', () => {
		const rows = [
			{ networkEndTime: 5, transferSize: 30_000, priority: 'VeryHigh', resourceType: 'Document' },
			{ networkEndTime: 60, transferSize: 14_000, priority: 'High', resourceType: 'Font' },
			{ networkEndTime: 70, transferSize: 12_000, priority: 'High', resourceType: 'Image' },
			{ networkEndTime: 80, transferSize: 40_000, priority: 'Low', resourceType: 'Image' },
			{ networkEndTime: 90, transferSize: 9_000, priority: 'VeryLow', resourceType: 'Stylesheet' },
			{ networkEndTime: 400, transferSize: 20_000, priority: 'VeryLow', resourceType: 'Other' },
			{ transferSize: 1_000, priority: 'High', resourceType: 'Script' },
		];
		expect(requestsBeforeLcp(rows, 200)).toEqual({ requests: 4, kilobytes: 63.5 });
		expect(requestsBeforeLcp(rows, 50)).toEqual({ requests: 1, kilobytes: 29.3 });
	});
});
