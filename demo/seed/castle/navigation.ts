import type { Navigation } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import { navEntry, type NavDef } from '../shared/navigation.ts';
import { bi, perLocale, type BiText } from '../shared/text.ts';
import { LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import {
	ABOUT,
	ANNUAL_PASS,
	FRIENDS,
	PRESS,
	VISIT,
	VISIT_ACCESS,
	VISIT_ARRIVAL,
	VISIT_GROUPS,
	VISIT_HOURS,
} from './paths.ts';

/** Menu, secondary menu and footer of the castle. */
export function castleNavigation(links: Links): Localised<Navigation> {
	const url = (kind: 'production' | 'series' | 'form' | 'venue', key: string): BiText =>
		links.registry.url({ kind, key });
	const menu: NavDef[] = [
		{
			title: bi('Ausstellungen', 'Exhibitions'),
			url: LIST_PATHS.productions,
			children: [
				{ title: bi('Weißes Gold', 'White Gold'), url: url('production', 'weisses-gold') },
				{
					title: bi('Tafelfreuden', 'The Art of the Table'),
					url: url('production', 'tafelfreuden'),
				},
				{
					title: bi('Ordnung und Wildnis', 'Order and Wilderness'),
					url: url('production', 'ordnung-und-wildnis'),
				},
				{ title: bi('Spiegelungen', 'Reflections'), url: url('production', 'spiegelungen') },
				{ title: bi('Die Beletage', 'The Piano Nobile'), url: url('production', 'beletage') },
				{ title: bi('Alle Ausstellungen', 'All exhibitions'), url: LIST_PATHS.productions },
			],
		},
		{
			title: bi('Programm', 'What’s on'),
			url: LIST_PATHS.events,
			children: [
				{ title: bi('Alle Termine', 'All dates'), url: LIST_PATHS.events },
				{ title: bi('Schlossführungen', 'Palace tours'), url: url('series', 'schlossfuehrungen') },
				{
					title: bi('Konzerte im Festsaal', 'Concerts in the Great Hall'),
					url: url('series', 'festsaalkonzerte'),
				},
				{ title: bi('Familiensonntage', 'Family Sundays'), url: url('series', 'familiensonntage') },
			],
		},
		{
			title: VISIT.title,
			url: VISIT.path,
			hasTabNavigation: true,
			children: [VISIT_HOURS, VISIT_ARRIVAL, VISIT_ACCESS, VISIT_GROUPS].map((page) => ({
				title: page.title,
				url: page.path,
			})),
		},
		{ title: bi('Magazin', 'Magazine'), url: LIST_PATHS.magazine },
		{
			title: ABOUT.title,
			url: ABOUT.path,
			children: [
				{ title: bi('Die Stiftung', 'The foundation'), url: ABOUT.path },
				{ title: bi('Team', 'Team'), url: LIST_PATHS.team },
				{ title: bi('Unsere Häuser', 'Our buildings'), url: url('venue', 'schloss') },
				{ title: FRIENDS.title, url: FRIENDS.path },
				{ title: PRESS.title, url: PRESS.path },
			],
		},
	];
	const secondary: NavDef[] = [
		{ title: bi('Tickets', 'Tickets'), url: '/webshop', isShopLink: true },
		{ title: ANNUAL_PASS.title, url: ANNUAL_PASS.path },
		{ title: bi('Gruppen buchen', 'Group bookings'), url: url('form', 'gruppenbuchung') },
		{ title: bi('Newsletter', 'Newsletter'), url: url('form', 'newsletter') },
	];
	const footer: NavDef[] = [
		{ title: bi('Impressum', 'Imprint'), url: LIST_PATHS.imprint },
		{ title: bi('Datenschutz', 'Privacy policy'), url: LIST_PATHS.privacy },
		{ title: bi('AGB', 'Terms and conditions'), url: LIST_PATHS.terms },
		{ title: VISIT_ACCESS.title, url: VISIT_ACCESS.path },
		{ title: PRESS.title, url: PRESS.path },
		{
			title: bi('Kulturportal Mitteland', 'Mitteland culture portal'),
			url: 'https://www.kulturportal-mitteland.de',
		},
	];
	return perLocale((locale) => ({
		menu: menu.map((entry) => navEntry(entry, locale)),
		secondary_menu: secondary.map((entry) => navEntry(entry, locale)),
		footer: footer.map((entry) => navEntry(entry, locale)),
	}));
}
