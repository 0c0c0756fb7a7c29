import type { Locale } from '../../lib/contract/common.ts';
import type { BreadcrumbItem } from './breadcrumb.ts';
import type { ShareMeta } from '../../lib/seo/share-meta.ts';
import type { StickyContent } from '../detail/sticky-content.ts';

/** The public props of the default layout (src/layouts/DefaultLayout.astro). */
export type DefaultLayoutProps = {
	locale: Locale;
	/** The page's name; the document title becomes 'page name | site name'. */
	title: string;
	description?: string | undefined;
	bodyClass?: string | undefined;
	/** Home, parent pages, current page; defaults to Home only. */
	breadcrumb?: BreadcrumbItem[] | undefined;
	/** The same page per locale for the language switch; defaults to switchLocalePath. */
	alternates?: Partial<Record<Locale, string>> | undefined;
	isLandingPage?: boolean | undefined;
	robotsNone?: boolean | undefined;
	/** Link-preview data (Open Graph image, type, publication time) beyond title and description. */
	share?: ShareMeta | undefined;
	/** The sticky navigation's ticket button and sections; without it only 'back to top'. */
	sticky?: StickyContent | undefined;
	/**
	 * A preview link's page: robots 'none', no editor (no gate, no mount point), no tag manager
	 * (it would send the URL, and so the token, away).
	 */
	preview?: boolean | undefined;
};
