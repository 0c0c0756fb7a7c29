import { CmsPageSchema, type CmsPage, type PreviewState } from '../../lib/contract/index.ts';
import type { BackendContext } from '../context.ts';

/** One state of a page a preview link may show. */
export type PreviewTarget = {
	pageId: number;
	locale: string;
	state: PreviewState;
	versionId: number | null;
	/** A draft link's: the start of its draft (null: whichever draft the page has now). */
	draftStartedAt: string | null;
};

/** The page in that state and, for a version, when it was saved; undefined when there is none. */
export type PreviewContent = { page: CmsPage; versionCreatedAt: string | null };

/**
 * The page `target` names as it is now: the stored page (also offline), its draft in that locale
 * (none once published or discarded, nor a draft started later), or the kept version. Undefined
 * when that state is gone.
 */
export async function previewContent(
	ctx: BackendContext,
	target: PreviewTarget,
): Promise<PreviewContent | undefined> {
	const { store } = ctx;
	const { pageId, locale } = target;
	if (target.state === 'draft') {
		const draft = await ctx.drafts.meta(pageId, locale);
		if (draft === undefined) return undefined;
		if (target.draftStartedAt !== null && draft.created_at !== target.draftStartedAt)
			return undefined;
		const page = await ctx.drafts.draftPage(pageId, locale);
		return page && { page, versionCreatedAt: null };
	}
	const current = await store.get('page', pageId, locale);
	if (current === undefined) return undefined;
	if (target.state === 'current' || target.versionId === null)
		return { page: CmsPageSchema.parse(current), versionCreatedAt: null };
	const kept = await store.version('page', pageId, locale, target.versionId);
	if (kept === undefined) return undefined;
	const entry = (await store.versions('page', pageId, locale)).find(
		(version) => version.version_id === target.versionId,
	);
	return {
		page: CmsPageSchema.parse({
			...(kept as Record<string, unknown>),
			version_id: target.versionId,
		}),
		versionCreatedAt: entry?.created_at ?? null,
	};
}
