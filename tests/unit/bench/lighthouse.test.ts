import { describe, expect, it } from 'vitest';
import type { PageAudit } from '../../../bench/lighthouse/audit-page.ts';
import { launcherFlags } from '../../../bench/lighthouse/chrome.ts';
import { auditWithRetries, medianRun } from '../../../bench/lighthouse/median-audit.ts';

const run = (performance: number | null, tbtMs = 0): PageAudit => ({
	scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
	lcpMs: 2000,
	cls: 0,
	tbtMs,
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

	it('runs no more pages again than the shared budget allows', async () => {
		const budget = { pages: 1 };
		const scores = [80, 96, 97, 70];
		const first = await auditWithRetries(async () => run(scores.shift()!), good, 2, budget);
		const second = await auditWithRetries(async () => run(scores.shift()!), good, 2, budget);
		expect(first.performanceRuns).toEqual([80, 96, 97]);
		expect(second.performanceRuns).toEqual([70]);
		expect(budget.pages).toBe(0);
	});

	it("starts no rerun once the budget's time is up", async () => {
		const scores = [80, 96, 97];
		const budget = { pages: 4, until: Date.now() - 1 };
		const result = await auditWithRetries(async () => run(scores.shift()!), good, 2, budget);
		expect(result.performanceRuns).toEqual([80]);
		expect(budget.pages).toBe(4);
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
