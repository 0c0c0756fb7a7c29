import { CmsNotFoundError, getPage, getPageList } from '../../lib/cms/index.ts';
import type { CmsPage, Locale } from '../../lib/contract/index.ts';
import { localeFromPath } from '../../lib/i18n/negotiate.ts';
import { requestedVersion } from '../../lib/redirects/request-redirects.ts';
import type { RouteInput } from '../route-data.ts';
import { perLocale } from '../../lib/cms/static-paths.ts';

/** Letters, digits, dashes, underscores, dots and slashes: what CMS page paths consist of. */
const CMS_PATH = /^[\p{L}\p{N}\-_./]*$/u;

/** A CMS page, its locale and whether it is the home page. */
export type CmsPageData = { page: CmsPage; locale: Locale; isHome: boolean };

/**
 * Loads the free CMS page at the route's path: `[locale]` + optional `[...path]`, or the on-demand
 * twin's `[...all]` which carries the locale itself; staff may ask for an earlier version with
 * `?v=`, and see the page's draft in edit mode (`?edit`, unless `?published`). Unknown paths, versions and offline pages → 404.
 */
export async function loadCmsPage(input: RouteInput): Promise<CmsPageData> {
	const { params, url } = input;
	const sitePath =
		params['all'] !== undefined
			? `/${params['all']}`
			: `/${input.locale}${params['path'] ? `/${params['path']}` : ''}`;
	const locale = localeFromPath(sitePath);
	if (!locale || !CMS_PATH.test(sitePath)) throw new CmsNotFoundError(url.pathname);
	const normalised = sitePath.replace(/\/+$/, '');
	// The middleware lets only staff through with a valid version id.
	const version = requestedVersion(url);
	// Staff in edit mode see the page's draft, if it has one (the published state with `?published`).
	const draft =
		version === null && url.searchParams.has('edit') && !url.searchParams.has('published');
	const page = await getPage(
		{ ...input.ctx, locale },
		normalised,
		typeof version === 'number' ? version : undefined,
		draft,
	);
	return { page, locale, isHome: normalised === `/${locale}` };
}

/** Static paths of every online CMS page except the home pages, for `[locale]/[...path]`. */
export function cmsPageStaticPaths(): Promise<{ params: { locale: Locale; path: string } }[]> {
	return perLocale(async (locale) => {
		const pages = await getPageList({ locale });
		return pages.flatMap((entry) => {
			const url = entry.urls[locale];
			const rest = url?.replace(new RegExp(`^/${locale}/?`), '');
			return rest ? [{ params: { locale, path: rest } }] : [];
		});
	});
}
