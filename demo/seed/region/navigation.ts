import type { Navigation } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import { navEntry, type NavDef } from '../shared/navigation.ts';
import { bi, perLocale, type BiText } from '../shared/text.ts';
import { eventFilterUrl, LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import {
	ABOUT,
	PARTNERS,
	PROMOTERS,
	SERVICE,
	SERVICE_ACCESS,
	SERVICE_ARRIVAL,
	SERVICE_GROUPS,
	SERVICE_TICKETS,
	SUBSCRIPTION,
	VENUES,
} from './paths.ts';

/** Menu, secondary menu and footer of the region. */
export function regionNavigation(links: Links): Localised<Navigation> {
	const url = (kind: 'production' | 'series' | 'form' | 'venue', key: string): BiText =>
		links.registry.url({ kind, key });
	const familyTag = links.options.tag('familien').id;
	const menu: NavDef[] = [
		{
			title: bi('Programm', 'Programme'),
			url: LIST_PATHS.events,
			children: [
				{ title: bi('Alle Termine', 'All dates'), url: LIST_PATHS.events },
				{ title: bi('Theater', 'Theatre'), url: eventFilterUrl('type', 'theater') },
				{ title: bi('Konzerte', 'Concerts'), url: eventFilterUrl('type', 'konzert') },
				{ title: bi('Lesungen', 'Readings'), url: eventFilterUrl('type', 'lesung') },
				{ title: bi('Für Familien', 'For families'), url: eventFilterUrl('tag', familyTag) },
				{ title: bi('Jazz im Bahnhof', 'Jazz at the Station'), url: url('series', 'jazz') },
			],
		},
		{
			title: bi('Produktionen', 'Productions'),
			url: LIST_PATHS.productions,
			children: [
				{ title: bi('Nathan der Weise', 'Nathan the Wise'), url: url('production', 'nathan') },
				{ title: bi('Woyzeck', 'Woyzeck'), url: url('production', 'woyzeck') },
				{
					title: bi('Das Flussarchiv', 'The River Archive'),
					url: url('production', 'flussarchiv'),
				},
				{
					title: bi('Festival Lichtungen', 'Lichtungen Festival'),
					url: url('production', 'lichtungen'),
				},
				{ title: bi('Alle Produktionen', 'All productions'), url: LIST_PATHS.productions },
			],
		},
		{
			title: VENUES.title,
			url: VENUES.path,
			children: [
				{
					title: bi('Stadttheater Auenstadt', 'Auenstadt Municipal Theatre'),
					url: url('venue', 'stadttheater'),
				},
				{
					title: bi('Kulturbahnhof Weidenfeld', 'Kulturbahnhof Weidenfeld'),
					url: url('venue', 'kulturbahnhof'),
				},
				{ title: bi('Alte Tuchfabrik', 'Old Cloth Factory'), url: url('venue', 'tuchfabrik') },
				{ title: bi('Alle Spielorte', 'All venues'), url: VENUES.path },
			],
		},
		{ title: bi('Magazin', 'Magazine'), url: LIST_PATHS.magazine },
		{
			title: SERVICE.title,
			url: SERVICE.path,
			hasTabNavigation: true,
			children: [SERVICE_TICKETS, SERVICE_ARRIVAL, SERVICE_ACCESS, SERVICE_GROUPS].map((page) => ({
				title: page.title,
				url: page.path,
			})),
		},
		{
			title: ABOUT.title,
			url: ABOUT.path,
			children: [
				{ title: bi('Das Netzwerk', 'The network'), url: ABOUT.path },
				{ title: bi('Ensemble & Team', 'Company & team'), url: LIST_PATHS.team },
				{ title: PARTNERS.title, url: PARTNERS.path },
				{ title: PROMOTERS.title, url: PROMOTERS.path },
			],
		},
	];
	const secondary: NavDef[] = [
		{ title: bi('Tickets', 'Tickets'), url: '/webshop', isShopLink: true },
		{ title: SUBSCRIPTION.title, url: SUBSCRIPTION.path },
		{ title: bi('Gruppen & Schulen', 'Groups & schools'), url: url('form', 'gruppenbuchung') },
		{ title: bi('Newsletter', 'Newsletter'), url: url('form', 'newsletter') },
	];
	const footer: NavDef[] = [
		{ title: bi('Impressum', 'Imprint'), url: LIST_PATHS.imprint },
		{ title: bi('Datenschutz', 'Privacy policy'), url: LIST_PATHS.privacy },
		{ title: bi('AGB', 'Terms and conditions'), url: LIST_PATHS.terms },
		{ title: SERVICE_ACCESS.title, url: SERVICE_ACCESS.path },
		{ title: PARTNERS.title, url: PARTNERS.path },
		{
			title: bi('Tourismus im Auental', 'Visit the Auental'),
			url: 'https://www.auental-tourismus.de',
		},
	];
	return perLocale((locale) => ({
		menu: menu.map((entry) => navEntry(entry, locale)),
		secondary_menu: secondary.map((entry) => navEntry(entry, locale)),
		footer: footer.map((entry) => navEntry(entry, locale)),
	}));
}
