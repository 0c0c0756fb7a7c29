import type { Locale } from '../lib/contract/common.ts';
import type { FontFileKey } from '../styles/font-files.ts';

/** Sections of an event detail page, in the order a site renders them (SPEC §9). */
export type EventSection =
	| 'description'
	| 'programs'
	| 'contributors'
	| 'series'
	| 'promoter'
	| 'children'
	| 'sponsors'
	| 'importantInfo'
	| 'openingHours'
	| 'imageSlider'
	| 'video'
	| 'events'
	| 'blog';

/** Sections of a production detail page, in the order a site renders them (SPEC §9). */
export type ProductionSection =
	| 'description'
	| 'programs'
	| 'contributors'
	| 'series'
	| 'promoter'
	| 'openingHours'
	| 'imageSlider'
	| 'video'
	| 'events'
	| 'blog';

/** Design settings of SPEC §3 'Design settings'. */
export type DesignSettings = {
	cookies: {
		/** Tag-manager container id, loaded by the cookie manager only after consent. */
		tagManagerId: string | null;
	};
	header: {
		/**
		 * Where the logo links to: a path below the locale prefix ('/' is the start page) or an
		 * absolute URL.
		 */
		logoLink: string;
		/** The configured basket link, used while no cart URL is stored for the visitor. */
		basketLink: string;
		/** The login URL shown while the visitor's user details have not loaded. */
		loginLink: string;
	};
	footer: {
		/** The external reporting channel under the Whistleblower Protection Act (HinSchG). */
		whistleblowerUrl: string;
		/**
		 * Id of the 'report a barrier' form (BITV 2.0 feedback channel), linked from every page's
		 * footer with that page's path in its `page_url` field.
		 */
		reportBarrierFormId: number;
	};
	/** File name of a custom error page (fetched from /api/html/) per HTTP status. */
	errors: Partial<Record<number, string>>;
	stickyOverlayButton: boolean;
	menu: 'style1' | 'style2';
	/** The side the mobile menu slides in from. */
	mobileMenuSide: 'left' | 'right';
	currencySymbol: '€';
};

/** Feature flags of SPEC §9. */
export type FeatureFlags = {
	/** Quick-buy booking widget on event teasers and details. */
	quickBuy: boolean;
	stickyOverlayButton: boolean;
	eventStyle: 'style1' | 'style2';
};

/** Limits on what one visitor's cart may hold, so no single client can hold an event's seats. */
export type TicketLimits = {
	/** Most tickets one cart holds in all (one request counts all its quantities together). */
	maxTicketsPerCart: number;
	/**
	 * Minutes after a cart's first reservation beyond which adding tickets no longer extends its
	 * hold: every addition extends it to 15 minutes from then, but never past this.
	 */
	maxHoldMinutes: number;
};

/** How a site's waiting lists treat visitors. */
export type WaitingListSettings = {
	/** Hours an offer holds the freed seats for the visitor it was mailed to (then the next in line). */
	offerHours: number;
	/** Hours a visitor has to confirm their address (double opt-in) before the entry is dropped. */
	confirmHours: number;
};

/**
 * When a date, seat group or timeslot shows 'few tickets left': at most `seats` free, or at most
 * `percent` of its capacity free (rounded up). Sold out stays its own state.
 */
export type FewLeftThreshold = { seats: number } | { percent: number };

/**
 * Everything that differs between the two deployments. Components read this object and the theme
 * class on <html>; none of them branches on `name`.
 */
export type SiteConfig = {
	name: 'castle' | 'region';
	siteName: Record<Locale, string>;
	design: DesignSettings;
	flags: FeatureFlags;
	tickets: TicketLimits;
	/** The 'few tickets left' threshold, applied to live capacities and cart holds. */
	fewLeft: FewLeftThreshold;
	/** Waiting lists of sold-out dates (src/backend/waitlist/). */
	waitingList: WaitingListSettings;
	sectionOrder: {
		event: EventSection[];
		production: ProductionSection[];
	};
	/** Path (below the locale prefix) of the CMS page shown for not-found errors, if any. */
	notFoundPath: string | null;
	theme: {
		/** Class on <html> that selects the theme's custom properties in src/styles. */
		className: string;
		/**
		 * The font files nearly every page of the theme paints above the fold (body text, menu,
		 * headlines). They are preloaded with the page, so text is set in them from the first
		 * layout instead of reflowing as each arrives; any other face loads when first used.
		 */
		preloadFonts: readonly FontFileKey[];
	};
};

/** Header, footer and currency settings both deployments share; each site adds the rest. */
export const sharedDesign = {
	header: { logoLink: '/', basketLink: '/webshop/basket', loginLink: '/webshop/login' },
	footer: {
		whistleblowerUrl:
			'https://www.bundesjustizamt.de/DE/MeldestelledesBundes/MeldestelledesBundes_node.html',
		reportBarrierFormId: 603,
	},
	currencySymbol: '€',
} as const satisfies Partial<DesignSettings>;

/** Ticket limits both deployments share. */
export const sharedTickets: TicketLimits = { maxTicketsPerCart: 10, maxHoldMinutes: 30 };

/** The credit sections a site may show right after the programme. */
type CreditSection = Extract<EventSection, ProductionSection> &
	('contributors' | 'series' | 'promoter');

/**
 * Both sites' section order (SPEC §9): the same sections in the same order, with the given
 * credit sections (none by default) after the programme of both detail pages.
 */
export function sectionOrder(credits: readonly CreditSection[] = []): SiteConfig['sectionOrder'] {
	const tail = ['openingHours', 'imageSlider', 'video', 'events', 'blog'] as const;
	return {
		event: [
			'description',
			'programs',
			...credits,
			'children',
			'sponsors',
			'importantInfo',
			...tail,
		],
		production: ['description', 'programs', ...credits, ...tail],
	};
}
