import { CmsNotFoundError, getPreviewPage } from '../../lib/cms/index.ts';
import { PREVIEW_TOKEN } from '../../lib/contract/index.ts';
import type { CmsPageData } from '../cms-page/load-cms-page.ts';
import type { RouteInput } from '../route-data.ts';
import type { PreviewBannerData } from './preview-banner.ts';

/** A preview link's page: the page state to render, and what its banner says. */
export type PreviewPageData = CmsPageData & { preview: PreviewBannerData };

/**
 * Loads the page state of `/{locale}/preview/{token}`. A token of the wrong form is unknown
 * without asking the back end (its form is no secret); every other one costs the same lookup,
 * so unknown, expired and revoked links are told apart by nothing: each is the 404 page.
 */
export async function loadPreviewPage(input: RouteInput): Promise<PreviewPageData> {
	const token = input.params['token'] ?? '';
	if (!PREVIEW_TOKEN.test(token)) throw new CmsNotFoundError('/preview/…');
	const found = await getPreviewPage(input.locale, token);
	const { page, locale } = found;
	return {
		page,
		locale,
		isHome: page.urls[locale] === `/${locale}`,
		preview: {
			state: found.state,
			isOnline: page.is_online,
			versionCreatedAt: found.version_created_at,
			expiresAt: found.expires_at,
		},
	};
}
