import { medianBy } from '../median.ts';
import type { PageAudit } from './audit-page.ts';

/**
 * Of several Lighthouse runs over one page, the run with the median performance score (the
 * lower middle one for an even count), as Lighthouse's own guidance on score variability
 * advises judging: on two shared cores one run's blocking time can swing by hundreds of ms.
 */
export function medianRun(runs: readonly PageAudit[]): PageAudit {
	return medianBy(runs, (run) => run.scores.performance ?? -1);
}

/**
 * The time the Lighthouse runs may take, shared by every page of a bench run. A rerun starts only
 * when it, and the first run of every page still to come, fit before `finishBy` at the pace of the
 * slowest run so far: reruns use the time the bench has, and never push it over its 10 minutes.
 */
export type RerunBudget = {
	/** Epoch ms by which the last Lighthouse run should have ended. */
	finishBy: number;
	/** Pages whose first run is still to come (this bench run, both sites). */
	firstRunsLeft: number;
	/** The slowest run so far, in ms: what each further run is reckoned to take. */
	slowestRunMs: number;
};

function fits(budget: RerunBudget | undefined, runs: number, now: number): boolean {
	if (budget === undefined) return true;
	return now + (runs + budget.firstRunsLeft) * budget.slowestRunMs <= budget.finishBy;
}

/**
 * Runs `audit` once, and when `good` rejects that run, `extraRuns` times more, returning the
 * median run (medianRun) with every run's performance score. A page that passes at once costs
 * one run; only a doubtful one costs more, and only while `budget` has time for them (it keeps
 * the whole bench within its 10 minutes on a slow machine or when many pages miss).
 */
export async function auditWithRetries(
	audit: () => Promise<PageAudit>,
	good: (run: PageAudit) => boolean,
	extraRuns = 2,
	budget?: RerunBudget,
	clock: () => number = Date.now,
): Promise<PageAudit & { performanceRuns: (number | null)[] }> {
	const timed = async (): Promise<PageAudit> => {
		const started = clock();
		const result = await audit();
		if (budget) budget.slowestRunMs = Math.max(budget.slowestRunMs, clock() - started);
		return result;
	};
	const runs = [await timed()];
	if (budget) budget.firstRunsLeft -= 1;
	if (!good(runs[0]!) && extraRuns > 0 && fits(budget, extraRuns, clock())) {
		for (let i = 0; i < extraRuns; i++) runs.push(await timed());
	}
	return { ...medianRun(runs), performanceRuns: runs.map((run) => run.scores.performance) };
}
