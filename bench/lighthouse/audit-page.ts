import lighthouse, { type Result } from 'lighthouse';
import { type BeforeLcp, type NetworkRow, requestsBeforeLcp } from './before-lcp.ts';

/** The Lighthouse categories the bench scores, in table order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse's own pass mark for an audit (0–1): under it the report shows the audit as failed. */
const AUDIT_PASS = 0.9;

/** One Lighthouse run over one URL (mobile preset, simulated throttling). */
export type PageAudit = {
	/** Category scores × 100; null when Lighthouse could not score the category. */
	scores: Record<Category, number | null>;
	/** First and Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift unitless. */
	fcpMs: number | null;
	lcpMs: number | null;
	cls: number | null;
	tbtMs: number | null;
	/**
	 * The element Lighthouse found to be the largest paint (its CSS selector): what LCP waits for,
	 * e.g. the lead image, or the cookie banner's text on a first visit to a page of text.
	 */
	lcpElement: string | null;
	/** The requests the simulated LCP waits for (before-lcp.ts); null when Lighthouse gave no LCP. */
	beforeLcp: BeforeLcp | null;
	/** Per category under 100: the ids of its audits under Lighthouse's pass mark (why it lost points). */
	failedAudits: Partial<Record<Category, string[]>>;
	/** Lighthouse's runtime error ('CODE: message') when the run itself failed; its scores then mean nothing. */
	runtimeError: string | null;
	/** Lighthouse's warnings about the run (e.g. a slow or redirected page). */
	warnings: string[];
};

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The selector of the largest paint's element, from the LCP breakdown insight's node item. */
function lcpElementOf(lhr: Result): string | null {
	const details = lhr.audits['lcp-breakdown-insight']?.details;
	if (details?.type !== 'list') return null;
	for (const item of details.items) {
		if (item.type === 'node' && typeof item.selector === 'string') return item.selector;
	}
	return null;
}

/** The requests that ended before the observed largest paint (requestsBeforeLcp). */
function beforeLcpOf(lhr: Result): BeforeLcp | null {
	const metrics = lhr.audits['metrics']?.details;
	const requests = lhr.audits['network-requests']?.details;
	if (metrics?.type !== 'debugdata' || requests?.type !== 'table') return null;
	const [first] = metrics.items as ({ observedLargestContentfulPaint?: number } | undefined)[];
	const observed = first?.observedLargestContentfulPaint;
	if (observed === undefined) return null;
	return requestsBeforeLcp(requests.items as NetworkRow[], observed);
}

/** The audits of `category` in `lhr` that scored under the pass mark (informative ones excluded). */
function failedIn(lhr: Result, category: Category): string[] {
	return (lhr.categories[category]?.auditRefs ?? [])
		.map((ref) => lhr.audits[ref.id])
		.filter((audit) => audit !== undefined)
		.filter(
			(audit) =>
				audit.score !== null &&
				audit.score < AUDIT_PASS &&
				['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
		)
		.map((audit) => audit.id);
}

/** Runs Lighthouse on `url` in the Chromium listening on `port` (storage reset: a first visit). */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
	const run = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [...CATEGORIES],
		disableFullPageScreenshot: true,
		// Screenshots and the back-forward cache check (it navigates away and back) score nothing;
		// leaving them out gives the bench time for more runs of doubtful pages.
		skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
	});
	if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
	const { lhr } = run;
	const scores = {} as Record<Category, number | null>;
	const failedAudits: Partial<Record<Category, string[]>> = {};
	for (const category of CATEGORIES) {
		const score = lhr.categories[category]?.score ?? null;
		scores[category] = score === null ? null : Math.round(score * 100);
		if (scores[category] !== 100) failedAudits[category] = failedIn(lhr, category);
	}
	return {
		scores,
		fcpMs: numeric(lhr, 'first-contentful-paint'),
		lcpMs: numeric(lhr, 'largest-contentful-paint'),
		cls: numeric(lhr, 'cumulative-layout-shift'),
		tbtMs: numeric(lhr, 'total-blocking-time'),
		lcpElement: lcpElementOf(lhr),
		beforeLcp: beforeLcpOf(lhr),
		failedAudits,
		runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
		warnings: lhr.runWarnings,
	};
}
