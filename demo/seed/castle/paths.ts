import type { PageDef } from '../shared/pages.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { LIST_PATHS, pagePath } from '../shared/urls.ts';
import { PHOTO } from './credits.ts';

/** Ids of the castle's legal pages. */
export const CASTLE_LEGAL_IDS = { terms: 2, privacy: 3, imprint: 4 } as const;

const visitTabs = (): PageDef[] => [VISIT, VISIT_HOURS, VISIT_ARRIVAL, VISIT_ACCESS, VISIT_GROUPS];

export const HOME: PageDef = {
	id: 1,
	path: LIST_PATHS.home,
	title: bi('Willkommen im Schloss', 'Welcome to the palace'),
	headline: bi('Schloss Ravensau', 'Ravensau Palace'),
	metaDescription: bi(
		'Barockschloss mit Porzellankabinett, fürstlichen Wohnräumen, Schlosspark und Konzerten im Festsaal. Tickets mit Zeitfenster online buchen.',
		'Baroque palace with a porcelain cabinet, princely apartments, palace park and concerts in the Great Hall. Book timed-entry tickets online.',
	),
	ogImage: pic(
		'castle',
		'ravensau-gartenfront',
		'3x2',
		bi('Die Gartenfront von Schloss Ravensau', 'The garden front of Ravensau Palace'),
		PHOTO.weidlich,
	),
	pageClass: 'page-home',
};

export const VISIT: PageDef = {
	id: 5,
	path: pagePath('besuch', 'visit'),
	title: bi('Besuch planen', 'Plan your visit'),
	intro: bi(
		'Alles, was Sie für Ihren Tag in Ravensau wissen müssen.',
		'Everything you need to know for your day in Ravensau.',
	),
	inMenu: true,
	hasTabNavigation: true,
	siblings: visitTabs,
	ogImage: pic(
		'castle',
		'ehrenhof-sommer',
		'3x2',
		bi('Der Ehrenhof des Schlosses an einem Sommertag', 'The palace courtyard on a summer’s day'),
		PHOTO.weidlich,
	),
};

export const VISIT_HOURS: PageDef = {
	id: 6,
	path: pagePath('besuch/oeffnungszeiten-preise', 'visit/opening-hours-admission'),
	title: bi('Öffnungszeiten & Preise', 'Opening hours & admission'),
	intro: bi(
		'Dienstag bis Sonntag von 10 bis 17 Uhr, der Schlosspark täglich ab 8 Uhr.',
		'Tuesday to Sunday, 10 am to 5 pm; the palace park daily from 8 am.',
	),
	parent: VISIT,
	hasTabNavigation: true,
	siblings: visitTabs,
};

export const VISIT_ARRIVAL: PageDef = {
	id: 7,
	path: pagePath('besuch/anreise', 'visit/getting-here'),
	title: bi('Anreise', 'Getting here'),
	intro: bi(
		'Mit Bahn, Bus, Rad oder Auto nach Ravensau.',
		'By train, bus, bike or car to Ravensau.',
	),
	parent: VISIT,
	hasTabNavigation: true,
	siblings: visitTabs,
};

export const VISIT_ACCESS: PageDef = {
	id: 8,
	path: pagePath('besuch/barrierefreiheit', 'visit/accessibility'),
	title: bi('Barrierefreiheit', 'Accessibility'),
	intro: bi(
		'Was im Schloss stufenlos erreichbar ist und welche Hilfen es gibt.',
		'Which areas of the palace are step-free and what support we offer.',
	),
	parent: VISIT,
	hasTabNavigation: true,
	inFooter: true,
	siblings: visitTabs,
};

export const VISIT_GROUPS: PageDef = {
	id: 9,
	path: pagePath('besuch/gruppen-und-schulen', 'visit/groups-and-schools'),
	title: bi('Gruppen & Schulen', 'Groups & schools'),
	intro: bi(
		'Führungen und Workshops zu Ihrem Wunschtermin.',
		'Tours and workshops at a time that suits you.',
	),
	parent: VISIT,
	hasTabNavigation: true,
	siblings: visitTabs,
};

export const ABOUT: PageDef = {
	id: 10,
	path: pagePath('ueber-uns', 'about-us'),
	title: bi('Über uns', 'About us'),
	headline: bi('Die Stiftung Schloss Ravensau', 'The Ravensau Palace Foundation'),
	intro: bi(
		'Wir bewahren Schloss, Park und Sammlung und öffnen sie für alle.',
		'We preserve the palace, park and collection and open them up to everyone.',
	),
	inMenu: true,
	ogImage: pic(
		'castle',
		'schloss-luftbild',
		'16x9',
		bi('Luftbild von Schloss und Park', 'Aerial view of the palace and park'),
		PHOTO.hebestreit,
	),
};

export const PRESS: PageDef = {
	id: 11,
	path: pagePath('ueber-uns/presse', 'about-us/press'),
	title: bi('Presse', 'Press'),
	intro: bi(
		'Pressemitteilungen, Bildmaterial und Ansprechpartnerin.',
		'Press releases, images and contact.',
	),
	parent: ABOUT,
	inFooter: true,
};

export const FRIENDS: PageDef = {
	id: 12,
	path: pagePath('ueber-uns/freundeskreis', 'about-us/friends'),
	title: bi('Freundeskreis', 'Friends’ Association'),
	intro: bi(
		'Seit 1991 unterstützen Bürgerinnen und Bürger ihr Schloss.',
		'Since 1991 local people have been supporting their palace.',
	),
	parent: ABOUT,
};

export const ANNUAL_PASS: PageDef = {
	id: 13,
	path: pagePath('jahreskarte', 'annual-pass'),
	title: bi('Jahreskarte', 'Annual pass'),
	headline: bi('Ein Jahr Ravensau', 'A year of Ravensau'),
	intro: bi(
		'Unbegrenzt Schloss, Ausstellungen und Führungen für 45 Euro.',
		'Unlimited palace, exhibitions and tours for 45 euros.',
	),
	isLandingPage: true,
	pageClass: 'page-landing',
	ogImage: pic(
		'hall',
		'jahreskarte-beletage',
		'16x9',
		bi('Besucherin in der Enfilade der Beletage', 'A visitor in the enfilade of the piano nobile'),
		PHOTO.kern,
	),
};

export const SUMMER_NIGHT: PageDef = {
	id: 14,
	path: pagePath('sommernacht', 'summer-night'),
	title: bi('Ravensauer Sommernacht', 'Ravensau Summer Night'),
	intro: bi(
		'Das Parkfest mit Musik, Lichtern und Feuerwerk.',
		'The park festival with music, lights and fireworks.',
	),
	isOnline: false,
};
