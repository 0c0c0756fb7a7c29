import { sectionOrder, sharedDesign, sharedTickets, type SiteConfig } from './site-config.ts';

/** The castle exhibition site (SITE=castle, the default deployment). */
export const castle: SiteConfig = {
	name: 'castle',
	siteName: { de: 'Schloss Ravensau', en: 'Ravensau Palace' },
	design: {
		...sharedDesign,
		cookies: { tagManagerId: 'GTM-K4R7SQ2' },
		errors: { 503: 'maintenance.html' },
		stickyOverlayButton: false,
		menu: 'style1',
		mobileMenuSide: 'right',
	},
	flags: { quickBuy: true, stickyOverlayButton: false, eventStyle: 'style2' },
	tickets: sharedTickets,
	fewLeft: { seats: 8 },
	waitingList: { offerHours: 24, confirmHours: 48 },
	sectionOrder: sectionOrder(),
	notFoundPath: null,
	theme: { className: 'theme-castle', preloadFonts: ['inter-300', 'inter-500', 'cormorant-500'] },
};
