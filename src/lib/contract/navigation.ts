import { z } from 'zod';

/** One menu, secondary-menu or footer entry (SPEC §3 'Navigation'); entries nest through children. */
export type NavEntry = {
	url: string;
	menu_name: string;
	title: string;
	children: NavEntry[];
	has_tab_navigation: boolean;
	/** Marked offline when the shop is offline: shows 'Webshop offline' and is disabled. */
	is_shop_link?: boolean | undefined;
};

export const NavEntrySchema: z.ZodType<NavEntry> = z.lazy(() =>
	z.object({
		url: z.string(),
		menu_name: z.string(),
		title: z.string(),
		children: z.array(NavEntrySchema).default([]),
		has_tab_navigation: z.boolean().default(false),
		is_shop_link: z.boolean().optional(),
	}),
);

/** GET {api}/nav: the menu, the secondary menu and the footer lists. */
export const NavigationSchema = z.object({
	menu: z.array(NavEntrySchema),
	secondary_menu: z.array(NavEntrySchema),
	footer: z.array(NavEntrySchema),
});
export type Navigation = z.infer<typeof NavigationSchema>;
