import type { CmsPage, Locale, PageRef, SiteUrls } from '../../lib/contract/index.ts';

export type Crumb = { label: string; href?: string };
export type Tab = { label: string; href: string; current: boolean };

/** Home, then the parent chain (outermost first), then the page itself without a link (SPEC §2). */
export function breadcrumbOf(page: CmsPage, locale: Locale, homeLabel: string): Crumb[] {
	const parents: PageRef[] = [];
	for (let ref = page.parent; ref; ref = ref.parent) parents.unshift(ref);
	const crumbs: Crumb[] = [{ label: homeLabel, href: `/${locale}` }];
	for (const parent of parents) {
		const href = parent.urls[locale];
		crumbs.push(href ? { label: parent.title, href } : { label: parent.title });
	}
	crumbs.push({ label: page.title });
	return crumbs;
}

/** Sibling pages as tabs, the current one marked (SPEC §2 'page header'). */
export function siblingTabsOf(page: CmsPage, locale: Locale, currentPath: string): Tab[] {
	return page.siblings.flatMap((sibling) => {
		const href = sibling.urls[locale];
		return href ? [{ label: sibling.title, href, current: href === currentPath }] : [];
	});
}

/** The page's URL in each site locale, for the language switch and hreflang. */
export function alternatesOf(page: CmsPage): SiteUrls {
	const alternates: SiteUrls = {};
	if (page.urls.de) alternates.de = page.urls.de;
	if (page.urls.en) alternates.en = page.urls.en;
	return alternates;
}
