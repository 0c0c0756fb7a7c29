import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PRICES } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { REGION_PARTNERS } from './partners.ts';
import { FLUSSARCHIV_TEAM, NATHAN_TEAM, WOYZECK_TEAM } from './productions.ts';
import { mainStageSeats, openSeating } from './seating.ts';

const NATHAN_TEXT = bi(
	'<p>Jerusalem zur Zeit der Kreuzzüge: Der Kaufmann Nathan, Sultan Saladin und ein junger Tempelherr geraten in einen Streit, in dem es um Herkunft, Glauben und Liebe geht. Nathans Antwort ist eine der berühmtesten Geschichten der deutschen Literatur, die Ringparabel.</p><p>Clara Hofstetter inszeniert Lessings Klassiker klar, musikalisch und mit einem Ensemble, das jede Figur ernst nimmt. <em>„Ein Abend, der zeigt, wie heutig Lessing ist“</em>, schrieb der Auentaler Bote.</p>',
	'<p>Jerusalem at the time of the Crusades: the merchant Nathan, Sultan Saladin and a young Templar are drawn into a dispute about origins, faith and love. Nathan’s answer is one of the most famous stories in German literature, the parable of the three rings.</p><p>Clara Hofstetter stages Lessing’s classic with clarity and musicality, and with a company that takes every character seriously. <em>"An evening that shows how contemporary Lessing is,"</em> wrote the Auentaler Bote.</p>',
);

const NATHAN_INFO = bi(
	'<p>Einführung 30 Minuten vor Beginn im Foyer. Empfohlen ab 14 Jahren. Einlass nach Beginn nur in der Pause.</p>',
	'<p>Introduction 30 minutes before the start in the foyer. Recommended for ages 14 and over. Latecomers will be admitted at the interval.</p>',
);

/** Drama, dance and youth theatre of the network. */
export function theatreEvents(cal: Calendar): EventDef[] {
	const nathanImage = pic(
		'stage',
		'nathan-ringparabel',
		'3x2',
		bi(
			'Nathan erzählt dem Sultan die Ringparabel',
			'Nathan tells the Sultan the parable of the rings',
		),
		PHOTO.remmers,
	);
	const nathanSeats = mainStageSeats(['32.00', '16.00'], ['26.00', '13.00'], ['18.00', '9.00']);
	const nathanBase = {
		subline: bi('Schauspiel von Gotthold Ephraim Lessing', 'A play by Gotthold Ephraim Lessing'),
		kind: 'performance' as const,
		room: 'grosses-haus',
		type: 'theater',
		genre: 'schauspiel',
		production: 'nathan',
		description: NATHAN_TEXT,
		importantInfo: NATHAN_INFO,
		image: nathanImage,
		gallery: [
			pic(
				'stage',
				'nathan-recha',
				'3x2',
				bi('Recha und der Tempelherr', 'Recha and the Templar'),
				PHOTO.remmers,
			),
			pic('stage', 'nathan-saladin', '4x5', bi('Sultan Saladin', 'Sultan Saladin'), PHOTO.remmers),
		],
		videoUrl: 'https://www.youtube.com/watch?v=k2Xc8RnV5dA',
		contributors: NATHAN_TEAM,
		promoter: REGION_PARTNERS.stadttheater,
		sponsors: [REGION_PARTNERS.sparkasse],
		blog: ['probenbesuch-nathan', 'interview-hofstetter'],
		durationMinutes: 160,
		tickets: { kind: 'seats' as const, groups: nathanSeats },
	};
	return [
		{
			...nathanBase,
			key: 'nathan',
			slug: bi('nathan-der-weise', 'nathan-the-wise'),
			name: bi('Nathan der Weise', 'Nathan the Wise'),
			teaser: bi(
				'Lessings Plädoyer für Toleranz im Großen Haus.',
				'Lessing’s plea for tolerance on the main stage.',
			),
			tags: ['tipp', 'kulturpass'],
			related: ['woyzeck', 'flussarchiv'],
			dates: cal.weekly(5, 2, 100, 2).map((day, index) => ({
				day,
				time: '19:30',
				...(index === 0 ? { soldOut: [0] } : {}),
				...(index === 2 ? { soldOut: [0, 1] } : {}),
			})),
		},
		{
			...nathanBase,
			key: 'nathan-uebertitel',
			slug: bi(
				'nathan-der-weise-mit-englischen-uebertiteln',
				'nathan-the-wise-with-english-surtitles',
			),
			name: bi(
				'Nathan der Weise – mit englischen Übertiteln',
				'Nathan the Wise – with English surtitles',
			),
			teaser: bi(
				'Die Vorstellung mit englischen Übertiteln für internationale Gäste.',
				'The performance with English surtitles for international audiences.',
			),
			tags: ['uebertitel'],
			related: ['nathan'],
			dates: [{ day: cal.next(6, 44), time: '19:30' }],
		},
		{
			...nathanBase,
			key: 'nathan-audiodeskription',
			slug: bi('nathan-der-weise-mit-audiodeskription', 'nathan-the-wise-with-audio-description'),
			name: bi(
				'Nathan der Weise – mit Audiodeskription',
				'Nathan the Wise – with audio description',
			),
			teaser: bi(
				'Mit Live-Audiodeskription und Tastführung vor der Vorstellung.',
				'With live audio description and a touch tour before the performance.',
			),
			tags: ['barrierefrei'],
			importantInfo: bi(
				'<p>Die Tastführung über die Bühne beginnt um 14:30 Uhr. Kopfhörer für die Audiodeskription erhalten Sie an der Garderobe. Begleitpersonen haben freien Eintritt.</p>',
				'<p>The touch tour of the stage begins at 2.30 pm. Headphones for the audio description are available at the cloakroom. Companions are admitted free.</p>',
			),
			related: ['nathan'],
			blog: ['barrierefrei-theater'],
			dates: [{ day: cal.next(7, 61), time: '16:00' }],
		},
		{
			key: 'woyzeck-premiere',
			slug: bi('woyzeck-premiere', 'woyzeck-premiere'),
			name: bi('Woyzeck – Premiere', 'Woyzeck – Premiere'),
			subline: bi('Schauspiel nach Georg Büchner', 'A play after Georg Büchner'),
			teaser: bi(
				'Premiere in der Studiobühne mit anschließender Premierenfeier.',
				'Premiere in the studio followed by a première party.',
			),
			kind: 'performance',
			room: 'studio',
			type: 'theater',
			tags: ['premiere', 'tipp'],
			genre: 'schauspiel',
			production: 'woyzeck',
			description: bi(
				'<p>Woyzeck rasiert den Hauptmann, lässt sich vom Doktor für Experimente bezahlen und verdient doch nie genug für Marie und das Kind. Jan-Ole Brinkmann inszeniert Büchners Fragment als Kammerspiel, das Publikum sitzt zu beiden Seiten einer schmalen Spielfläche.</p><p>Nach der Premiere laden wir zur Feier ins Foyer ein.</p>',
				'<p>Woyzeck shaves the Captain, lets the Doctor pay him for experiments and still never earns enough for Marie and the child. Jan-Ole Brinkmann stages Büchner’s fragment as a chamber piece, with the audience on both sides of a narrow playing area.</p><p>After the premiere, everyone is invited to a party in the foyer.</p>',
			),
			importantInfo: bi(
				'<p>Die Inszenierung enthält Darstellungen von Gewalt. Empfohlen ab 16 Jahren.</p>',
				'<p>The production contains depictions of violence. Recommended for ages 16 and over.</p>',
			),
			image: pic(
				'stage',
				'woyzeck-studiobuehne',
				'3x2',
				bi(
					'Woyzeck allein auf der schmalen Spielfläche',
					'Woyzeck alone on the narrow playing area',
				),
				PHOTO.remmers,
			),
			contributors: WOYZECK_TEAM,
			promoter: REGION_PARTNERS.stadttheater,
			blog: ['dramaturgin'],
			related: ['woyzeck'],
			durationMinutes: 80,
			tickets: { kind: 'seats', groups: openSeating('28.00', '14.00') },
			dates: [{ day: cal.next(6, 12), time: '20:00', soldOut: 'all' }],
		},
		{
			key: 'woyzeck',
			slug: 'woyzeck',
			name: bi('Woyzeck', 'Woyzeck'),
			subline: bi('Schauspiel nach Georg Büchner', 'A play after Georg Büchner'),
			teaser: bi(
				'Büchners Fragment als Kammerspiel, 80 Minuten ohne Pause.',
				'Büchner’s fragment as a chamber piece, 80 minutes without interval.',
			),
			kind: 'performance',
			room: 'studio',
			type: 'theater',
			tags: ['kulturpass'],
			genre: 'schauspiel',
			production: 'woyzeck',
			description: bi(
				'<p>Ein Mann, der funktionieren muss, bis er zerbricht. Jonas Hartig spielt Woyzeck als einen, der alles richtig machen will und dem die Welt keinen Platz lässt. Aylin Demirtaş ist Marie, die sich nach etwas Glanz sehnt.</p>',
				'<p>A man who has to function until he breaks. Jonas Hartig plays Woyzeck as someone who wants to do everything right and for whom the world leaves no room. Aylin Demirtaş is Marie, who longs for a little glamour.</p>',
			),
			importantInfo: bi(
				'<p>Die Inszenierung enthält Darstellungen von Gewalt. Empfohlen ab 16 Jahren.</p>',
				'<p>The production contains depictions of violence. Recommended for ages 16 and over.</p>',
			),
			image: pic(
				'stage',
				'woyzeck-marie',
				'3x2',
				bi('Marie und Woyzeck in der Studiobühne', 'Marie and Woyzeck in the studio'),
				PHOTO.remmers,
			),
			contributors: WOYZECK_TEAM,
			promoter: REGION_PARTNERS.stadttheater,
			related: ['nathan'],
			durationMinutes: 80,
			tickets: { kind: 'seats', groups: openSeating('22.00', '11.00') },
			dates: cal.weekly(4, 17, 112, 2).map((day) => ({ day, time: '20:00' })),
		},
		{
			key: 'flussarchiv-premiere',
			slug: bi('das-flussarchiv-urauffuehrung', 'the-river-archive-world-premiere'),
			name: bi('Das Flussarchiv – Uraufführung', 'The River Archive – World premiere'),
			subline: bi('Ein Stück von Leonie Marschall', 'A play by Leonie Marschall'),
			teaser: bi(
				'Die Uraufführung in der Shedhalle der Alten Tuchfabrik.',
				'The world premiere in the shed hall of the Old Cloth Factory.',
			),
			kind: 'performance',
			room: 'shedhalle',
			type: 'theater',
			tags: ['premiere', 'tipp'],
			genre: 'schauspiel',
			production: 'flussarchiv',
			description: bi(
				'<p>Ein Jahr lang hat Leonie Marschall Menschen im Auental interviewt. Aus ihren Erinnerungen an das Hochwasser von 1967, an die Arbeit in der Tuchfabrik und an das Weggehen und Wiederkommen ist ein Stück entstanden, das zwischen Dokument und Fiktion wechselt. Zur Uraufführung ist die Autorin anwesend.</p>',
				'<p>Leonie Marschall spent a year interviewing people in the Auental. Their memories of the 1967 flood, of working in the cloth factory and of leaving and coming back have become a play that moves between document and fiction. The author will attend the world premiere.</p>',
			),
			image: pic(
				'stage',
				'flussarchiv-shedhalle',
				'3x2',
				bi('Szene aus „Das Flussarchiv“', 'Scene from "The River Archive"'),
				PHOTO.olbrich,
			),
			gallery: [
				pic(
					'stage',
					'flussarchiv-cello',
					'4x5',
					bi('Die Cellistin Hanna Oyelaran', 'The cellist Hanna Oyelaran'),
					PHOTO.olbrich,
				),
			],
			contributors: FLUSSARCHIV_TEAM,
			promoter: REGION_PARTNERS.tuchfabrik,
			sponsors: [REGION_PARTNERS.kulturfonds, REGION_PARTNERS.stadtwerke],
			blog: ['interview-marschall'],
			related: ['flussarchiv'],
			durationMinutes: 100,
			tickets: { kind: 'seats', groups: openSeating('24.00', '12.00') },
			dates: [{ day: cal.next(6, 33), time: '19:30' }],
		},
		{
			key: 'flussarchiv',
			slug: bi('das-flussarchiv', 'the-river-archive'),
			name: bi('Das Flussarchiv', 'The River Archive'),
			subline: bi('Ein Stück von Leonie Marschall', 'A play by Leonie Marschall'),
			teaser: bi(
				'Drei Generationen, ein Fluss und ein Archiv voller Stimmen.',
				'Three generations, a river and an archive full of voices.',
			),
			kind: 'performance',
			room: 'shedhalle',
			type: 'theater',
			tags: ['kulturpass'],
			genre: 'schauspiel',
			production: 'flussarchiv',
			description: bi(
				'<p>Eine Großmutter, die das Hochwasser erlebt hat, eine Tochter, die gegangen ist, und eine Enkelin, die zurückkommt, um das Haus am Fluss auszuräumen. Zwischen Kisten voller Briefe und Tonbänder entdecken sie, wie unterschiedlich sie sich an dasselbe erinnern.</p>',
				'<p>A grandmother who lived through the flood, a daughter who left, and a granddaughter who comes back to clear out the house by the river. Among boxes full of letters and tapes, they discover how differently they remember the same events.</p>',
			),
			image: pic(
				'stage',
				'flussarchiv-kisten',
				'3x2',
				bi('Drei Frauen zwischen Umzugskisten', 'Three women among packing boxes'),
				PHOTO.olbrich,
			),
			contributors: FLUSSARCHIV_TEAM,
			promoter: REGION_PARTNERS.tuchfabrik,
			blog: ['tuchfabrik-geschichte'],
			related: ['menschen-im-auental'],
			durationMinutes: 100,
			tickets: { kind: 'seats', groups: openSeating('20.00', '10.00') },
			dates: cal.weekly(3, 37, 112, 2).map((day) => ({ day, time: '19:30' })),
		},
		{
			key: 'kater',
			slug: bi('der-gestiefelte-kater', 'puss-in-boots'),
			name: bi('Der gestiefelte Kater', 'Puss in Boots'),
			subline: bi('Familienstück für alle ab 6', 'Family show for everyone aged 6+'),
			teaser: bi(
				'Ein Kater, ein Paar Stiefel und ein gewitzter Plan.',
				'A cat, a pair of boots and a cunning plan.',
			),
			kind: 'performance',
			room: 'grosses-haus',
			type: 'familie',
			tags: ['familien'],
			series: 'junges-theater',
			genre: 'figurentheater',
			production: 'kater',
			description: bi(
				'<p>Der jüngste Müllerssohn erbt nur einen Kater, doch der hat einen Plan. Mit Schauspiel, Live-Musik und großen Figuren erzählt das Junge Theater das Märchen neu, frech und mit viel Herz. Nach der Vorstellung dürfen Kinder die Stiefel des Katers anprobieren.</p>',
				'<p>The miller’s youngest son inherits only a cat, but the cat has a plan. With acting, live music and large puppets, Young Theatre retells the fairy tale with cheek and lots of heart. After the show, children can try on Puss’s boots.</p>',
			),
			image: pic(
				'stage',
				'kater-stiefel',
				'3x2',
				bi('Der Kater in seinen roten Stiefeln', 'Puss in his red boots'),
				PHOTO.remmers,
			),
			contributors: [
				{ role: bi('Regie', 'Director'), name: 'Tilman Groß' },
				{ role: bi('Kater', 'Puss'), name: 'Aylin Demirtaş', person: 'demirtas' },
			],
			promoter: REGION_PARTNERS.stadttheater,
			sponsors: [REGION_PARTNERS.stadtwerke],
			blog: ['schulvorstellungen'],
			related: ['kinderkonzert'],
			durationMinutes: 75,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Parkett', 'Stalls'),
						prices: [
							['full', '14.00'],
							['child', '8.00'],
							['family', '36.00'],
						],
					},
					{
						name: bi('Rang', 'Circle'),
						prices: [
							['full', '10.00'],
							['child', '6.00'],
							['family', '26.00'],
						],
					},
				],
			},
			dates: cal
				.weekly(7, 1, 75, 2)
				.map((day, index) => ({ day, time: '15:00', ...(index === 0 ? { soldOut: [0] } : {}) })),
		},
		{
			key: 'kater-schule',
			slug: bi('der-gestiefelte-kater-schulvorstellung', 'puss-in-boots-school-performance'),
			name: bi('Der gestiefelte Kater – Schulvorstellung', 'Puss in Boots – School performance'),
			subline: bi('Für Klassen 1 bis 4', 'For school years 1 to 4'),
			teaser: bi(
				'Vormittagsvorstellung für Grundschulen, mit Material zur Vorbereitung.',
				'Morning performance for primary schools, with preparation material.',
			),
			kind: 'performance',
			room: 'grosses-haus',
			type: 'familie',
			tags: ['schule', 'familien'],
			series: 'junges-theater',
			genre: 'figurentheater',
			production: 'kater',
			description: bi(
				'<p>Für Schulklassen spielen wir den „Gestiefelten Kater“ am Vormittag. Lehrkräfte erhalten vorab eine Mappe mit Spielideen, auf Wunsch kommt unsere Theaterpädagogin zur Nachbereitung in die Klasse.</p>',
				'<p>For school classes, we perform "Puss in Boots" in the morning. Teachers receive a pack of activity ideas in advance, and on request our drama educator will visit the class for a follow-up session.</p>',
			),
			importantInfo: bi(
				'<p>Buchung für Klassen über das Formular „Gruppen und Schulen“. Zwei Begleitpersonen je Klasse haben freien Eintritt.</p>',
				'<p>Classes can book via the "Groups and schools" form. Two accompanying adults per class are admitted free.</p>',
			),
			image: pic(
				'stage',
				'kater-koenigshof',
				'3x2',
				bi('Der Kater am Hof des Königs', 'Puss at the king’s court'),
				PHOTO.remmers,
			),
			contributors: [
				{
					role: bi('Theaterpädagogik', 'Drama education'),
					name: 'Felix Ortmann',
					person: 'ortmann',
				},
			],
			promoter: REGION_PARTNERS.stadttheater,
			blog: ['schulvorstellungen'],
			related: ['kater'],
			durationMinutes: 75,
			tickets: {
				kind: 'seats',
				groups: [{ name: bi('Schulklassen', 'School classes'), prices: [['student', '6.00']] }],
			},
			dates: cal.weekly(2, 3, 60, 3).map((day) => ({ day, time: '10:00' })),
		},
		{
			key: 'schwerkraft',
			slug: bi('schwerkraft', 'gravity'),
			name: bi('Schwerkraft', 'Gravity'),
			preline: bi('Tanz', 'Dance'),
			subline: bi('Compagnie Fallhöhe', 'Compagnie Fallhöhe'),
			teaser: bi('Fünf Körper auf einer schiefen Ebene.', 'Five bodies on a sloping plane.'),
			kind: 'performance',
			room: 'shedhalle',
			type: 'tanz',
			tags: ['tipp'],
			genre: 'tanz',
			production: 'schwerkraft',
			description: bi(
				'<p>Fünf Tänzerinnen und Tänzer auf einer um zwölf Grad geneigten Fläche: Jede Bewegung ist ein Kampf gegen das Rutschen und ein Spiel mit dem Fallen. Paul Ebeling erzeugt die Musik live aus den Geräuschen der Körper.</p>',
				'<p>Five dancers on a surface tilted at twelve degrees: every movement is a struggle against sliding and a game with falling. Paul Ebeling creates the music live from the sounds of the bodies.</p>',
			),
			image: pic(
				'stage',
				'schwerkraft-schraege',
				'3x2',
				bi('Tänzerin auf der schrägen Bühne', 'A dancer on the sloping stage'),
				PHOTO.feldhaus,
			),
			videoUrl: 'https://vimeo.com/887326451',
			contributors: [
				{ role: bi('Choreografie', 'Choreography'), name: 'Yuki Halvorsen' },
				{ role: bi('Musik', 'Music'), name: 'Paul Ebeling' },
			],
			promoter: REGION_PARTNERS.tuchfabrik,
			sponsors: [REGION_PARTNERS.kulturfonds],
			durationMinutes: 65,
			tickets: { kind: 'seats', groups: openSeating('22.00', '12.00') },
			dates: [cal.next(5, 70), cal.next(6, 71), cal.next(5, 77), cal.next(6, 78)].map((day) => ({
				day,
				time: '20:00',
			})),
		},
		{
			key: 'theaterfest',
			slug: bi('theaterfest', 'theatre-open-day'),
			name: bi('Theaterfest: Blick hinter die Kulissen', 'Theatre open day: behind the scenes'),
			subline: bi('Für alle, bei freiem Eintritt', 'For everyone, free admission'),
			teaser: bi(
				'Führungen durch Werkstätten, Schminken für Kinder, Szenen aus dem Spielplan.',
				'Tours of the workshops, face painting for children, scenes from the repertoire.',
			),
			kind: 'performance',
			room: 'foyer',
			type: 'sonstiges',
			tags: ['frei', 'familien'],
			description: bi(
				'<p>Einmal im Jahr öffnet das Stadttheater alle Türen. Besucherinnen und Besucher können die Schreinerei, den Malsaal und die Kostümabteilung besichtigen, auf der Drehbühne mitfahren und das Ensemble mit Szenen aus dem aktuellen Spielplan erleben. Für Kinder gibt es eine Schminkstation und eine Kostümprobe.</p>',
				'<p>Once a year the Municipal Theatre opens all its doors. Visitors can explore the carpentry shop, the scene-painting studio and the costume department, ride on the revolving stage and see the company perform scenes from the current repertoire. There is a face-painting station and costume fitting for children.</p>',
			),
			image: pic(
				'stage',
				'theaterfest-drehbuehne',
				'3x2',
				bi(
					'Besucher auf der Drehbühne beim Theaterfest',
					'Visitors on the revolving stage at the open day',
				),
				PHOTO.remmers,
			),
			contributors: [
				{ role: bi('Moderation', 'Host'), name: 'Miriam Albrecht', person: 'albrecht' },
			],
			promoter: REGION_PARTNERS.stadttheater,
			sponsors: [REGION_PARTNERS.radio],
			blog: ['werkstaetten'],
			children: ['nathan', 'kater'],
			durationMinutes: 360,
			tickets: { kind: 'open' },
			dates: [{ day: cal.next(6, 6), time: '11:00' }],
		},
		{
			key: 'theaterclub',
			slug: bi('theaterclub-schnupperprobe', 'theatre-club-taster-session'),
			name: bi('Theaterclub 15+: Schnupperprobe', 'Theatre club 15+: taster session'),
			subline: bi('Für Jugendliche von 15 bis 19', 'For young people aged 15 to 19'),
			teaser: bi(
				'Einfach mitspielen: offene Probe des Jugendclubs, kostenlos mit Anmeldung.',
				'Just join in: an open rehearsal of the youth club, free with registration.',
			),
			kind: 'workshop',
			room: 'studio',
			type: 'workshop',
			tags: ['frei'],
			series: 'junges-theater',
			genre: 'schauspiel',
			description: bi(
				'<p>Der Theaterclub 15+ probt jede Woche in der Studiobühne und bringt am Ende der Spielzeit ein eigenes Stück heraus. Bei der Schnupperprobe könnt ihr ausprobieren, ob das etwas für euch ist: Aufwärmen, Improvisation, erste Szenen. Vorkenntnisse braucht ihr keine.</p>',
				'<p>Theatre Club 15+ rehearses every week in the studio and stages its own play at the end of the season. At the taster session you can find out whether it is for you: warm-ups, improvisation, first scenes. No experience needed.</p>',
			),
			importantInfo: bi(
				'<p>Bitte bequeme Kleidung mitbringen. Teilnahme kostenlos, Anmeldung über den Ticketshop.</p>',
				'<p>Please bring comfortable clothes. Free of charge; please register via the ticket shop.</p>',
			),
			image: pic(
				'stage',
				'theaterclub-probe',
				'3x2',
				bi(
					'Jugendliche bei einer Improvisationsübung',
					'Young people doing an improvisation exercise',
				),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Leitung', 'Led by'), name: 'Felix Ortmann', person: 'ortmann' }],
			promoter: REGION_PARTNERS.stadttheater,
			blog: ['theaterwerkstatt'],
			durationMinutes: 120,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Teilnahme mit Anmeldung', 'Place, registration required'),
						prices: PRICES.free,
					},
				],
			},
			dates: [cal.next(3, 9), cal.next(3, 23), cal.next(3, 51)].map((day) => ({
				day,
				time: '17:00',
			})),
		},
	];
}
