import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { pic } from '../shared/images.ts';
import { cmsPage } from '../shared/pages.ts';
import { bi } from '../shared/text.ts';
import { LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import {
	ABOUT,
	ANNUAL_PASS,
	FRIENDS,
	PRESS,
	SUMMER_NIGHT,
	VISIT,
	VISIT_ACCESS,
	VISIT_ARRIVAL,
	VISIT_GROUPS,
	VISIT_HOURS,
} from './paths.ts';

/** 'Plan your visit' and its four tabs. */
function visitPages(links: Links): Localised<CmsPage>[] {
	return [
		cmsPage(VISIT, (b, locale) => [
			b.text(
				bi(
					'<p>Schloss Ravensau liegt am Rand der Altstadt, zehn Gehminuten vom Bahnhof entfernt. Planen Sie für Schloss, Ausstellungen und Park mindestens einen halben Tag ein. Im Schlosscafé im Kavaliershaus gibt es Mittagstisch, Kuchen aus der eigenen Backstube und an warmen Tagen Plätze auf der Terrasse.</p>',
					'<p>Ravensau Palace lies on the edge of the old town, a ten-minute walk from the railway station. Allow at least half a day for the palace, exhibitions and park. The palace café in the Cavaliers’ House serves lunch and home-made cakes, with seats on the terrace on warm days.</p>',
				),
			),
			b.section(
				{ layout: '50-50', background: 'cc01' },
				[
					b.headline(bi('Tickets', 'Tickets')),
					b.text(
						bi(
							'<p>Zeitfenster für die Beletage buchen Sie am besten online. Das Schlossticket für Ausstellungen und Spiegelsaal gibt es auch an der Kasse.</p>',
							'<p>Timed-entry slots for the piano nobile are best booked online. The palace ticket for the exhibitions and the Hall of Mirrors is also sold at the ticket office.</p>',
						),
					),
					b.link(bi('Zu den Terminen', 'See all dates'), LIST_PATHS.events[locale]),
				],
				[b.venue(links.venueItem('schloss', locale))],
			),
		]),
		cmsPage(VISIT_HOURS, (b) => [
			b.headline(bi('Öffnungszeiten', 'Opening hours'), { anchor: 'oeffnungszeiten' }),
			b.text(
				bi(
					'<ul><li><strong>Schloss, Orangerie und Ausstellungen:</strong> Dienstag bis Sonntag 10–17 Uhr, letzter Einlass 16:30 Uhr</li><li><strong>Schlosspark:</strong> täglich 8 Uhr bis zur Dämmerung</li><li><strong>Schlosscafé:</strong> Dienstag bis Sonntag 9:30–17:30 Uhr</li></ul><p>Montags geschlossen, außer an Feiertagen. Am 24. und 31. Dezember ist das Schloss geschlossen.</p>',
					'<ul><li><strong>Palace, orangery and exhibitions:</strong> Tuesday to Sunday 10 am–5 pm, last admission 4.30 pm</li><li><strong>Palace park:</strong> daily from 8 am until dusk</li><li><strong>Palace café:</strong> Tuesday to Sunday 9.30 am–5.30 pm</li></ul><p>Closed on Mondays except public holidays. The palace is closed on 24 and 31 December.</p>',
				),
			),
			b.headline(bi('Eintrittspreise', 'Admission'), { anchor: 'preise' }),
			b.html(
				bi(
					'<table class="price-table"><thead><tr><th scope="col">Ticket</th><th scope="col">Regulär</th><th scope="col">Ermäßigt</th></tr></thead><tbody><tr><th scope="row">Schlossticket (Ausstellungen, Spiegelsaal)</th><td>12 €</td><td>8 €</td></tr><tr><th scope="row">Schlossführung Beletage mit Zeitfenster</th><td>14 €</td><td>10 €</td></tr><tr><th scope="row">Familienkarte Schlossführung</th><td colspan="2">32 €</td></tr><tr><th scope="row">Jahreskarte</th><td>45 €</td><td>30 €</td></tr></tbody></table>',
					'<table class="price-table"><thead><tr><th scope="col">Ticket</th><th scope="col">Standard</th><th scope="col">Reduced</th></tr></thead><tbody><tr><th scope="row">Palace ticket (exhibitions, Hall of Mirrors)</th><td>€12</td><td>€8</td></tr><tr><th scope="row">Timed-entry palace tour, piano nobile</th><td>€14</td><td>€10</td></tr><tr><th scope="row">Family ticket, palace tour</th><td colspan="2">€32</td></tr><tr><th scope="row">Annual pass</th><td>€45</td><td>€30</td></tr></tbody></table>',
				),
			),
			b.text(
				bi(
					'<p>Kinder und Jugendliche bis 14 Jahre haben in den Ausstellungen freien Eintritt. Ermäßigungen gelten für Schüler, Studierende, Auszubildende, Freiwilligendienstleistende und Menschen mit Behinderung (GdB ab 50); die Begleitperson ist frei.</p>',
					'<p>Children and young people under 14 are admitted free to the exhibitions. Reduced tickets are available to pupils, students, apprentices, volunteers and disabled visitors (disability rating of 50 or more); a companion is admitted free.</p>',
				),
			),
		]),
		cmsPage(VISIT_ARRIVAL, (b, locale) => [
			b.section(
				{ layout: '67-33' },
				[
					b.headline(bi('Mit Bahn und Bus', 'By train and bus')),
					b.text(
						bi(
							'<p>Vom Bahnhof Ravensau sind es zehn Minuten zu Fuß über die Brückenstraße und den Marktplatz. Die Stadtbuslinie 3 hält direkt am Schlossplatz.</p>',
							'<p>The palace is a ten-minute walk from Ravensau station via Brückenstraße and the market square. Town bus route 3 stops right on Schlossplatz.</p>',
						),
					),
					b.headline(bi('Mit dem Auto', 'By car')),
					b.text(
						bi(
							'<p>Folgen Sie der Beschilderung „Schloss“. Der Parkplatz am Lindentor hat 120 Plätze und acht Ladepunkte für Elektroautos. Reisebusse halten am Busparkplatz an der Orangerie.</p>',
							'<p>Follow the signs for "Schloss". The car park at the Lindentor gate has 120 spaces and eight charging points for electric cars. Coaches stop at the coach park by the orangery.</p>',
						),
					),
					b.headline(bi('Mit dem Rad', 'By bike')),
					b.text(
						bi(
							'<p>Der Raventhal-Radweg führt direkt am Schlosspark vorbei. Abstellbügel finden Sie am Lindentor und im Ehrenhof.</p>',
							'<p>The Raven Valley cycle path runs right past the palace park. Bike racks are located at the Lindentor gate and in the courtyard.</p>',
						),
					),
				],
				[b.venue(links.venueItem('park', locale))],
			),
		]),
		cmsPage(VISIT_ACCESS, (b) => [
			b.text(
				bi(
					'<p>Wir möchten, dass alle Menschen das Schloss erleben können. Noch ist nicht jeder Raum stufenlos erreichbar, doch wir arbeiten daran.</p><ul><li>Erdgeschoss, Festsaal, Spiegelsaal und Porzellankabinett sind über einen Aufzug erreichbar.</li><li>Die Beletage ist nur über Treppen zugänglich; an der Kasse zeigen wir einen virtuellen Rundgang.</li><li>Rollstühle, Rollatoren und Klapphocker leihen wir kostenlos aus.</li><li>Assistenzhunde sind in allen Räumen willkommen.</li><li>Für blinde und sehbehinderte Gäste gibt es Tastmodelle und einen Audioguide mit Bildbeschreibungen.</li></ul>',
					'<p>We want everyone to be able to experience the palace. Not every room is step-free yet, but we are working on it.</p><ul><li>The ground floor, Great Hall, Hall of Mirrors and Porcelain Cabinet can be reached by lift.</li><li>The piano nobile can only be reached by stairs; a virtual tour is shown at the ticket office.</li><li>We lend wheelchairs, rollators and folding stools free of charge.</li><li>Assistance dogs are welcome in all rooms.</li><li>Blind and partially sighted visitors can use tactile models and an audio guide with image descriptions.</li></ul>',
				),
			),
			b.faq(bi('Fragen zur Barrierefreiheit', 'Questions about accessibility'), [
				[
					bi('Gibt es barrierefreie Toiletten?', 'Are there accessible toilets?'),
					bi(
						'<p>Ja, im Erdgeschoss des Südflügels und im Kavaliershaus.</p>',
						'<p>Yes, on the ground floor of the south wing and in the Cavaliers’ House.</p>',
					),
				],
				[
					bi('Gibt es Führungen in Gebärdensprache?', 'Are there tours in sign language?'),
					bi(
						'<p>Ja, auf Anfrage über unser Formular für Gruppenbuchungen, ab vier Personen kostenfrei.</p>',
						'<p>Yes, on request via our group booking form, free of charge for groups of four or more.</p>',
					),
				],
			]),
		]),
		cmsPage(VISIT_GROUPS, (b, locale) => [
			b.text(
				bi(
					'<p>Für Gruppen ab zehn Personen bieten wir Führungen durch die Beletage, die Ausstellungen und den Schlosspark an, auf Wunsch in englischer oder französischer Sprache. Schulklassen aus der Region besuchen unsere zwölf Vermittlungsprogramme kostenlos.</p>',
					'<p>For groups of ten or more we offer tours of the piano nobile, the exhibitions and the palace park, in English or French on request. School classes from the region can take part in our twelve learning programmes free of charge.</p>',
				),
			),
			b.link(
				bi('Gruppenbuchung anfragen', 'Request a group booking'),
				links.url({ kind: 'form', key: 'gruppenbuchung' }, locale),
			),
		]),
	];
}

/** 'About us' with press and friends, the annual pass landing page and an offline draft. */
function aboutPages(links: Links, cal: Calendar): Localised<CmsPage>[] {
	return [
		cmsPage(ABOUT, (b, locale) => [
			b.twoColumns(
				bi(
					'<p>Die Stiftung Schloss Ravensau wurde 1991 vom Land und der Stadt Ravensau gegründet. Sie bewahrt das Schloss, den 28 Hektar großen Park und eine Sammlung von rund 14.000 Objekten. Mit 64 Mitarbeiterinnen und Mitarbeitern, darunter Restauratorinnen, Gärtner und Vermittlerinnen, öffnen wir das Ensemble an 310 Tagen im Jahr.</p>',
					'<p>The Ravensau Palace Foundation was established in 1991 by the state and the town of Ravensau. It preserves the palace, the 28-hectare park and a collection of some 14,000 objects. With a staff of 64, including conservators, gardeners and educators, we open the ensemble to the public on 310 days a year.</p>',
				),
				pic(
					'castle',
					'schloss-luftbild',
					'3x2',
					bi('Luftbild von Schloss und Park', 'Aerial view of the palace and park'),
					PHOTO.hebestreit,
				),
				'image-text',
			),
			b.link(bi('Unser Team', 'Our team'), LIST_PATHS.team[locale], { display: 'link' }),
			b.blogTeaserList(
				bi('Aus dem Magazin', 'From the magazine'),
				3,
				links.articleCards(locale, 3, ['kulissen']),
			),
		]),
		cmsPage(PRESS, (b) => [
			b.text(
				bi(
					'<p>Pressemitteilungen und druckfähige Fotos stellen wir Ihnen gern zur Verfügung. Bitte geben Sie bei Veröffentlichungen den jeweiligen Bildnachweis an.</p><p><strong>Ansprechpartnerin:</strong> Friederike Haas, Kommunikation<br>Telefon +49 3671 40 88-120<br><a href="mailto:presse@schloss-ravensau.de">presse@schloss-ravensau.de</a></p>',
					'<p>We are happy to provide press releases and high-resolution photos. Please credit the photographer when publishing.</p><p><strong>Contact:</strong> Friederike Haas, Communications<br>Phone +49 3671 40 88-120<br><a href="mailto:presse@schloss-ravensau.de">presse@schloss-ravensau.de</a></p>',
				),
			),
			b.viewer(
				'https://issuu.com/schloss-ravensau/docs/pressemappe-weisses-gold',
				bi('Pressemappe „Weißes Gold“', 'Press kit "White Gold"'),
			),
		]),
		cmsPage(FRIENDS, (b) => [
			b.text(
				bi(
					'<p>Der Freundeskreis Schloss Ravensau e. V. hat seit seiner Gründung mehr als 1,4 Millionen Euro für Restaurierungen, Ankäufe und die Vermittlungsarbeit gesammelt. Mitglieder erhalten freien Eintritt in Schloss und Ausstellungen, Einladungen zu Vorbesichtigungen und Reisen sowie den Jahresbericht.</p><ul><li>Einzelmitgliedschaft: 60 Euro im Jahr</li><li>Paare und Familien: 90 Euro im Jahr</li><li>Junge Freunde bis 30 Jahre: 20 Euro im Jahr</li></ul>',
					'<p>Since its foundation, the Friends of Ravensau Palace have raised more than 1.4 million euros for conservation, acquisitions and learning. Members enjoy free admission to the palace and exhibitions, invitations to previews and trips, and the annual report.</p><ul><li>Individual membership: 60 euros a year</li><li>Couples and families: 90 euros a year</li><li>Young Friends under 30: 20 euros a year</li></ul>',
				),
			),
			b.quote(
				bi(
					'Wer ein Schloss erhalten will, braucht einen langen Atem und viele Freunde.',
					'Anyone who wants to preserve a palace needs staying power and many friends.',
				),
				bi(
					'Gisela Thamm, Vorsitzende des Freundeskreises',
					'Gisela Thamm, Chair of the Friends’ Association',
				),
			),
		]),
		cmsPage(ANNUAL_PASS, (b, locale) => [
			b.hero({
				headline: bi('Ein Jahr Ravensau', 'A year of Ravensau'),
				text: bi(
					'Schloss, Ausstellungen und Führungen, so oft Sie möchten. Für 45 Euro, ermäßigt 30 Euro.',
					'The palace, exhibitions and tours as often as you like. For 45 euros, reduced 30 euros.',
				),
				buttonText: bi('Jetzt kaufen', 'Buy now'),
				buttonLink: '/webshop/itemgroups/jahreskarte',
				image: pic(
					'hall',
					'jahreskarte-beletage',
					'21x9',
					bi(
						'Besucherin in der Enfilade der Beletage',
						'A visitor in the enfilade of the piano nobile',
					),
					PHOTO.kern,
				),
				onlineFrom: cal.at(cal.day(-200), '00:00'),
			}),
			b.section(
				{ layout: '33-33-33', background: 'cc01' },
				[
					b.headline(bi('Unbegrenzt', 'Unlimited'), { level: 3 }),
					b.text(
						bi(
							'<p>Freier Eintritt in Schloss, Orangerie und alle Ausstellungen für zwölf Monate ab Kauf.</p>',
							'<p>Free admission to the palace, orangery and all exhibitions for twelve months from purchase.</p>',
						),
					),
				],
				[
					b.headline(bi('Führungen inklusive', 'Tours included'), { level: 3 }),
					b.text(
						bi(
							'<p>Zeitfenster für die Beletage buchen Sie mit der Jahreskarte kostenlos.</p>',
							'<p>Book timed-entry slots for the piano nobile free of charge with your pass.</p>',
						),
					),
				],
				[
					b.headline(bi('Zehn Prozent', 'Ten per cent'), { level: 3 }),
					b.text(
						bi(
							'<p>Rabatt auf Konzerte, im Schlossladen und im Schlosscafé.</p>',
							'<p>Discount on concerts, in the palace shop and at the palace café.</p>',
						),
					),
				],
			),
			b.link(bi('Jahreskarte kaufen', 'Buy an annual pass'), '/webshop/itemgroups/jahreskarte', {
				sticky: true,
			}),
			b.link(bi('Zurück zur Startseite', 'Back to the home page'), LIST_PATHS.home[locale], {
				display: 'link',
			}),
		]),
		cmsPage(SUMMER_NIGHT, (b) => [
			b.text(
				bi(
					'<p>Die Ravensauer Sommernacht verwandelt den Schlosspark in eine Bühne: Musik an sechs Orten, beleuchtete Sichtachsen und um Mitternacht ein Feuerwerk über dem Parterre. Programm und Vorverkauf folgen in Kürze.</p>',
					'<p>The Ravensau Summer Night turns the palace park into a stage: music in six places, illuminated sightlines and fireworks over the parterre at midnight. Programme and advance sales to follow shortly.</p>',
				),
			),
		]),
	];
}

/** The castle's free CMS pages besides home and legal pages. */
export function castlePages(links: Links, cal: Calendar): Localised<CmsPage>[] {
	return [...visitPages(links), ...aboutPages(links, cal)];
}
