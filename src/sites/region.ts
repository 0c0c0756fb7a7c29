import type { SiteConfig } from './site-config.ts';

/** The regional culture network site (SITE=region). */
export const region: SiteConfig = {
	name: 'region',
	siteName: { de: 'Kulturregion Auental', en: 'Auental Culture Region' },
	design: {
		cookies: { tagManagerId: null },
		header: { logoLink: '/', basketLink: '/webshop/basket', loginLink: '/webshop/login' },
		footer: {
			whistleblowerUrl:
				'https://www.bundesjustizamt.de/DE/MeldestelledesBundes/MeldestelledesBundes_node.html',
		},
		errors: { 404: 'not-found.html', 503: 'maintenance.html' },
		stickyOverlayButton: true,
		menu: 'style2',
		mobileMenuSide: 'left',
		currencySymbol: '€',
	},
	flags: { quickBuy: false, stickyOverlayButton: true, eventStyle: 'style2' },
	tickets: { maxTicketsPerCart: 10, maxHoldMinutes: 30 },
	sectionOrder: {
		event: [
			'description',
			'programs',
			'contributors',
			'series',
			'promoter',
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
			'contributors',
			'series',
			'promoter',
			'openingHours',
			'imageSlider',
			'video',
			'events',
			'blog',
		],
	},
	notFoundPath: '/404',
	theme: { className: 'theme-region', preloadFonts: ['inter-300', 'inter-500', 'inter-700'] },
};
