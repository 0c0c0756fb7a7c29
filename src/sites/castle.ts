import type { SiteConfig } from './site-config.ts';

/** The castle exhibition site (SITE=castle, the default deployment). */
export const castle: SiteConfig = {
	name: 'castle',
	siteName: { de: 'Schloss Ravensau', en: 'Ravensau Palace' },
	design: {
		cookies: { tagManagerId: 'GTM-K4R7SQ2' },
		header: { logoLink: '/', basketLink: '/webshop/basket', loginLink: '/webshop/login' },
		footer: {
			whistleblowerUrl:
				'https://www.bundesjustizamt.de/DE/MeldestelledesBundes/MeldestelledesBundes_node.html',
		},
		errors: { 503: 'maintenance.html' },
		stickyOverlayButton: false,
		menu: 'style1',
		mobileMenuSide: 'right',
		currencySymbol: '€',
	},
	flags: { quickBuy: true, stickyOverlayButton: false, eventStyle: 'style2' },
	tickets: { maxTicketsPerCart: 10, maxHoldMinutes: 30 },
	sectionOrder: {
		event: [
			'description',
			'programs',
			'children',
			'sponsors',
			'importantInfo',
			'openingHours',
			'imageSlider',
			'video',
			'events',
			'blog',
		],
		production: [
			'description',
			'programs',
			'openingHours',
			'imageSlider',
			'video',
			'events',
			'blog',
		],
	},
	notFoundPath: null,
	theme: { className: 'theme-castle', preloadFonts: ['inter-300', 'inter-500', 'cormorant-500'] },
};
