import { pic } from '../shared/images.ts';
import type { PageDef } from '../shared/pages.ts';
import { bi } from '../shared/text.ts';
import { LIST_PATHS, pagePath } from '../shared/urls.ts';
import { PHOTO } from './credits.ts';

/** Ids of the region's legal pages. */
export const REGION_LEGAL_IDS = { terms: 2, privacy: 3, imprint: 4 } as const;

const serviceTabs = (): PageDef[] => [
	SERVICE,
	SERVICE_TICKETS,
	SERVICE_ARRIVAL,
	SERVICE_ACCESS,
	SERVICE_GROUPS,
];

export const HOME: PageDef = {
	id: 1,
	path: LIST_PATHS.home,
	title: bi('Kultur im Auental', 'Culture in the Auental'),
	headline: bi('Kulturregion Auental', 'Auental Culture Region'),
	metaDescription: bi(
		'Theater, Konzerte, Lesungen, Festivals und Ausstellungen an sieben Spielorten im Auental. Programm entdecken und Tickets buchen.',
		'Theatre, concerts, readings, festivals and exhibitions at seven venues in the Auental. Explore the programme and book tickets.',
	),
	ogImage: pic(
		'stage',
		'nathan-schlussbild',
		'16x9',
		bi('Das Ensemble beim Schlussapplaus', 'The company taking a bow'),
		PHOTO.remmers,
	),
	pageClass: 'page-home',
};

export const SERVICE: PageDef = {
	id: 5,
	path: pagePath('service', 'service'),
	title: bi('Service', 'Visitor information'),
	intro: bi(
		'Tickets, Anreise, Barrierefreiheit und Angebote für Gruppen.',
		'Tickets, getting here, accessibility and offers for groups.',
	),
	inMenu: true,
	hasTabNavigation: true,
	siblings: serviceTabs,
};

export const SERVICE_TICKETS: PageDef = {
	id: 6,
	path: pagePath('service/tickets', 'service/tickets'),
	title: bi('Tickets & Preise', 'Tickets & prices'),
	intro: bi(
		'Online, an den Vorverkaufsstellen oder an der Abendkasse.',
		'Online, at advance booking offices or at the door.',
	),
	parent: SERVICE,
	hasTabNavigation: true,
	siblings: serviceTabs,
};

export const SERVICE_ARRIVAL: PageDef = {
	id: 7,
	path: pagePath('service/anreise', 'service/getting-here'),
	title: bi('Anreise', 'Getting here'),
	intro: bi(
		'Mit dem Kulturticket fahren Sie im Auental-Verbund kostenlos zur Vorstellung.',
		'With your ticket you travel free of charge to the performance on Auental public transport.',
	),
	parent: SERVICE,
	hasTabNavigation: true,
	siblings: serviceTabs,
};

export const SERVICE_ACCESS: PageDef = {
	id: 8,
	path: pagePath('service/barrierefreiheit', 'service/accessibility'),
	title: bi('Barrierefreiheit', 'Accessibility'),
	intro: bi(
		'Stufenlose Zugänge, Höranlagen, Audiodeskription und Übertitel.',
		'Step-free access, induction loops, audio description and surtitles.',
	),
	parent: SERVICE,
	hasTabNavigation: true,
	inFooter: true,
	siblings: serviceTabs,
};

export const SERVICE_GROUPS: PageDef = {
	id: 9,
	path: pagePath('service/gruppen-und-schulen', 'service/groups-and-schools'),
	title: bi('Gruppen & Schulen', 'Groups & schools'),
	intro: bi(
		'Ermäßigungen und Begleitprogramme für Gruppen ab zehn Personen.',
		'Discounts and extra programmes for groups of ten or more.',
	),
	parent: SERVICE,
	hasTabNavigation: true,
	siblings: serviceTabs,
};

export const ABOUT: PageDef = {
	id: 10,
	path: pagePath('ueber-uns', 'about-us'),
	title: bi('Über uns', 'About us'),
	headline: bi('34 Partner, eine Region', '34 partners, one region'),
	intro: bi(
		'Die Kulturregion Auental verbindet Theater, Vereine, Kommunen und Festivals.',
		'The Auental Culture Region connects theatres, associations, municipalities and festivals.',
	),
	inMenu: true,
	ogImage: pic(
		'landscape',
		'auental-panorama',
		'16x9',
		bi(
			'Blick über das Auental mit Fluss und Dörfern',
			'View across the Auental with its river and villages',
		),
		PHOTO.ebner,
	),
};

export const PARTNERS: PageDef = {
	id: 11,
	path: pagePath('ueber-uns/partner-und-foerderer', 'about-us/partners-and-funders'),
	title: bi('Partner & Förderer', 'Partners & funders'),
	intro: bi('Ohne sie gäbe es kein Programm.', 'Without them there would be no programme.'),
	parent: ABOUT,
	inFooter: true,
};

export const PROMOTERS: PageDef = {
	id: 12,
	path: pagePath('ueber-uns/fuer-veranstalter', 'about-us/for-promoters'),
	title: bi('Für Veranstalter', 'For promoters'),
	intro: bi(
		'Werden Sie Teil des Netzwerks und verkaufen Sie Ihre Tickets über unser System.',
		'Join the network and sell your tickets through our system.',
	),
	parent: ABOUT,
};

export const SUBSCRIPTION: PageDef = {
	id: 13,
	path: pagePath('kulturabo', 'culture-subscription'),
	title: bi('Kulturabo', 'Culture subscription'),
	headline: bi('Sechs Abende, sieben Bühnen', 'Six evenings, seven stages'),
	intro: bi(
		'Stellen Sie sich Ihr Abo aus dem ganzen Programm zusammen und sparen Sie 25 Prozent.',
		'Put together your subscription from the whole programme and save 25 per cent.',
	),
	isLandingPage: true,
	pageClass: 'page-landing',
	ogImage: pic(
		'poster',
		'kulturabo-karte',
		'16x9',
		bi(
			'Kulturabo-Karte vor einer Landkarte des Auentals',
			'Culture subscription card in front of a map of the Auental',
		),
		PHOTO.olbrich,
	),
};

export const OPEN_AIR: PageDef = {
	id: 14,
	path: pagePath('open-air', 'open-air'),
	title: bi('Auental Open Air', 'Auental Open Air'),
	intro: bi('Drei Sommerwochen, ein Zelt am See.', 'Three summer weeks, one tent by the lake.'),
	isOnline: false,
};

export const VENUES: PageDef = {
	id: 15,
	path: pagePath('spielorte', 'venues'),
	title: bi('Spielorte', 'Venues'),
	headline: bi('Sieben Bühnen im Auental', 'Seven stages in the Auental'),
	intro: bi(
		'Vom Jugendstiltheater bis zur Fachwerkscheune.',
		'From an Art Nouveau theatre to a half-timbered barn.',
	),
	inMenu: true,
};
