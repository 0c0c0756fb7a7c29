import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { logoSpec, pic } from '../shared/images.ts';
import { cmsPage } from '../shared/pages.ts';
import { bi } from '../shared/text.ts';
import { eventFilterUrl, LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import { REGION_PROMOTERS } from './partners.ts';
import { HOME, SERVICE_GROUPS, SERVICE_TICKETS, SUBSCRIPTION, VENUES } from './paths.ts';

/** HubSpot form of the newsletter sign-up on the home page. */
const NEWSLETTER_HUBSPOT_ID = 'b84f2c17-6e0a-4d39-a5c2-91e7f3d04a68';

/** The region's home page: the programme first, then venues, stories and every other block type. */
export function regionHome(links: Links, cal: Calendar): Localised<CmsPage> {
	return cmsPage(HOME, (b, locale) => {
		const to = (
			kind: 'event' | 'production' | 'article' | 'series' | 'venue' | 'form',
			key: string,
		) => links.url({ kind, key }, locale);
		const since = (days: number) => cal.at(cal.day(-days), '00:00');
		const until = (days: number) => cal.at(cal.day(days), '23:59');
		const typeUrl = (slug: string) => eventFilterUrl('type', slug)[locale];
		const venueKeys = [
			'stadttheater',
			'kulturbahnhof',
			'tuchfabrik',
			'klosterkirche',
			'literaturhaus',
			'stadthalle',
			'scheune',
		];
		return [
			b.hero({
				slug: 'hero',
				headline: bi('Sieben Bühnen. Ein Programm.', 'Seven stages. One programme.'),
				text: bi(
					'Theater, Jazz, Lesungen, Kabarett und Neue Musik von Auenstadt bis Seewinkel. Finden Sie Ihren Abend.',
					'Theatre, jazz, readings, cabaret and new music from Auenstadt to Seewinkel. Find your evening.',
				),
				buttonText: bi('Programm entdecken', 'Explore the programme'),
				buttonLink: LIST_PATHS.events[locale],
				image: pic(
					'stage',
					'nathan-schlussbild',
					'21x9',
					bi(
						'Das Ensemble von „Nathan der Weise“ beim Schlussbild',
						'The company of "Nathan the Wise" in the final scene',
					),
					PHOTO.remmers,
				),
				sticky: true,
				onlineFrom: since(21),
				onlineTo: until(200),
			}),
			b.anchorList(false, [
				[bi('Programm', 'Programme'), 'programm'],
				[bi('Spielorte', 'Venues'), 'spielorte'],
				[bi('Kulturabo', 'Subscription'), 'abo'],
				[bi('Magazin', 'Magazine'), 'magazin'],
				[bi('Newsletter', 'Newsletter'), 'newsletter'],
			]),
			b.eventList({ dateFrom: cal.today, dateTo: cal.day(14), filters: true }, [
				b.headline(bi('Was läuft', 'What’s on'), {
					anchor: 'programm',
					preline: bi('Die nächsten zwei Wochen', 'The next two weeks'),
				}),
				b.link(bi('Gesamtprogramm', 'Full programme'), LIST_PATHS.events[locale]),
			]),
			b.teaserList(bi('Tipps der Redaktion', 'Editor’s picks'), 'slider', [
				{
					image: pic(
						'stage',
						'woyzeck-studiobuehne',
						'3x2',
						bi('Woyzeck in der Studiobühne', 'Woyzeck in the studio'),
						PHOTO.remmers,
					),
					link: to('production', 'woyzeck'),
					linkText: bi('Zur Produktion', 'About the production'),
					preline: bi('Premiere', 'Premiere'),
					headline: bi('Woyzeck', 'Woyzeck'),
					subline: bi('Büchners Fragment, ganz nah', 'Büchner’s fragment, up close'),
					onlineFrom: since(10),
					onlineTo: until(60),
				},
				{
					image: pic(
						'concert',
						'jazz-brandt-trio',
						'3x2',
						bi('Lisa Brandt Trio live', 'Lisa Brandt Trio live'),
						PHOTO.feldhaus,
					),
					link: to('event', 'jazz-brandt'),
					linkText: bi('Tickets', 'Tickets'),
					preline: bi('Jazz im Bahnhof', 'Jazz at the Station'),
					headline: bi('Lisa Brandt Trio', 'Lisa Brandt Trio'),
					subline: bi('Album-Release „Nachtzug“', 'Album release "Night Train"'),
				},
				{
					image: pic(
						'stage',
						'kabarett-johanna-fink',
						'3x2',
						bi('Johanna Fink am Klavier', 'Johanna Fink at the piano'),
						PHOTO.olbrich,
					),
					link: to('event', 'kabarett-fink'),
					linkText: bi('Restkarten', 'Last tickets'),
					preline: bi('Kabarett in der Scheune', 'Cabaret in the Barn'),
					headline: bi(
						'Johanna Fink: „Alles bleibt anders“',
						'Johanna Fink: "Alles bleibt anders"',
					),
					onlineFrom: since(30),
				},
				{
					image: pic(
						'stage',
						'sommertheater-see',
						'3x2',
						bi('Sommertheater am Seeufer', 'Summer theatre on the lakeshore'),
						PHOTO.feldhaus,
					),
					link: VENUES.path[locale],
					linkText: bi('Rückblick', 'Look back'),
					preline: bi('Vorbei', 'Past'),
					headline: bi('Sommertheater am See', 'Summer theatre by the lake'),
					text: bi(
						'Die Sommerbühne hat Winterpause. Dieser Tipp ist abgelaufen und wird nicht mehr angezeigt.',
						'The summer stage is on its winter break. This tip has expired and is no longer shown.',
					),
					onlineFrom: since(120),
					onlineTo: cal.at(cal.day(-7), '23:59'),
				},
			]),
			b.section(
				{ layout: '33-33-33', background: 'cc03', slug: 'sparten' },
				[
					b.image(
						pic(
							'stage',
							'nathan-recha',
							'3x2',
							bi('Szene aus „Nathan der Weise“', 'Scene from "Nathan the Wise"'),
							PHOTO.remmers,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Theater', 'Theatre'), { level: 3 }),
					b.text(
						bi(
							'<p>Klassiker, Uraufführungen und Familienstücke im Stadttheater und in der Tuchfabrik.</p>',
							'<p>Classics, world premieres and family shows at the Municipal Theatre and the cloth factory.</p>',
						),
					),
					b.link(bi('Alle Theatertermine', 'All theatre dates'), typeUrl('theater'), {
						display: 'link',
					}),
				],
				[
					b.image(
						pic(
							'concert',
							'klangwege-kirche',
							'3x2',
							bi('Kammerorchester in der Klosterkirche', 'Chamber orchestra in the abbey church'),
							PHOTO.olbrich,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Musik', 'Music'), { level: 3 }),
					b.text(
						bi(
							'<p>Vom Bach-Konzert in der Klosterkirche bis zur Jam Session im Kulturbahnhof.</p>',
							'<p>From Bach in the abbey church to the jam session at the Kulturbahnhof.</p>',
						),
					),
					b.link(bi('Alle Konzerte', 'All concerts'), typeUrl('konzert'), { display: 'link' }),
				],
				[
					b.image(
						pic(
							'hall',
							'lesung-kornspeicher',
							'3x2',
							bi('Lesung im Kornspeicher', 'A reading in the granary'),
							PHOTO.feldhaus,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Literatur', 'Literature'), { level: 3 }),
					b.text(
						bi(
							'<p>Lesungen, Slams und Schreibwerkstätten im Literaturhaus Lindach.</p>',
							'<p>Readings, slams and writing workshops at the Lindach Literature House.</p>',
						),
					),
					b.link(bi('Alle Lesungen', 'All readings'), typeUrl('lesung'), { display: 'link' }),
				],
			),
			b.fullTeaser({
				style: 'image-right',
				image: pic(
					'stage',
					'nathan-ringparabel',
					'3x2',
					bi('Nathan erzählt die Ringparabel', 'Nathan tells the parable of the rings'),
					PHOTO.remmers,
				),
				link: to('production', 'nathan'),
				linkText: bi('Zur Produktion', 'About the production'),
				preline: bi('Stadttheater Auenstadt', 'Auenstadt Municipal Theatre'),
				headline: bi('Nathan der Weise', 'Nathan the Wise'),
				subline: bi(
					'Schauspiel von Gotthold Ephraim Lessing',
					'A play by Gotthold Ephraim Lessing',
				),
				text: bi(
					'Clara Hofstetter erzählt Lessings Klassiker als Familiengeschichte auf einer Drehbühne aus hellem Holz. Mit englischen Übertiteln und mit Audiodeskription.',
					'Clara Hofstetter tells Lessing’s classic as a family story on a revolving stage of pale wood. Also with English surtitles and audio description.',
				),
			}),
			b.fullTeaser({
				style: 'image-left',
				image: pic(
					'stage',
					'flussarchiv-shedhalle',
					'3x2',
					bi('Szene aus „Das Flussarchiv“', 'Scene from "The River Archive"'),
					PHOTO.olbrich,
				),
				link: to('production', 'flussarchiv'),
				linkText: bi('Zur Uraufführung', 'About the world premiere'),
				preline: bi(
					'Uraufführung in der Alten Tuchfabrik',
					'World premiere at the Old Cloth Factory',
				),
				headline: bi('Das Flussarchiv', 'The River Archive'),
				subline: bi('Ein Stück von Leonie Marschall', 'A play by Leonie Marschall'),
				text: bi(
					'78 Interviews, drei Generationen und ein Fluss: ein Stück über das Erinnern im Auental.',
					'Seventy-eight interviews, three generations and a river: a play about remembering in the Auental.',
				),
			}),
			b.fullTeaser({
				style: 'fullscreen',
				image: pic(
					'landscape',
					'lichtungen-wald',
					'21x9',
					bi('Lichtung im Auentaler Wald', 'A clearing in the Auental forest'),
					PHOTO.ebner,
				),
				link: to('production', 'lichtungen'),
				linkText: bi('Festivalprogramm', 'Festival programme'),
				preline: bi('Festival', 'Festival'),
				headline: bi('Lichtungen', 'Lichtungen'),
				subline: bi(
					'Literatur und Neue Musik an fünf Orten',
					'Literature and new music in five venues',
				),
				text: bi(
					'Zehn Tage, sechs Uraufführungen, eine Lange Lesenacht. Festivalpass 59 Euro.',
					'Ten days, six world premieres, one long night of readings. Festival pass 59 euros.',
				),
				extraClass: 'is-dark',
			}),
			b.section(
				{ layout: '50-50', background: 'cc01', slug: 'spielorte' },
				[
					b.headline(bi('Sieben Bühnen im Auental', 'Seven stages in the Auental'), {
						anchor: 'spielorte',
						preline: bi('Spielorte', 'Venues'),
					}),
					b.text(
						bi(
							'<p>Vom Jugendstiltheater in Auenstadt bis zur Fachwerkscheune auf Gut Erlenhof: Unsere Spielorte sind so verschieden wie das Programm. Mit Ihrem Ticket fahren Sie im Auental-Verbund kostenlos hin und zurück.</p>',
							'<p>From the Art Nouveau theatre in Auenstadt to the half-timbered barn at Gut Erlenhof: our venues are as varied as the programme. Your ticket includes free return travel on Auental public transport.</p>',
						),
					),
					b.link(bi('Alle Spielorte', 'All venues'), VENUES.path[locale]),
				],
				[b.venue(links.venueItem('stadttheater', locale))],
			),
			b.section({ layout: '100', slug: 'spielorte-liste' }, [
				b.venueList(
					bi('Unsere Spielorte', 'Our venues'),
					venueKeys.map((key) => links.venueItem(key, locale)),
				),
			]),
			b.section(
				{
					layout: '67-33',
					background: 'cc02',
					slug: 'kulturabo',
					image: pic(
						'poster',
						'kulturabo-karte',
						'16x9',
						bi('Kulturabo-Karte', 'Culture subscription card'),
						PHOTO.olbrich,
					),
				},
				[
					b.headline(
						bi(
							'Kulturabo: sechs Abende nach Wahl',
							'Culture subscription: six evenings of your choice',
						),
						{ anchor: 'abo' },
					),
					b.text(
						bi(
							'<p>Stellen Sie sich Ihr Abo aus dem Programm aller 34 Partner zusammen und sparen Sie 25 Prozent. Neu: Das Abo ist übertragbar.</p>',
							'<p>Put together your subscription from the programmes of all 34 partners and save 25 per cent. New: the subscription is transferable.</p>',
						),
					),
					b.link(bi('Abo zusammenstellen', 'Build your subscription'), SUBSCRIPTION.path[locale]),
				],
				[
					b.quote(
						bi(
							'Ich wusste gar nicht, wie viel Kultur es vor meiner Haustür gibt.',
							'I had no idea how much culture there was on my doorstep.',
						),
					),
				],
			),
			b.twoColumns(
				bi(
					'<h3>Jazz im Bahnhof</h3><p>Seit 1994 jeden dritten Freitag im ehemaligen Güterschuppen von Weidenfeld: Jazz aus der Region und aus ganz Europa, dazu einmal im Monat die Jam Session bei freiem Eintritt.</p>',
					'<h3>Jazz at the Station</h3><p>Every third Friday since 1994 in Weidenfeld’s former goods shed: jazz from the region and all over Europe, plus a monthly jam session with free admission.</p>',
				),
				pic(
					'concert',
					'jazz-bahnhof-trio',
					'3x2',
					bi('Jazztrio im Kulturbahnhof', 'A jazz trio at the Kulturbahnhof'),
					PHOTO.feldhaus,
				),
				'image-text',
			),
			b.twoColumns(
				bi(
					'<h3>Junges Theater Auental</h3><p>Ein großes Familienstück, zwei Produktionen für Jugendliche, Schulvorstellungen und der Theaterclub 15+: Theater für alle, die noch wachsen.</p>',
					'<h3>Young Theatre Auental</h3><p>A big family show, two productions for teenagers, school performances and Theatre Club 15+: theatre for everyone who is still growing up.</p>',
				),
				pic(
					'stage',
					'kater-stiefel',
					'3x2',
					bi('Der gestiefelte Kater', 'Puss in Boots'),
					PHOTO.remmers,
				),
				'text-image',
				'cc03',
			),
			b.highlightTeaser(
				bi('Gesichter der Region', 'Faces of the region'),
				[links.articleCategoryId('interview'), links.articleCategoryId('kulissen')],
				links.articleCards(locale, 4, ['interview', 'kulissen']),
			),
			b.headline(bi('Magazin', 'Magazine'), {
				anchor: 'magazin',
				preline: bi('Geschichten aus dem Auental', 'Stories from the Auental'),
			}),
			b.blogTeaserList(
				bi('Neu im Magazin', 'New in the magazine'),
				4,
				links.articleCards(locale, 4),
			),
			b.teaserList(bi('Für Familien', 'For families'), 'list', [
				{
					image: pic(
						'stage',
						'kater-koenigshof',
						'3x2',
						bi('Der Kater am Königshof', 'Puss at the king’s court'),
						PHOTO.remmers,
					),
					link: to('event', 'kater'),
					linkText: bi('Termine', 'Dates'),
					headline: bi('Der gestiefelte Kater', 'Puss in Boots'),
					text: bi(
						'Das Familienstück für alle ab 6, sonntags um 15 Uhr.',
						'The family show for everyone aged 6+, Sundays at 3 pm.',
					),
				},
				{
					image: pic(
						'poster',
						'karneval-der-tiere',
						'3x2',
						bi('Tiere und Instrumente', 'Animals and instruments'),
						PHOTO.olbrich,
					),
					link: to('event', 'kinderkonzert'),
					linkText: bi('Tickets', 'Tickets'),
					headline: bi('Der Karneval der Tiere', 'The Carnival of the Animals'),
					text: bi(
						'Familienkonzert in der Stadthalle Seewinkel.',
						'Family concert at Seewinkel Civic Hall.',
					),
					onlineFrom: since(7),
					onlineTo: until(40),
				},
				{
					image: pic(
						'stage',
						'theaterclub-probe',
						'3x2',
						bi('Jugendliche bei einer Probe', 'Teenagers in rehearsal'),
						PHOTO.feldhaus,
					),
					link: to('event', 'theaterclub'),
					linkText: bi('Anmelden', 'Register'),
					headline: bi('Theaterclub 15+', 'Theatre Club 15+'),
					text: bi(
						'Schnupperproben für Jugendliche, kostenlos.',
						'Taster sessions for teenagers, free of charge.',
					),
				},
			]),
			b.imageList(
				'slider',
				[
					pic(
						'stage',
						'nathan-saladin',
						'3x2',
						bi('Sultan Saladin in „Nathan der Weise“', 'Sultan Saladin in "Nathan the Wise"'),
						PHOTO.remmers,
					),
					pic(
						'stage',
						'schwerkraft-schraege',
						'3x2',
						bi('Tanz auf der schiefen Ebene', 'Dancing on the sloping stage'),
						PHOTO.feldhaus,
					),
					pic(
						'concert',
						'stadthalle-saal',
						'3x2',
						bi('Konzert in der Stadthalle', 'Concert at the Civic Hall'),
						PHOTO.feldhaus,
					),
					pic(
						'stage',
						'poetry-slam-mikrofon',
						'3x2',
						bi('Poetry Slam im Kulturbahnhof', 'Poetry slam at the Kulturbahnhof'),
						PHOTO.feldhaus,
					),
				],
				{ format: 'Large', semiLazy: true },
			),
			b.imageList('grid', [
				pic(
					'portrait',
					'ebner-schaeferin',
					'4x5',
					bi('Schäferin mit Hund', 'Shepherdess with her dog'),
					PHOTO.ebner,
				),
				pic(
					'portrait',
					'ebner-orgelbauer',
					'4x5',
					bi('Orgelbauer in seiner Werkstatt', 'Organ builder in his workshop'),
					PHOTO.ebner,
				),
				pic(
					'portrait',
					'ebner-buergermeisterin',
					'4x5',
					bi('Bürgermeisterin vor dem Rathaus', 'Mayor in front of the town hall'),
					PHOTO.ebner,
				),
				pic(
					'portrait',
					'ebner-lkw-fahrer',
					'4x5',
					bi('Lkw-Fahrer an seiner Zugmaschine', 'Lorry driver by his cab'),
					PHOTO.ebner,
				),
			]),
			b.imageList(
				'masonry',
				[
					pic(
						'landscape',
						'auental-panorama',
						'16x9',
						bi('Das Auental von oben', 'The Auental from above'),
						PHOTO.ebner,
					),
					pic(
						'landscape',
						'auental-fluss',
						'4x5',
						bi('Der Fluss Auen', 'The river Auen'),
						PHOTO.ebner,
					),
					pic(
						'landscape',
						'ebner-dorfstrasse',
						'3x2',
						bi('Dorfstraße am Morgen', 'Village street in the morning'),
						PHOTO.ebner,
					),
					pic(
						'hall',
						'klosterkirche-langhaus',
						'4x5',
						bi('Langhaus der Klosterkirche', 'Nave of the abbey church'),
						PHOTO.olbrich,
					),
					pic(
						'stage',
						'kulturscheune-saal',
						'3x2',
						bi('Die Kulturscheune', 'The culture barn'),
						PHOTO.olbrich,
					),
				],
				{ parallax: true },
			),
			b.videoList(bi('Trailer', 'Trailers'), [
				{
					url: 'https://www.youtube.com/watch?v=k2Xc8RnV5dA',
					title: bi('Nathan der Weise', 'Nathan the Wise'),
					poster: pic(
						'stage',
						'nathan-ringparabel',
						'16x9',
						bi('Nathan und Saladin', 'Nathan and Saladin'),
						PHOTO.remmers,
					),
				},
				{
					url: 'https://vimeo.com/887326451',
					title: bi('Schwerkraft', 'Gravity'),
					poster: pic(
						'stage',
						'schwerkraft-schraege',
						'16x9',
						bi('Tänzerin auf der Schräge', 'Dancer on the slope'),
						PHOTO.feldhaus,
					),
				},
				{
					url: 'https://vimeo.com/905118224',
					title: bi('Festival Lichtungen', 'Lichtungen Festival'),
					poster: pic(
						'poster',
						'lichtungen-plakat',
						'16x9',
						bi('Festivalplakat', 'Festival poster'),
						PHOTO.olbrich,
					),
				},
			]),
			b.section(
				{ layout: '25-50-25', slug: 'medien' },
				[
					b.image(
						pic(
							'portrait',
							'sophie-lindemann-geige',
							'4x5',
							bi('Sophie Lindemann', 'Sophie Lindemann'),
							PHOTO.feldhaus,
						),
						{ format: 'Small' },
					),
				],
				[
					b.headline(bi('Reinhören und Reinschauen', 'Listen and watch'), { level: 3 }),
					b.video(
						'https://youtu.be/h7TqR2mWc4s',
						pic(
							'concert',
							'kammerorchester-tour',
							'16x9',
							bi('Kammerorchester auf Tour', 'The chamber orchestra on tour'),
							PHOTO.olbrich,
						),
						bi(
							'Klangwege: Unterwegs mit dem Kammerorchester',
							'Sound Paths: on the road with the chamber orchestra',
						),
					),
					b.audio(
						'https://soundcloud.com/kulturregion-auental/auentaler-kulturgespraech-folge-18',
						bi(
							'Podcast „Auentaler Kulturgespräch“, Folge 18: Leonie Marschall',
							'Podcast "Auental Culture Talk", episode 18: Leonie Marschall',
						),
					),
				],
				[
					b.viewer(
						'https://issuu.com/kulturregion-auental/docs/spielzeitheft',
						bi('Das Spielzeitheft zum Blättern', 'Browse the season brochure'),
					),
				],
			),
			b.selfHostedVideo(
				'/media/uploads/video/lichtungen-trailer.mp4',
				pic(
					'poster',
					'lichtungen-plakat',
					'16x9',
					bi('Festivalplakat Lichtungen', 'Lichtungen festival poster'),
					PHOTO.olbrich,
				),
				bi('Lichtungen: der Festivaltrailer (1 Min.)', 'Lichtungen: the festival trailer (1 min)'),
			),
			b.selfHostedAudio(
				'/media/uploads/audio/auentaler-kulturgespraech-18.mp3',
				bi(
					'Auentaler Kulturgespräch, Folge 18 (Audio-Datei)',
					'Auental Culture Talk, episode 18 (audio file)',
				),
			),
			b.socialMedia(
				'https://www.tiktok.com/@kulturregion.auental/video/7321456789012345678',
				bi('Hinter den Kulissen auf TikTok', 'Behind the scenes on TikTok'),
			),
			b.container(
				'33-67',
				[
					b.imageAlias(
						pic(
							'stage',
							'werkstatt-malsaal',
							'3x2',
							bi('Im Malsaal des Stadttheaters', 'In the Municipal Theatre’s paint shop'),
							PHOTO.remmers,
						),
						'horizontal',
						bi(
							'Der Malsaal, in dem die Kulissen entstehen',
							'The paint shop where the sets are made',
						),
					),
				],
				[
					b.quote(
						bi(
							'Theater auf dem Land ist kein kleineres Theater. Es ist näher dran.',
							'Theatre in the countryside is not smaller theatre. It is closer to people.',
						),
						bi(
							'Miriam Albrecht, Geschäftsführerin der Kulturregion Auental',
							'Miriam Albrecht, Managing Director of the Auental Culture Region',
						),
					),
					b.text(
						bi(
							'<p>Seit 2015 verbindet die Kulturregion Theater, Vereine und Kommunen zu einem gemeinsamen Programm.</p>',
							'<p>Since 2015 the culture region has brought theatres, associations and municipalities together in one programme.</p>',
						),
					),
				],
			),
			b.section(
				{ layout: '33-67', slug: 'tickets' },
				[
					b.headline(bi('Gut zu wissen', 'Good to know'), { level: 2 }),
					b.text(
						bi(
							'<p>Antworten auf die Fragen, die uns an der Theaterkasse am häufigsten gestellt werden.</p>',
							'<p>Answers to the questions we are asked most often at the box office.</p>',
						),
					),
					b.link(
						bi('Alles zu Tickets und Preisen', 'All about tickets and prices'),
						SERVICE_TICKETS.path[locale],
						{ display: 'link' },
					),
				],
				[
					b.faq(bi('Fragen zu Tickets', 'Questions about tickets'), [
						[
							bi(
								'Wie lange sind Tickets im Warenkorb reserviert?',
								'How long are tickets reserved in the cart?',
							),
							bi(
								'<p>15 Minuten. Danach werden die Plätze wieder freigegeben.</p>',
								'<p>15 minutes. After that, the seats are released again.</p>',
							),
						],
						[
							bi('Gilt mein Ticket für Bus und Bahn?', 'Is my ticket valid on buses and trains?'),
							bi(
								'<p>Ja, jedes Ticket gilt am Veranstaltungstag als Fahrkarte im Auental-Verbund.</p>',
								'<p>Yes, every ticket is valid as a travel ticket on Auental public transport on the day of the event.</p>',
							),
						],
						[
							bi('Was ist der Kulturpass?', 'What is the culture pass?'),
							bi(
								'<p>Menschen mit geringem Einkommen erhalten mit dem Kulturpass des Landkreises Tickets für 5 Euro.</p>',
								'<p>People on low incomes can buy tickets for 5 euros with the district’s culture pass.</p>',
							),
						],
						[
							bi('Kann ich Tickets umtauschen?', 'Can I exchange tickets?'),
							bi(
								'<p>Bis 48 Stunden vor Beginn gegen eine Gebühr von 2 Euro in eine andere Vorstellung derselben Produktion.</p>',
								'<p>Up to 48 hours before the start, for a fee of 2 euros, for another performance of the same production.</p>',
							),
						],
					]),
				],
			),
			b.html(
				bi(
					'<div class="presale"><h3>Vorverkaufsstellen</h3><ul><li>Theaterkasse Auenstadt, Theaterplatz 1</li><li>Buchhandlung am Kornmarkt, Lindach</li><li>Tourist-Info Seewinkel, Uferpromenade 5</li><li>Kulturbahnhof Weidenfeld (nur Jazz im Bahnhof)</li></ul></div>',
					'<div class="presale"><h3>Advance booking offices</h3><ul><li>Auenstadt box office, Theaterplatz 1</li><li>Kornmarkt bookshop, Lindach</li><li>Seewinkel tourist information, Uferpromenade 5</li><li>Kulturbahnhof Weidenfeld (Jazz at the Station only)</li></ul></div>',
				),
			),
			b.logoList(
				bi('Veranstalter im Netzwerk', 'Promoters in the network'),
				REGION_PROMOTERS.map((partner) => ({
					image: logoSpec(partner.seed, partner.name),
					link: partner.url ?? '',
				})),
			),
			b.link(bi('Gruppen & Schulen', 'Groups & schools'), SERVICE_GROUPS.path[locale], {
				display: 'slider',
			}),
			b.headline(bi('Jeden Donnerstag die Wochenendtipps', 'Weekend tips every Thursday'), {
				anchor: 'newsletter',
			}),
			b.form(NEWSLETTER_HUBSPOT_ID, bi('Newsletter abonnieren', 'Subscribe to the newsletter')),
		];
	});
}
