import type { Locale, NavEntry } from '../../../src/lib/contract/index.ts';
import { tr, type Txt } from './text.ts';

/** A navigation entry as authored: title, target per locale, optional children and flags. */
export type NavDef = {
	title: Txt;
	url: Txt;
	menuName?: string;
	children?: NavDef[];
	hasTabNavigation?: boolean;
	isShopLink?: boolean;
};

/**
 * Resolves an authored navigation entry (and its children) in one locale. `menu_name` is the short
 * label menus show; `title` the page's full title.
 */
export function navEntry(def: NavDef, locale: Locale): NavEntry {
	const entry: NavEntry = {
		url: tr(def.url, locale),
		menu_name: def.menuName ?? tr(def.title, locale),
		title: tr(def.title, locale),
		children: (def.children ?? []).map((child) => navEntry(child, locale)),
		has_tab_navigation: def.hasTabNavigation ?? false,
	};
	return def.isShopLink === undefined ? entry : { ...entry, is_shop_link: def.isShopLink };
}
