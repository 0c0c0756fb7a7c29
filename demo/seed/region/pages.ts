import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { logoSpec, pic } from '../shared/images.ts';
import { cmsPage } from '../shared/pages.ts';
import { bi } from '../shared/text.ts';
import { LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import { REGION_LOGO_STRIP, REGION_PROMOTERS } from './partners.ts';
import {
	ABOUT,
	OPEN_AIR,
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

const VENUE_KEYS = [
	'stadttheater',
	'kulturbahnhof',
	'tuchfabrik',
	'klosterkirche',
	'literaturhaus',
	'stadthalle',
	'scheune',
];

/** 'Service' and its four tabs. */
function servicePages(links: Links): Localised<CmsPage>[] {
	return [
		cmsPage(SERVICE, (b, locale) => [
			b.text(
				bi(
					'<p>Tickets für alle Veranstaltungen im Netzwerk gibt es online, an vier Vorverkaufsstellen und an den Abendkassen. Jedes Ticket gilt am Veranstaltungstag als Fahrkarte im Auental-Verbund.</p>',
					'<p>Tickets for all events in the network are available online, at four advance booking offices and at the door. Every ticket is valid as a travel ticket on Auental public transport on the day of the event.</p>',
				),
			),
			b.link(bi('Zum Programm', 'See the programme'), LIST_PATHS.events[locale]),
		]),
		cmsPage(SERVICE_TICKETS, (b) => [
			b.text(
				bi(
					'<ul><li><strong>Online</strong> rund um die Uhr, mit Platzwahl und Print@home-Ticket</li><li><strong>Theaterkasse Auenstadt:</strong> Dienstag bis Freitag 10–18 Uhr, Samstag 10–14 Uhr</li><li><strong>Abendkasse:</strong> jeweils eine Stunde vor Beginn am Spielort</li></ul><p>Ermäßigungen erhalten Schüler, Studierende, Auszubildende, Freiwilligendienstleistende und Menschen mit Behinderung (GdB ab 50). Mit dem Kulturpass des Landkreises kostet jedes Ticket 5 Euro.</p>',
					'<ul><li><strong>Online</strong> around the clock, with seat selection and print-at-home tickets</li><li><strong>Auenstadt box office:</strong> Tuesday to Friday 10 am–6 pm, Saturday 10 am–2 pm</li><li><strong>Door sales:</strong> at the venue from one hour before the start</li></ul><p>Reduced tickets are available to pupils, students, apprentices, volunteers and disabled visitors (disability rating of 50 or more). With the district’s culture pass, every ticket costs 5 euros.</p>',
				),
			),
			b.faq(bi('Häufige Fragen', 'Frequently asked questions'), [
				[
					bi(
						'Wie lange sind Tickets im Warenkorb reserviert?',
						'How long are tickets held in the cart?',
					),
					bi(
						'<p>15 Minuten, danach werden die Plätze freigegeben.</p>',
						'<p>15 minutes; after that the seats are released.</p>',
					),
				],
				[
					bi('Kann ich Gutscheine kaufen?', 'Can I buy gift vouchers?'),
					bi(
						'<p>Ja, im Ticketshop und an der Theaterkasse, über jeden Betrag ab 10 Euro.</p>',
						'<p>Yes, in the ticket shop and at the box office, for any amount from 10 euros.</p>',
					),
				],
			]),
		]),
		cmsPage(SERVICE_ARRIVAL, (b, locale) => [
			b.text(
				bi(
					'<p>Alle Spielorte sind mit Bus und Bahn erreichbar. Am Veranstaltungstag gilt Ihr Ticket ab drei Stunden vor Beginn bis Betriebsschluss als Fahrkarte im Auental-Verbund. Nach Abendvorstellungen im Stadttheater fährt der Theaterbus um 22:40 Uhr nach Weidenfeld, Lindach und Seewinkel.</p>',
					'<p>All venues can be reached by bus and train. On the day of the event your ticket is valid on Auental public transport from three hours before the start until the end of service. After evening performances at the Municipal Theatre, the theatre bus leaves at 10.40 pm for Weidenfeld, Lindach and Seewinkel.</p>',
				),
			),
			b.venueList(
				bi('Spielorte und Adressen', 'Venues and addresses'),
				VENUE_KEYS.map((key) => links.venueItem(key, locale)),
			),
		]),
		cmsPage(SERVICE_ACCESS, (b, locale) => [
			b.text(
				bi(
					'<p>Fünf unserer sieben Spielorte sind vollständig stufenlos erreichbar. In der Klosterkirche und im Literaturhaus sind Teilbereiche nur über Treppen zugänglich.</p><ul><li>Rollstuhlplätze an allen Spielorten, bitte bei der Buchung angeben</li><li>Induktive Höranlagen im Stadttheater und in der Stadthalle</li><li>Audiodeskription und Tastführung bei ausgewählten Vorstellungen</li><li>Englische Übertitel einmal im Monat</li><li>Begleitpersonen mit Merkzeichen B haben freien Eintritt</li></ul>',
					'<p>Five of our seven venues are fully step-free. In the abbey church and the literature house, some areas can only be reached by stairs.</p><ul><li>Wheelchair spaces at all venues; please mention them when booking</li><li>Induction loops at the Municipal Theatre and the Civic Hall</li><li>Audio description and touch tours at selected performances</li><li>English surtitles once a month</li><li>Companions of visitors with a B marker are admitted free</li></ul>',
				),
			),
			b.blogTeaserList(bi('Mehr dazu im Magazin', 'More in the magazine'), 1, [
				links.card('article', 'barrierefrei-theater', locale),
			]),
		]),
		cmsPage(SERVICE_GROUPS, (b, locale) => [
			b.text(
				bi(
					'<p>Gruppen ab zehn Personen erhalten 15 Prozent Ermäßigung. Schulklassen zahlen 6 Euro pro Person, zwei Begleitpersonen sind frei. Auf Wunsch bereiten unsere Theaterpädagoginnen den Besuch im Klassenzimmer vor.</p>',
					'<p>Groups of ten or more receive a 15 per cent discount. School classes pay 6 euros per person, and two accompanying adults go free. On request, our drama educators will prepare the visit in the classroom.</p>',
				),
			),
			b.link(
				bi('Gruppen- und Schulbuchung', 'Group and school booking'),
				links.url({ kind: 'form', key: 'gruppenbuchung' }, locale),
			),
		]),
	];
}

/** About the network, partners, promoters, the subscription landing page, venues and a draft. */
function networkPages(links: Links, cal: Calendar): Localised<CmsPage>[] {
	return [
		cmsPage(ABOUT, (b, locale) => [
			b.twoColumns(
				bi(
					'<p>Die Kulturregion Auental wurde 2015 vom Landkreis und vier Städten gegründet. Sie koordiniert das Programm von 34 Partnern, betreibt das gemeinsame Ticketsystem, organisiert das Festival Lichtungen und bringt mit den Klangwegen Konzerte in die Dörfer.</p>',
					'<p>The Auental Culture Region was founded in 2015 by the district and four towns. It coordinates the programme of 34 partners, runs the shared ticketing system, organises the Lichtungen festival and, with Sound Paths, brings concerts to the villages.</p>',
				),
				pic(
					'landscape',
					'auental-panorama',
					'3x2',
					bi('Blick über das Auental', 'View across the Auental'),
					PHOTO.ebner,
				),
				'image-text',
			),
			b.link(bi('Ensemble und Team', 'Company and team'), LIST_PATHS.team[locale], {
				display: 'link',
			}),
		]),
		cmsPage(PARTNERS, (b) => [
			b.logoList(
				bi('Veranstalter', 'Promoters'),
				REGION_PROMOTERS.map((partner) => ({
					image: logoSpec(partner.seed, partner.name),
					link: partner.url ?? '',
				})),
			),
			b.logoList(
				bi('Förderer und Sponsoren', 'Funders and sponsors'),
				REGION_LOGO_STRIP.map((partner) => ({
					image: logoSpec(partner.seed, partner.name),
					link: partner.url ?? '',
				})),
			),
		]),
		cmsPage(PROMOTERS, (b) => [
			b.text(
				bi(
					'<p>Sie organisieren Konzerte, Lesungen oder Theater im Auental? Als Partner der Kulturregion erscheinen Ihre Veranstaltungen im gemeinsamen Programm, im Newsletter und im Spielzeitheft. Über unser Ticketsystem verkaufen Sie Karten ohne eigene Technik, die Abrechnung erfolgt monatlich.</p><p>Schreiben Sie uns an <a href="mailto:partner@kulturregion-auental.de">partner@kulturregion-auental.de</a>.</p>',
					'<p>Do you organise concerts, readings or theatre in the Auental? As a partner of the culture region, your events appear in the joint programme, the newsletter and the season brochure. You can sell tickets through our system without any technology of your own, with monthly settlement.</p><p>Write to us at <a href="mailto:partner@kulturregion-auental.de">partner@kulturregion-auental.de</a>.</p>',
				),
			),
		]),
		cmsPage(SUBSCRIPTION, (b, locale) => [
			b.hero({
				headline: bi('Sechs Abende, sieben Bühnen', 'Six evenings, seven stages'),
				text: bi(
					'Wählen Sie sechs Veranstaltungen aus dem ganzen Programm und sparen Sie 25 Prozent.',
					'Choose six events from the whole programme and save 25 per cent.',
				),
				buttonText: bi('Abo buchen', 'Book a subscription'),
				buttonLink: '/webshop/series',
				image: pic(
					'poster',
					'kulturabo-karte',
					'21x9',
					bi('Kulturabo-Karte vor einer Landkarte', 'Culture subscription card in front of a map'),
					PHOTO.olbrich,
				),
				onlineFrom: cal.at(cal.day(-90), '00:00'),
			}),
			b.section(
				{ layout: '33-33-33', background: 'cc02' },
				[
					b.headline(bi('Frei kombinierbar', 'Mix and match'), { level: 3 }),
					b.text(
						bi(
							'<p>Theater, Konzert, Lesung oder Kabarett, an jedem Spielort im Netzwerk.</p>',
							'<p>Theatre, concert, reading or cabaret, at any venue in the network.</p>',
						),
					),
				],
				[
					b.headline(bi('Übertragbar', 'Transferable'), { level: 3 }),
					b.text(
						bi(
							'<p>Verhindert? Dann nutzt jemand anderes Ihren Platz.</p>',
							'<p>Can’t make it? Someone else can use your seat.</p>',
						),
					),
				],
				[
					b.headline(bi('Bus inklusive', 'Bus included'), { level: 3 }),
					b.text(
						bi(
							'<p>Jedes Abo-Ticket gilt als Fahrkarte im Auental-Verbund.</p>',
							'<p>Every subscription ticket is valid on Auental public transport.</p>',
						),
					),
				],
			),
			b.link(bi('Abo buchen', 'Book a subscription'), '/webshop/series', { sticky: true }),
			b.link(bi('Zur Startseite', 'To the home page'), LIST_PATHS.home[locale], {
				display: 'link',
			}),
		]),
		cmsPage(VENUES, (b, locale) => [
			b.venueList(
				bi('Alle Spielorte', 'All venues'),
				VENUE_KEYS.map((key) => links.venueItem(key, locale)),
			),
		]),
		cmsPage(OPEN_AIR, (b) => [
			b.text(
				bi(
					'<p>Drei Wochen im Sommer, ein Zelt am Seewinkeler See: Das Auental Open Air bringt Theater, Konzerte und Kino unter freien Himmel. Das Programm wird derzeit zusammengestellt.</p>',
					'<p>Three weeks in summer, a tent by Lake Seewinkel: Auental Open Air brings theatre, concerts and cinema into the open air. The programme is currently being put together.</p>',
				),
			),
		]),
	];
}

/** The region's free CMS pages besides home and legal pages. */
export function regionPages(links: Links, cal: Calendar): Localised<CmsPage>[] {
	return [...servicePages(links), ...networkPages(links, cal)];
}
