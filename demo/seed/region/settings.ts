import type { Alert, ErrorHtml, Redirect, SiteSettings } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { closed, open, weeklyPlan } from '../shared/hours.ts';
import { alert, footerLogos, nextOccurrence } from '../shared/site-extras.ts';
import { bi, localised, perLocale } from '../shared/text.ts';
import type { Localised, OpeningHoursPlan } from '../../../src/backend/content/seed-bundle.ts';
import { REGION_LOGO_STRIP } from './partners.ts';
import { SERVICE, SUBSCRIPTION } from './paths.ts';

/** Site switches and the footer's HTML blocks, per language. */
export function regionSettings(links: Links): Localised<SiteSettings> {
	const newsletter = links.registry.url({ kind: 'form', key: 'newsletter' });
	const newsletterLine = localised(
		`<div class="footer-newsletter"><p><strong>Die Wochenendtipps</strong> – jeden Donnerstag per E-Mail. <a href="${newsletter.de}">Newsletter abonnieren</a></p></div>`,
		`<div class="footer-newsletter"><p><strong>Weekend tips</strong> – every Thursday by email. <a href="${newsletter.en}">Subscribe</a></p></div>`,
	);
	return perLocale((locale) => ({
		status: 'ok',
		is_site_online: true,
		is_shop_online: true,
		html_footer_logos: footerLogos(locale, REGION_LOGO_STRIP),
		html_footer_top: { code: newsletterLine[locale] },
		html_footer_bottom: {
			code: '<p class="footer-address">Kulturregion Auental gGmbH · Theaterplatz 3 · 97412 Auenstadt · Theaterkasse +49 9721 58 30-10 · <a href="mailto:tickets@kulturregion-auental.de">tickets@kulturregion-auental.de</a></p>',
		},
		html_header: null,
	}));
}

/** Breaking news: the first entry is shown in the top bar. */
export function regionAlerts(links: Links): Localised<Alert>[] {
	return [
		alert(
			701,
			bi('Vorverkauf für Lichtungen gestartet', 'Lichtungen tickets on sale now'),
			bi(
				'Festivalpässe gibt es bis zum Festivalbeginn zum Frühbucherpreis von 49 Euro.',
				'Festival passes are available at the early-bird price of 49 euros until the festival begins.',
			),
			links.registry.url({ kind: 'production', key: 'lichtungen' }),
			bi('Zum Festival', 'To the festival'),
		),
		alert(
			702,
			bi('Theaterbus: neuer Fahrplan', 'Theatre bus: new timetable'),
			bi(
				'Der Theaterbus fährt nach Abendvorstellungen jetzt um 22:40 Uhr.',
				'The theatre bus now leaves at 10.40 pm after evening performances.',
			),
			SERVICE.path,
			bi('Anreise', 'Getting here'),
		),
	];
}

/** Box office hours: Tuesday to Friday 10–18, Saturday 10–14; closed over the holidays. */
export function regionOpeningHours(cal: Calendar): OpeningHoursPlan {
	const weekday = [open('10:00', '18:00')];
	return {
		weekly: weeklyPlan({
			2: weekday,
			3: weekday,
			4: weekday,
			5: weekday,
			6: [open('10:00', '14:00')],
		}),
		exceptions: {
			[nextOccurrence(cal, '12-24')]: [closed()],
			[nextOccurrence(cal, '12-31')]: [closed()],
			[nextOccurrence(cal, '01-01')]: [closed()],
			// Festival opening: the box office stays open until the concert starts.
			[cal.day(55)]: [open('10:00', '13:00'), open('16:00', '19:30')],
		},
	};
}

/** Old paths and the webshop's list pages. */
export function regionRedirects(links: Links): Redirect[] {
	return [
		{ old_path: '/de/spielplan', new_path: '/de/events' },
		{ old_path: '/en/schedule', new_path: '/en/events' },
		{ old_path: '/de/ausstellungen', new_path: '/de/produktionen' },
		{
			old_path: '/de/festival',
			new_path: links.registry.url({ kind: 'production', key: 'lichtungen' }).de,
		},
		{ old_path: '/webshop/events', new_path: '/de/events' },
		{ old_path: '/webshop/itemgroups', new_path: '/de/magazine' },
		{ old_path: '/webshop/series', new_path: SUBSCRIPTION.path.de },
	];
}

/** The region's own not-found page (SPEC §2, custom HTML per status code), in each language. */
const ERROR_404_STYLE =
	'.error-404{max-width:40rem;margin:0 auto;padding:4rem 1.5rem;text-align:center;font-family:inherit}.error-404 .code{font-size:6rem;font-weight:700;line-height:1;letter-spacing:-.04em;color:#e4003a;margin:0}.error-404 h1{font-size:1.75rem;margin:1rem 0 .5rem}.error-404 p{color:#333;line-height:1.6}.error-404 .links{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:2rem}.error-404 .links a{padding:.75rem 1.25rem;border:2px solid #111;border-radius:999px;color:#111;text-decoration:none;font-weight:500}.error-404 .links a:hover,.error-404 .links a:focus-visible{background:#111;color:#fff}';

export const REGION_ERROR_HTML: Partial<Record<number, Localised<ErrorHtml>>> = {
	404: {
		de: {
			style: ERROR_404_STYLE,
			body: '<section class="error-404"><p class="code" aria-hidden="true">404</p><h1>Hier ist gerade Pause.</h1><p>Diese Seite gibt es nicht (mehr). Vielleicht wurde die Vorstellung abgesetzt oder der Link hat sich geändert.</p><div class="links"><a href="/de/events">Zum Programm</a><a href="/de">Zur Startseite</a><a href="/en" lang="en">English home page</a></div></section>',
		},
		en: {
			style: ERROR_404_STYLE,
			body: '<section class="error-404"><p class="code" aria-hidden="true">404</p><h1>Intermission.</h1><p>This page does not exist (any more). Perhaps the show has closed or the link has changed.</p><div class="links"><a href="/en/events">See the programme</a><a href="/en">Home page</a><a href="/de" lang="de">Deutsche Startseite</a></div></section>',
		},
	},
};
