import {
	CmsNotFoundError,
	CmsPageOfflineError,
	getPage,
	type CmsContext,
} from '../../lib/cms/index.ts';

/** The headline block of a list page, from its CMS page when there is one. */
export type ListHeadline = { headline: string; intro: string; description: string };

/**
 * The headline of a list route (events, productions) from the CMS page at the same path, when the
 * back end has one (SPEC §7: the events page headline); otherwise, or when the call fails
 * (logged only), `fallback`.
 */
export async function listHeadline(
	ctx: CmsContext,
	sitePath: string,
	fallback: string,
): Promise<ListHeadline> {
	try {
		const page = await getPage(ctx, sitePath);
		return {
			headline: page.headline || page.title || fallback,
			intro: page.intro,
			description: page.meta_description,
		};
	} catch (error) {
		if (!(error instanceof CmsNotFoundError || error instanceof CmsPageOfflineError)) {
			console.error(`headline of ${sitePath} failed`, error);
		}
		return { headline: fallback, intro: '', description: '' };
	}
}
