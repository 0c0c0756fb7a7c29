import type { Alert, Redirect, SiteSettings } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { closed, open, weeklyPlan } from '../shared/hours.ts';
import { alert, footerLogos, nextOccurrence } from '../shared/site-extras.ts';
import { bi, localised, perLocale } from '../shared/text.ts';
import type { Localised, OpeningHoursPlan } from '../../../src/backend/content/seed-bundle.ts';
import { CASTLE_LOGO_STRIP } from './partners.ts';
import { ANNUAL_PASS, VISIT } from './paths.ts';

/** Site switches and the footer's HTML blocks, per language. */
export function castleSettings(links: Links): Localised<SiteSettings> {
	const newsletter = links.registry.url({ kind: 'form', key: 'newsletter' });
	const newsletterLine = localised(
		`<div class="footer-newsletter"><p><strong>Post aus dem Schloss</strong> – einmal im Monat neue Ausstellungen, Konzerte und Geschichten. <a href="${newsletter.de}">Newsletter abonnieren</a></p></div>`,
		`<div class="footer-newsletter"><p><strong>News from the palace</strong> – new exhibitions, concerts and stories once a month. <a href="${newsletter.en}">Subscribe</a></p></div>`,
	);
	return perLocale((locale) => ({
		status: 'ok',
		is_site_online: true,
		is_shop_online: true,
		html_footer_logos: footerLogos(locale, CASTLE_LOGO_STRIP),
		html_footer_top: { code: newsletterLine[locale] },
		html_footer_bottom: {
			code: '<p class="footer-address">Stiftung Schloss Ravensau · Schlossplatz 1 · 07356 Ravensau · +49 3671 40 88-0 · <a href="mailto:info@schloss-ravensau.de">info@schloss-ravensau.de</a></p>',
		},
		html_header: null,
	}));
}

/** Breaking news: the first entry is shown in the top bar. */
export function castleAlerts(links: Links): Localised<Alert>[] {
	return [
		alert(
			701,
			bi('Beletage: Zeitfenster vorab buchen', 'Piano nobile: book your time slot in advance'),
			bi(
				'Die Schlossführungen am Wochenende sind oft ausgebucht. Sichern Sie sich Ihr Zeitfenster online.',
				'Weekend palace tours often sell out. Secure your time slot online.',
			),
			links.registry.url({ kind: 'event', key: 'schlossfuehrung' }),
			bi('Zeitfenster wählen', 'Choose a time slot'),
		),
		alert(
			702,
			bi('Lindenallee gesperrt', 'Lime avenue closed'),
			bi(
				'Wegen Baumpflegearbeiten ist die Lindenallee bis auf Weiteres gesperrt. Bitte nutzen Sie den Weg entlang der Orangerie.',
				'The lime avenue is closed until further notice for tree care work. Please use the path along the orangery.',
			),
			links.registry.url({ kind: 'article', key: 'lindenallee' }),
			bi('Mehr erfahren', 'Find out more'),
		),
	];
}

/** Tuesday to Sunday 10–17, closed on Mondays, Christmas Eve and New Year’s Eve; a late opening. */
export function castleOpeningHours(cal: Calendar): OpeningHoursPlan {
	const day = [open('10:00', '17:00')];
	return {
		weekly: weeklyPlan({ 2: day, 3: day, 4: day, 5: day, 6: day, 7: day }),
		exceptions: {
			[nextOccurrence(cal, '12-24')]: [closed()],
			[nextOccurrence(cal, '12-31')]: [closed()],
			[nextOccurrence(cal, '01-01')]: [open('13:00', '17:00')],
			// Opening night of the garden exhibition: open until 10 pm.
			[cal.day(20)]: [open('10:00', '22:00')],
		},
	};
}

/** Old paths and the webshop's list pages. */
export function castleRedirects(links: Links): Redirect[] {
	return [
		{ old_path: '/de/ausstellungen', new_path: '/de/produktionen' },
		{ old_path: '/en/exhibitions', new_path: '/en/productions' },
		{ old_path: '/de/besucherinfo', new_path: VISIT.path.de },
		{
			old_path: '/de/fuehrungen',
			new_path: links.registry.url({ kind: 'series', key: 'schlossfuehrungen' }).de,
		},
		{ old_path: '/webshop/events', new_path: '/de/events' },
		{ old_path: '/webshop/itemgroups', new_path: '/de/magazine' },
		{ old_path: '/webshop/series', new_path: ANNUAL_PASS.path.de },
	];
}
