import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Links } from '../shared/assemble.ts';
import type { Calendar } from '../shared/dates.ts';
import { logoSpec, pic } from '../shared/images.ts';
import { cmsPage } from '../shared/pages.ts';
import { bi } from '../shared/text.ts';
import { LIST_PATHS } from '../shared/urls.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_LOGO_STRIP } from './partners.ts';
import { ANNUAL_PASS, FRIENDS, HOME, VISIT, VISIT_GROUPS, VISIT_HOURS } from './paths.ts';

/** HubSpot form of the newsletter sign-up on the home page. */
const NEWSLETTER_HUBSPOT_ID = '7c1e4a92-3b5d-4f08-9e21-5a6d8c0b7f13';

/** The castle's home page: every block type of the editor, in a calm, image-led order. */
export function castleHome(links: Links, cal: Calendar): Localised<CmsPage> {
	return cmsPage(HOME, (b, locale) => {
		const to = (
			kind: 'event' | 'production' | 'article' | 'series' | 'venue' | 'form',
			key: string,
		) => links.url({ kind, key }, locale);
		const since = (days: number) => cal.at(cal.day(-days), '00:00');
		const until = (days: number) => cal.at(cal.day(days), '23:59');
		return [
			b.hero({
				slug: 'hero',
				headline: bi('Weißes Gold', 'White Gold'),
				text: bi(
					'Das Porzellankabinett der Fürstin Amalie ist zum ersten Mal seit 1945 wieder vollständig bestückt.',
					'For the first time since 1945, Princess Amalie’s Porcelain Cabinet is fully furnished again.',
				),
				buttonText: bi('Zur Ausstellung', 'Discover the exhibition'),
				buttonLink: to('production', 'weisses-gold'),
				image: pic(
					'sculpture',
					'porzellankabinett-vasen',
					'21x9',
					bi(
						'Blau-weiße Vasen auf vergoldeten Konsolen im Porzellankabinett',
						'Blue-and-white vases on gilded consoles in the Porcelain Cabinet',
					),
					PHOTO.weidlich,
				),
				onlineFrom: since(30),
				onlineTo: null,
			}),
			b.anchorList(true, [
				[bi('Ausstellungen', 'Exhibitions'), 'ausstellungen'],
				[bi('Programm', 'What’s on'), 'programm'],
				[bi('Besuch', 'Visit'), 'besuch'],
				[bi('Magazin', 'Magazine'), 'magazin'],
				[bi('Newsletter', 'Newsletter'), 'newsletter'],
			]),
			b.section(
				{ layout: '67-33', background: 'cc01', slug: 'willkommen' },
				[
					b.headline(bi('Ein Schloss, drei Jahrhunderte', 'One palace, three centuries'), {
						preline: bi('Willkommen in Ravensau', 'Welcome to Ravensau'),
						anchor: 'ausstellungen',
					}),
					b.text(
						bi(
							'<p>Zwischen 1712 und 1738 ließ Graf Friedrich Anton von Ravensau sein Residenzschloss errichten. Bis heute sind die fürstlichen Wohnräume, das Porzellankabinett und der Festsaal mit ihrer originalen Ausstattung erhalten. Entdecken Sie die Beletage mit einer Führung, flanieren Sie durch 28 Hektar Schlosspark und erleben Sie Alte Musik dort, wo sie einst erklang.</p>',
							'<p>Count Friedrich Anton von Ravensau had his residence built between 1712 and 1738. The princely apartments, the Porcelain Cabinet and the Great Hall still survive with their original furnishings. Discover the piano nobile on a guided tour, stroll through 28 hectares of palace park and hear early music where it was first performed.</p>',
						),
					),
				],
				[
					b.image(
						pic(
							'painting',
							'bildnis-amalie',
							'4x5',
							bi(
								'Bildnis der Fürstin Amalie von Ravensau, um 1765',
								'Portrait of Princess Amalie von Ravensau, c. 1765',
							),
							PHOTO.kern,
						),
						{
							format: 'Medium',
							caption: bi(
								'Fürstin Amalie von Ravensau (1731–1794)',
								'Princess Amalie von Ravensau (1731–1794)',
							),
						},
					),
					b.link(
						bi('Geschichte des Schlosses', 'History of the palace'),
						links.url({ path: bi('/de/ueber-uns', '/en/about-us') }, locale),
						{ display: 'link' },
					),
				],
			),
			b.fullTeaser({
				style: 'image-left',
				image: pic(
					'sculpture',
					'deckelvase-kangxi',
					'4x5',
					bi(
						'Deckelvase mit Päonienmotiv, China, um 1700',
						'Lidded vase with peony decoration, China, c. 1700',
					),
					PHOTO.kern,
				),
				link: to('production', 'weisses-gold'),
				linkText: bi('Mehr über „Weißes Gold“', 'More about White Gold'),
				preline: bi('Sonderausstellung', 'Special exhibition'),
				headline: bi('Weißes Gold', 'White Gold'),
				subline: bi(
					'Das Porzellankabinett der Fürstin Amalie',
					'Princess Amalie’s Porcelain Cabinet',
				),
				text: bi(
					'212 verschollene Stücke kehren als Leihgaben aus ganz Europa zurück. Zusammen mit dem Bestand des Schlosses zeigen sie das Kabinett so, wie es das Inventar von 1794 beschreibt.',
					'212 lost pieces are returning on loan from all over Europe. Together with the palace’s own holdings they show the cabinet as described in the 1794 inventory.',
				),
			}),
			b.fullTeaser({
				style: 'image-right',
				image: pic(
					'landscape',
					'lindenallee-nebel',
					'3x2',
					bi(
						'Die Lindenallee des Schlossparks im Morgennebel',
						'The lime avenue of the palace park in morning mist',
					),
					PHOTO.hebestreit,
				),
				link: to('production', 'ordnung-und-wildnis'),
				linkText: bi('Zur Ausstellung', 'About the exhibition'),
				preline: bi(
					'Jubiläumsausstellung in der Orangerie',
					'Anniversary exhibition in the orangery',
				),
				headline: bi('Ordnung und Wildnis', 'Order and Wilderness'),
				subline: bi('300 Jahre Schlossgarten Ravensau', '300 years of the Ravensau palace gardens'),
				text: bi(
					'Vom barocken Parterre zum Landschaftsgarten und zu den Fragen, die der Klimawandel an ein Gartendenkmal stellt.',
					'From the baroque parterre to the landscape garden, and on to the questions that climate change poses for a historic garden.',
				),
			}),
			b.fullTeaser({
				style: 'fullscreen',
				image: pic(
					'hall',
					'spiegelsaal-glas',
					'21x9',
					bi(
						'Glaskörper von Mara Lindqvist vor den Spiegeln des Saals',
						'Glass bodies by Mara Lindqvist in front of the hall’s mirrors',
					),
					PHOTO.kern,
				),
				link: to('production', 'spiegelungen'),
				linkText: bi('Zur Intervention', 'About the intervention'),
				preline: bi('Zeitgenössische Kunst', 'Contemporary art'),
				headline: bi('Spiegelungen', 'Reflections'),
				subline: bi('Mara Lindqvist im Spiegelsaal', 'Mara Lindqvist in the Hall of Mirrors'),
				text: bi(
					'36 Glaskörper, die Licht brechen und leise zu klingen beginnen, sobald sich jemand nähert.',
					'Thirty-six glass bodies that refract the light and begin to sound softly as soon as someone approaches.',
				),
				extraClass: 'is-dark',
			}),
			b.eventList({ dateFrom: cal.today, dateTo: cal.day(30), filters: true }, [
				b.headline(bi('Programm der nächsten Wochen', 'What’s on in the coming weeks'), {
					anchor: 'programm',
				}),
				b.link(bi('Alle Termine', 'All dates'), LIST_PATHS.events[locale], { display: 'button' }),
			]),
			b.teaserList(bi('Nicht verpassen', 'Don’t miss'), 'slider', [
				{
					image: pic(
						'concert',
						'cembalo-kerzen',
						'3x2',
						bi('Cembalistin bei Kerzenlicht', 'A harpsichordist by candlelight'),
						PHOTO.kern,
					),
					link: to('event', 'goldberg'),
					linkText: bi('Tickets', 'Tickets'),
					preline: bi('Konzert', 'Concert'),
					headline: bi(
						'Goldberg-Variationen bei Kerzenlicht',
						'Goldberg Variations by Candlelight',
					),
					subline: bi('Clara Wendlinger, Cembalo', 'Clara Wendlinger, harpsichord'),
					onlineFrom: since(14),
					onlineTo: until(12),
				},
				{
					image: pic(
						'hall',
						'beletage-kerzen',
						'3x2',
						bi('Die Beletage im Kerzenschein', 'The piano nobile by candlelight'),
						PHOTO.kern,
					),
					link: to('event', 'kerzenlicht'),
					linkText: bi('Zeitfenster wählen', 'Choose a time slot'),
					preline: bi('Abendführung', 'Evening tour'),
					headline: bi('Schloss bei Kerzenlicht', 'The Palace by Candlelight'),
					text: bi(
						'Rundgang im Schein von 300 Kerzen mit einem Glas Sekt zum Abschluss.',
						'A tour lit by 300 candles, ending with a glass of sparkling wine.',
					),
				},
				{
					image: pic(
						'hall',
						'tafel-speisesaal',
						'3x2',
						bi('Festlich gedeckte Tafel im Speisesaal', 'A festive table in the dining room'),
						PHOTO.kern,
					),
					link: to('production', 'tafelfreuden'),
					linkText: bi('Zur Ausstellung', 'About the exhibition'),
					preline: bi('Kabinettausstellung', 'Cabinet exhibition'),
					headline: bi('Tafelfreuden', 'The Art of the Table'),
					subline: bi(
						'Festliche Tafelkultur am Ravensauer Hof',
						'Festive dining at the court of Ravensau',
					),
					onlineFrom: since(12),
					onlineTo: until(44),
				},
				{
					image: pic(
						'landscape',
						'schlosspark-herbst',
						'3x2',
						bi('Herbstlich gefärbte Bäume am Parkteich', 'Autumn trees by the park pond'),
						PHOTO.hebestreit,
					),
					link: to('event', 'gartenspaziergang'),
					linkText: bi('Mehr erfahren', 'Find out more'),
					preline: bi('Abgelaufen', 'Expired'),
					headline: bi(
						'Herbstfarben im Landschaftsgarten',
						'Autumn colours in the landscape garden',
					),
					text: bi(
						'Dieser Hinweis ist abgelaufen und wird nicht mehr angezeigt.',
						'This notice has expired and is no longer shown.',
					),
					onlineFrom: since(60),
					onlineTo: cal.at(cal.day(-2), '23:59'),
				},
			]),
			b.section(
				{ layout: '33-33-33', background: 'cc02', slug: 'erleben' },
				[
					b.image(
						pic(
							'hall',
							'beletage-audienzzimmer',
							'3x2',
							bi('Besuchergruppe im Audienzzimmer', 'A tour group in the audience chamber'),
							PHOTO.weidlich,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Beletage', 'Piano nobile'), { level: 3 }),
					b.text(
						bi(
							'<p>Vierzehn Räume mit originaler Ausstattung, samstags mit Führung im Halbstundentakt.</p>',
							'<p>Fourteen rooms with their original furnishings, with tours every half hour on Saturdays.</p>',
						),
					),
					b.link(bi('Zeitfenster buchen', 'Book a time slot'), to('event', 'schlossfuehrung'), {
						display: 'link',
					}),
				],
				[
					b.image(
						pic(
							'landscape',
							'schlosspark-parterre',
							'3x2',
							bi('Das barocke Parterre', 'The baroque parterre'),
							PHOTO.hebestreit,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Schlosspark', 'Palace park'), { level: 3 }),
					b.text(
						bi(
							'<p>28 Hektar Gartenkunst, täglich ab 8 Uhr geöffnet und kostenlos zugänglich.</p>',
							'<p>28 hectares of garden art, open daily from 8 am with free admission.</p>',
						),
					),
					b.link(bi('Zum Park', 'About the park'), to('venue', 'park'), { display: 'link' }),
				],
				[
					b.image(
						pic(
							'poster',
							'kinder-porzellan-malen',
							'3x2',
							bi('Kinder bemalen Teller', 'Children painting plates'),
							PHOTO.hebestreit,
						),
						{ format: 'Small' },
					),
					b.headline(bi('Lernwerkstatt', 'Learning studio'), { level: 3 }),
					b.text(
						bi(
							'<p>Werkstätten für Familien und kostenlose Programme für Schulklassen.</p>',
							'<p>Workshops for families and free programmes for school classes.</p>',
						),
					),
					b.link(bi('Familiensonntage', 'Family Sundays'), to('series', 'familiensonntage'), {
						display: 'link',
					}),
				],
			),
			b.section(
				{ layout: '50-50', background: 'cc03', slug: 'besuch' },
				[
					b.headline(bi('Besuch planen', 'Plan your visit'), {
						anchor: 'besuch',
						preline: bi('Heute geöffnet', 'Open today'),
					}),
					b.text(
						bi(
							'<p><strong>Schloss und Ausstellungen:</strong> Dienstag bis Sonntag, 10–17 Uhr<br><strong>Schlosspark:</strong> täglich ab 8 Uhr bis zur Dämmerung</p><p>Das Schlossticket kostet 12 Euro, ermäßigt 8 Euro. Kinder und Jugendliche bis 14 Jahre haben freien Eintritt.</p>',
							'<p><strong>Palace and exhibitions:</strong> Tuesday to Sunday, 10 am–5 pm<br><strong>Palace park:</strong> daily from 8 am until dusk</p><p>The palace ticket costs 12 euros, reduced 8 euros. Children and young people under 14 are admitted free.</p>',
						),
					),
					b.link(
						bi('Öffnungszeiten & Preise', 'Opening hours & admission'),
						VISIT_HOURS.path[locale],
					),
				],
				[b.venue(links.venueItem('schloss', locale))],
			),
			b.section(
				{ layout: '33-67', slug: 'fragen' },
				[
					b.headline(bi('Gut zu wissen', 'Good to know'), { level: 2 }),
					b.text(
						bi(
							'<p>Antworten auf die Fragen, die uns an der Schlosskasse am häufigsten gestellt werden.</p>',
							'<p>Answers to the questions we are asked most often at the ticket office.</p>',
						),
					),
					b.link(
						bi('Alle Informationen zum Besuch', 'All visitor information'),
						VISIT.path[locale],
						{ display: 'link' },
					),
				],
				[
					b.faq(bi('Häufige Fragen', 'Frequently asked questions'), [
						[
							bi('Muss ich mein Ticket vorab buchen?', 'Do I need to book in advance?'),
							bi(
								'<p>Für die Beletage empfehlen wir ein Zeitfenster-Ticket, da die Führungen auf 25 Personen begrenzt sind. Ausstellungen und Park können Sie ohne Buchung besuchen.</p>',
								'<p>For the piano nobile we recommend a timed-entry ticket, as tours are limited to 25 people. You can visit the exhibitions and the park without booking.</p>',
							),
						],
						[
							bi('Darf ich fotografieren?', 'May I take photographs?'),
							bi(
								'<p>Ja, für private Zwecke und ohne Blitz. Stative und Selfie-Sticks sind in den Innenräumen nicht erlaubt.</p>',
								'<p>Yes, for private purposes and without flash. Tripods and selfie sticks are not permitted indoors.</p>',
							),
						],
						[
							bi('Sind Hunde erlaubt?', 'Are dogs allowed?'),
							bi(
								'<p>Im Park sind Hunde an der Leine willkommen, im Schloss nur Assistenzhunde.</p>',
								'<p>Dogs on a lead are welcome in the park; only assistance dogs are allowed in the palace.</p>',
							),
						],
						[
							bi('Wo kann ich parken?', 'Where can I park?'),
							bi(
								'<p>Der Besucherparkplatz am Lindentor hat 120 Plätze, davon sechs für Menschen mit Behinderung. Die erste Stunde ist kostenlos.</p>',
								'<p>The visitor car park at the Lindentor gate has 120 spaces, six of them for disabled visitors. The first hour is free.</p>',
							),
						],
					]),
				],
			),
			b.section(
				{ layout: '25-50-25', background: 'cc01', slug: 'zitat' },
				[
					b.image(
						pic(
							'sculpture',
							'teekanne-imari',
							'1x1',
							bi('Teekanne im Imari-Stil', 'Imari-style teapot'),
							PHOTO.kern,
						),
						{ format: 'Small' },
					),
				],
				[
					b.quote(
						bi(
							'Ein Schloss ist kein Museum, in dem die Zeit stehen geblieben ist. Es ist ein Haus, das jede Generation neu bewohnen muss.',
							'A palace is not a museum where time has stood still. It is a house that every generation must inhabit anew.',
						),
					),
					b.text(
						bi(
							'<p>Aus dem Leitbild der Stiftung Schloss Ravensau</p>',
							'<p>From the mission statement of the Ravensau Palace Foundation</p>',
						),
						{ decreaseDistance: true },
					),
				],
				[
					b.image(
						pic(
							'sculpture',
							'gartenvase-sandstein',
							'1x1',
							bi('Sandsteinvase im Parterre', 'Sandstone vase in the parterre'),
							PHOTO.weidlich,
						),
						{ format: 'Small' },
					),
				],
			),
			b.section({ layout: '100', slug: 'orte' }, [
				b.venueList(
					bi('Unsere Häuser', 'Our buildings'),
					['schloss', 'orangerie', 'park', 'kavaliershaus', 'kapelle'].map((key) =>
						links.venueItem(key, locale),
					),
				),
			]),
			b.twoColumns(
				bi(
					'<h3>Der Garten als Denkmal</h3><p>Das Parterre, die Lindenallee und der Landschaftsgarten am Fluss sind ein Gartendenkmal von europäischem Rang. Unser Gartenteam pflegt es nach historischem Vorbild und bereitet es zugleich auf heißere Sommer vor.</p>',
					'<h3>The garden as a monument</h3><p>The parterre, the lime avenue and the landscape garden by the river form a garden monument of European importance. Our gardeners tend it according to historical models while preparing it for hotter summers.</p>',
				),
				pic(
					'landscape',
					'landschaftsgarten-fluss',
					'3x2',
					bi('Der Landschaftsgarten am Flussufer', 'The landscape garden on the riverbank'),
					PHOTO.hebestreit,
				),
				'image-text',
			),
			b.twoColumns(
				bi(
					'<h3>Freundeskreis Schloss Ravensau</h3><p>Mehr als 900 Mitglieder unterstützen das Schloss mit Spenden, Ideen und ehrenamtlicher Arbeit. Sie erhalten freien Eintritt, Einladungen zu Vorbesichtigungen und den Jahresbericht.</p>',
					'<h3>Friends of Ravensau Palace</h3><p>More than 900 members support the palace with donations, ideas and volunteering. They enjoy free admission, invitations to previews and the annual report.</p>',
				),
				pic(
					'hall',
					'freundeskreis-empfang',
					'3x2',
					bi(
						'Mitglieder des Freundeskreises bei einer Vorbesichtigung',
						'Members of the Friends’ Association at a preview',
					),
					PHOTO.weidlich,
				),
				'text-image',
				'cc02',
			),
			b.link(bi('Mitglied werden', 'Become a member'), FRIENDS.path[locale], {
				display: 'button',
				extraClass: 'is-centered',
			}),
			b.imageList(
				'slider',
				[
					pic(
						'castle',
						'ravensau-gartenfront',
						'3x2',
						bi('Die Gartenfront im Morgenlicht', 'The garden front in the morning light'),
						PHOTO.weidlich,
					),
					pic(
						'hall',
						'treppenhaus-deckenbild',
						'3x2',
						bi('Das Deckenbild im Treppenhaus', 'The ceiling painting above the staircase'),
						PHOTO.kern,
					),
					pic(
						'hall',
						'spiegelsaal-abend',
						'3x2',
						bi('Der Spiegelsaal im Abendlicht', 'The Hall of Mirrors in evening light'),
						PHOTO.weidlich,
					),
					pic(
						'castle',
						'ehrenhof-sommer',
						'3x2',
						bi('Der Ehrenhof an einem Sommertag', 'The courtyard on a summer’s day'),
						PHOTO.weidlich,
					),
				],
				{ format: 'Large' },
			),
			b.imageList('grid', [
				pic(
					'sculpture',
					'deckelvase-paeonien',
					'1x1',
					bi('Deckelvase mit Päonien', 'Lidded vase with peonies'),
					PHOTO.kern,
				),
				pic(
					'sculpture',
					'tafelaufsatz-silber',
					'1x1',
					bi('Silberner Tafelaufsatz', 'Silver centrepiece'),
					PHOTO.kern,
				),
				pic(
					'painting',
					'supraporte-jagd',
					'1x1',
					bi('Supraporte mit Jagdszene', 'Overdoor painting with a hunting scene'),
					PHOTO.kern,
				),
				pic(
					'sculpture',
					'lackkabinett-schrank',
					'1x1',
					bi('Japanischer Lackschrank', 'Japanese lacquer cabinet'),
					PHOTO.kern,
				),
			]),
			b.imageList(
				'masonry',
				[
					pic(
						'landscape',
						'parterre-luftbild',
						'16x9',
						bi('Das Parterre aus der Vogelperspektive', 'The parterre from above'),
						PHOTO.hebestreit,
					),
					pic(
						'landscape',
						'allee-zukunftsbaeume',
						'4x5',
						bi('Junge Bäume in der Allee', 'Young trees in the avenue'),
						PHOTO.hebestreit,
					),
					pic(
						'sculpture',
						'gartenvase-sandstein',
						'4x5',
						bi('Sandsteinvase am Parterre', 'Sandstone vase by the parterre'),
						PHOTO.weidlich,
					),
					pic(
						'landscape',
						'gaertner-parterre',
						'3x2',
						bi('Der Schlossgärtner bei der Arbeit', 'The head gardener at work'),
						PHOTO.hebestreit,
					),
					pic(
						'landscape',
						'landschaftsgarten-fluss',
						'3x2',
						bi('Der Fluss im Landschaftsgarten', 'The river in the landscape garden'),
						PHOTO.hebestreit,
					),
				],
				{ parallax: true, semiLazy: true },
			),
			b.highlightTeaser(
				bi('Aus der Sammlung', 'From the collection'),
				[links.articleCategoryId('sammlung'), links.articleCategoryId('interview')],
				links.articleCards(locale, 4, ['sammlung', 'interview']),
			),
			b.headline(bi('Magazin', 'Magazine'), {
				anchor: 'magazin',
				preline: bi('Geschichten aus dem Schloss', 'Stories from the palace'),
			}),
			b.blogTeaserList(
				bi('Neu im Magazin', 'New in the magazine'),
				3,
				links.articleCards(locale, 3),
			),
			b.teaserList(bi('Für Familien und Schulen', 'For families and schools'), 'list', [
				{
					image: pic(
						'poster',
						'familiensonntag-werkstatt',
						'3x2',
						bi('Kinder in der Lernwerkstatt', 'Children in the learning studio'),
						PHOTO.hebestreit,
					),
					link: to('series', 'familiensonntage'),
					linkText: bi('Termine', 'Dates'),
					headline: bi('Familiensonntage', 'Family Sundays'),
					text: bi(
						'Werkstätten und Kinderführungen für alle ab fünf Jahren.',
						'Workshops and children’s tours for everyone aged five and over.',
					),
					onlineFrom: since(90),
				},
				{
					image: pic(
						'hall',
						'schulklasse-beletage',
						'3x2',
						bi('Eine Schulklasse im Audienzzimmer', 'A school class in the audience chamber'),
						PHOTO.hebestreit,
					),
					link: VISIT_GROUPS.path[locale],
					linkText: bi('Angebote für Schulen', 'Programmes for schools'),
					headline: bi('Schule im Schloss', 'School at the palace'),
					text: bi(
						'Zwölf kostenlose Programme für Schulklassen aus der Region.',
						'Twelve free programmes for school classes from the region.',
					),
				},
				{
					image: pic(
						'portrait',
						'fuerstin-kostuem',
						'4x5',
						bi('Schauspielerin als Fürstin Amalie', 'An actress as Princess Amalie'),
						PHOTO.hebestreit,
					),
					link: to('event', 'kinderfuehrung'),
					linkText: bi('Tickets', 'Tickets'),
					headline: bi(
						'Mit Fürstin Amalie durchs Schloss',
						'Through the palace with Princess Amalie',
					),
					text: bi(
						'Die Kostümführung für Kinder von 6 bis 10.',
						'The costumed tour for children aged 6 to 10.',
					),
					onlineFrom: since(5),
					onlineTo: until(90),
				},
			]),
			b.videoList(bi('Filme aus dem Schloss', 'Films from the palace'), [
				{
					url: 'https://vimeo.com/824613790',
					title: bi(
						'Weißes Gold: Der Aufbau im Zeitraffer',
						'White Gold: the installation in time-lapse',
					),
					poster: pic(
						'sculpture',
						'aufbau-kabinett',
						'16x9',
						bi('Aufbau im Porzellankabinett', 'Installation in the Porcelain Cabinet'),
						PHOTO.kern,
					),
				},
				{
					url: 'https://www.youtube.com/watch?v=r7QmV2kTz0E',
					title: bi('Ein Jahr im Schlosspark', 'A year in the palace park'),
					poster: pic(
						'landscape',
						'schlosspark-parterre',
						'16x9',
						bi('Das Parterre im Sommer', 'The parterre in summer'),
						PHOTO.hebestreit,
					),
				},
				{
					url: 'https://youtu.be/b3LxW9dPq1M',
					title: bi('Das Hofcembalo klingt wieder', 'The court harpsichord sounds again'),
					poster: pic(
						'concert',
						'cembalo-detail',
						'16x9',
						bi('Das bemalte Hofcembalo', 'The painted court harpsichord'),
						PHOTO.kern,
					),
				},
			]),
			b.section(
				{ layout: '50-50', background: 'cc02', slug: 'hoeren-sehen' },
				[
					b.headline(bi('Hören und Sehen', 'Listen and watch'), { level: 3 }),
					b.video(
						'https://www.youtube.com/watch?v=Q4mZt8wKp2E',
						pic(
							'hall',
							'beletage-enfilade',
							'16x9',
							bi('Die Enfilade der Beletage', 'The enfilade of the piano nobile'),
							PHOTO.weidlich,
						),
						bi('Virtueller Rundgang durch die Beletage', 'Virtual tour of the piano nobile'),
					),
				],
				[
					b.audio(
						'https://open.spotify.com/episode/4rT8kQz1XbN6wYp2LmC9dH',
						bi(
							'Podcast „Hinter den Spiegeln“, Folge 12: Porzellan als Politik',
							'Podcast "Behind the Mirrors", episode 12: Porcelain as politics',
						),
					),
					b.viewer(
						'https://issuu.com/schloss-ravensau/docs/jahresprogramm',
						bi('Das Jahresprogramm zum Blättern', 'Browse the annual programme'),
					),
				],
			),
			b.selfHostedVideo(
				'/media/uploads/video/porzellankabinett-rundgang.mp4',
				pic(
					'hall',
					'porzellankabinett-spiegelwand',
					'16x9',
					bi(
						'Die Spiegelwand des Porzellankabinetts',
						'The mirrored wall of the Porcelain Cabinet',
					),
					PHOTO.weidlich,
				),
				bi(
					'Ein Rundgang durch das Porzellankabinett (2 Min.)',
					'A walk through the Porcelain Cabinet (2 min)',
				),
			),
			b.selfHostedAudio(
				locale === 'de'
					? '/media/uploads/audio/audioguide-porzellankabinett-de.mp3'
					: '/media/uploads/audio/audioguide-porzellankabinett-en.mp3',
				bi(
					'Audioguide, Station 1: Das Kabinett der Fürstin',
					'Audio guide, stop 1: The Princess’s cabinet',
				),
			),
			b.socialMedia(
				'https://www.instagram.com/p/C9xR2mLs7Qa/',
				bi('Schloss Ravensau auf Instagram', 'Ravensau Palace on Instagram'),
			),
			b.container(
				'50-50',
				[
					b.imageAlias(
						pic(
							'painting',
							'bildnis-amalie',
							'4x5',
							bi('Bildnis der Fürstin Amalie', 'Portrait of Princess Amalie'),
							PHOTO.kern,
						),
						'vertical',
						bi('Das Bildnis nach der Restaurierung', 'The portrait after conservation'),
					),
				],
				[
					b.quote(
						bi(
							'Die Porcellaine sind mir lieber als alle Juwelen, denn man kann sie ansehen, ohne dass einen jemand beneidet.',
							'I prefer porcelain to all jewels, for one can look at it without anyone envying one.',
						),
						bi(
							'Fürstin Amalie von Ravensau, Brief an ihren Bruder, 1766',
							'Princess Amalie von Ravensau, letter to her brother, 1766',
						),
					),
					b.link(
						bi('Das Bildnis im Magazin', 'The portrait in the magazine'),
						to('article', 'bildnis-amalie'),
						{ display: 'link' },
					),
				],
			),
			b.html(
				bi(
					'<table class="price-table"><caption>Eintrittspreise</caption><tbody><tr><th scope="row">Schlossticket</th><td>12 €</td><td>ermäßigt 8 €</td></tr><tr><th scope="row">Schlossführung Beletage</th><td>14 €</td><td>ermäßigt 10 €</td></tr><tr><th scope="row">Familienkarte</th><td colspan="2">26 €</td></tr><tr><th scope="row">Kinder bis 14 Jahre</th><td colspan="2">frei</td></tr></tbody></table>',
					'<table class="price-table"><caption>Admission</caption><tbody><tr><th scope="row">Palace ticket</th><td>€12</td><td>reduced €8</td></tr><tr><th scope="row">Palace tour, piano nobile</th><td>€14</td><td>reduced €10</td></tr><tr><th scope="row">Family ticket</th><td colspan="2">€26</td></tr><tr><th scope="row">Children under 14</th><td colspan="2">free</td></tr></tbody></table>',
				),
			),
			b.link(
				bi(
					'Jahreskarte: ein Jahr Ravensau für 45 Euro',
					'Annual pass: a year of Ravensau for 45 euros',
				),
				ANNUAL_PASS.path[locale],
				{ display: 'slider' },
			),
			b.logoList(
				bi('Wir danken unseren Förderern', 'With thanks to our supporters'),
				CASTLE_LOGO_STRIP.map((partner) => ({
					image: logoSpec(partner.seed, partner.name),
					link: partner.url ?? '',
				})),
			),
			b.headline(bi('Post aus dem Schloss', 'News from the palace'), {
				anchor: 'newsletter',
				level: 2,
			}),
			b.form(NEWSLETTER_HUBSPOT_ID, bi('Newsletter abonnieren', 'Subscribe to our newsletter')),
		];
	});
}
