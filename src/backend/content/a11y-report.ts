import { checkPage, PALETTES } from '../../lib/a11y-check/index.ts';
import {
	A11yPageSummarySchema,
	CmsPageSchema,
	type CmsPage,
	type A11yPageSummary,
	type A11yProblem,
} from '../../lib/contract/index.ts';
import type { SiteName } from '../context.ts';
import type { DocumentStore } from './documents.ts';

/**
 * The accessibility checker over stored pages (issue 23, item 4): the findings of one page, and
 * the pages of a locale that have any. Read-only; warnings never block a write.
 */
export function createA11yReports(store: DocumentStore, site: SiteName) {
	const palette = PALETTES[site];
	return {
		/**
		 * The findings of page `id` in `locale` (or of `draft`, the page as its draft has it: what
		 * is checked before publishing); undefined when it has no such page.
		 */
		async page(id: number, locale: string, draft?: CmsPage): Promise<A11yProblem[] | undefined> {
			const body = draft ?? (await store.get('page', id, locale));
			if (body === undefined) return undefined;
			return checkPage(CmsPageSchema.parse(body), palette);
		},

		/** The pages of `locale` with findings, most findings first (then by title), at most `limit`. */
		async pages(locale: string, limit: number): Promise<A11yPageSummary[]> {
			const { bodies } = await store.list('page', locale);
			const found: A11yPageSummary[] = [];
			for (const body of bodies) {
				const page = CmsPageSchema.parse(body);
				const problems = checkPage(page, palette);
				if (problems.length === 0) continue;
				found.push(
					A11yPageSummarySchema.parse({
						id: page.id,
						title: page.title,
						urls: page.urls,
						is_online: page.is_online,
						count: problems.length,
						rules: [...new Set(problems.map((problem) => problem.rule))],
					}),
				);
			}
			found.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
			return found.slice(0, limit);
		},
	};
}
