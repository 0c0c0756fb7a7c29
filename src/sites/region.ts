import { sectionOrder, sharedDesign, sharedTickets, type SiteConfig } from './site-config.ts';

/** The regional culture network site (SITE=region). */
export const region: SiteConfig = {
	name: 'region',
	siteName: { de: 'Kulturregion Auental', en: 'Auental Culture Region' },
	design: {
		...sharedDesign,
		cookies: { tagManagerId: null },
		errors: { 404: 'not-found.html', 503: 'maintenance.html' },
		stickyOverlayButton: true,
		menu: 'style2',
		mobileMenuSide: 'left',
	},
	flags: { quickBuy: false, stickyOverlayButton: true, eventStyle: 'style2' },
	tickets: sharedTickets,
	fewLeft: { seats: 10 },
	waitingList: { offerHours: 24, confirmHours: 48 },
	sectionOrder: sectionOrder(['contributors', 'series', 'promoter']),
	notFoundPath: '/404',
	theme: { className: 'theme-region', preloadFonts: ['inter-300', 'inter-500', 'inter-700'] },
};
