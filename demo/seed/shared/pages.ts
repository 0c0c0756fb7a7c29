import {
	CmsPageSchema,
	type CmsPage,
	type Locale,
	type Module,
	type PageRef,
} from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { blockFactory, type Blocks } from './blocks.ts';
import { imageIn, thumbnails, type ImageSpec } from './images.ts';
import { perLocale, tr, type BiText, type Txt } from './text.ts';

/** How a CMS page is authored: its id, path per locale and the page fields. */
export type PageDef = {
	id: number;
	path: BiText;
	title: Txt;
	headline?: Txt;
	intro?: Txt;
	metaDescription?: Txt;
	isOnline?: boolean;
	isClickable?: boolean;
	inMenu?: boolean;
	inFooter?: boolean;
	parent?: PageDef;
	/** The pages shown as tabs (including this one) when `hasTabNavigation` is set. */
	siblings?: () => PageDef[];
	hasTabNavigation?: boolean;
	isLandingPage?: boolean;
	pageClass?: string;
	ogImage?: ImageSpec;
};

/** The reference to a page used for parents (breadcrumb) and siblings (tabs). */
export function pageRef(def: PageDef, locale: Locale): PageRef {
	return {
		id: def.id,
		title: tr(def.title, locale),
		urls: { de: def.path.de, en: def.path.en },
		parent: def.parent ? pageRef(def.parent, locale) : null,
	};
}

/** Builds a CMS page in both locales; `modules` gets the page's block builders per locale. */
export function cmsPage(
	def: PageDef,
	modules: (blocks: Blocks, locale: Locale) => Module[],
): Localised<CmsPage> {
	return perLocale((locale) => {
		const title = tr(def.title, locale);
		const description = tr(def.metaDescription ?? def.intro ?? '', locale);
		const og = def.ogImage;
		return CmsPageSchema.parse({
			id: def.id,
			urls: { de: def.path.de, en: def.path.en },
			content_type: 'page',
			title,
			headline: tr(def.headline ?? def.title, locale),
			intro: tr(def.intro ?? '', locale),
			is_online: def.isOnline ?? true,
			is_clickable: def.isClickable ?? true,
			in_menu: def.inMenu ?? false,
			in_footer: def.inFooter ?? false,
			meta_title: title,
			meta_description: description,
			og_title: title,
			og_description: description,
			og_image: og ? imageIn(og, locale).url : null,
			og_type: 'website',
			og_image_thumbs: og ? Object.values(thumbnails(og)) : [],
			og_image_thumbnails: og ? thumbnails(og) : null,
			modules: modules(blockFactory(def.id, locale), locale),
			settings_url: `/cms-hub/pages/${def.id}/settings`,
			page_class: def.pageClass ?? '',
			parent: def.parent ? pageRef(def.parent, locale) : null,
			siblings: def.siblings ? def.siblings().map((sibling) => pageRef(sibling, locale)) : [],
			is_landing_page: def.isLandingPage ?? false,
			has_tab_navigation: def.hasTabNavigation ?? false,
		});
	});
}
