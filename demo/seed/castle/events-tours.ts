import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PRICES } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_PARTNERS } from './partners.ts';

/** Guided tours: timed-entry palace tours, curator’s and children’s tours, garden walks. */
export function tourEvents(cal: Calendar): EventDef[] {
	const saturdays = cal.weekly(6, 1, 118);
	const palaceTourDates = saturdays.map((day, index) => ({
		day,
		time: '10:30',
		...(index === 0 ? { unavailableSlots: ['11:00', '11:30'] } : {}),
		...(index === 1 ? { unavailableSlots: ['14:00'] } : {}),
		...(index === 4 ? { unavailableSlots: ['10:30', '11:00'] } : {}),
	}));
	const curatorDates = cal.weekly(7, 6, 118, 2).map((day) => ({ day, time: '11:00' }));
	const exhibitionHours = hoursToday([open('10:00', '17:00')]);
	return [
		{
			key: 'schlossfuehrung',
			slug: bi('schlossfuehrung-beletage', 'palace-tour-piano-nobile'),
			name: bi('Schlossführung: Die Beletage', 'Palace tour: The Piano Nobile'),
			subline: bi('Mit Zeitfenster, etwa 60 Minuten', 'Timed entry, about 60 minutes'),
			teaser: bi(
				'Vierzehn Räume, drei Jahrhunderte: die fürstlichen Wohnräume in kleiner Gruppe entdecken.',
				'Fourteen rooms, three centuries: discover the princely apartments in a small group.',
			),
			kind: 'tour',
			room: 'beletage',
			type: 'fuehrung',
			tags: ['familien'],
			series: 'schlossfuehrungen',
			genre: 'kunstgeschichte',
			production: 'beletage',
			description: bi(
				'<p>Vom Treppenhaus mit seinem illusionistischen Deckenbild führt der Rundgang durch das Audienzzimmer, die Tafelstube und die privaten Kabinette der Fürstin. Unsere Schlossführerinnen und -führer erzählen vom Alltag bei Hofe, von Zeremoniell und Mode und von den Menschen, die hier arbeiteten: Kammerdiener, Köchinnen, Heizer.</p><p>Die Führungen beginnen <strong>alle 30 Minuten</strong>. Bitte wählen Sie beim Kauf Ihr Zeitfenster und finden Sie sich zehn Minuten vorher an der Schlosskasse ein.</p>',
				'<p>From the staircase with its illusionistic ceiling painting, the tour leads through the audience chamber, the dining room and the Princess’s private cabinets. Our guides tell of everyday life at court, of ceremony and fashion, and of the people who worked here: valets, cooks, stokers.</p><p>Tours start <strong>every 30 minutes</strong>. Please choose your time slot when booking and arrive at the ticket office ten minutes beforehand.</p>',
			),
			programs: [
				{ title: bi('Treppenhaus und Vestibül', 'Staircase and vestibule') },
				{ title: bi('Audienzzimmer und Tafelstube', 'Audience chamber and dining room') },
				{
					title: bi('Kabinette der Fürstin', 'The Princess’s cabinets'),
					text: bi('mit Blick ins Porzellankabinett', 'with a view into the Porcelain Cabinet'),
				},
			],
			importantInfo: bi(
				'<p>Die Beletage ist nur über Treppen erreichbar. Große Taschen und Rucksäcke geben Sie bitte an der Garderobe ab. Kinderwagen können nicht mitgenommen werden; Babytragen leihen wir gern aus.</p>',
				'<p>The piano nobile can only be reached by stairs. Please leave large bags and rucksacks in the cloakroom. Prams cannot be taken on the tour; we are happy to lend baby carriers.</p>',
			),
			image: pic(
				'hall',
				'beletage-audienzzimmer',
				'3x2',
				bi(
					'Besuchergruppe im Audienzzimmer der Beletage',
					'A tour group in the audience chamber of the piano nobile',
				),
				PHOTO.weidlich,
			),
			gallery: [
				pic(
					'hall',
					'treppenhaus-deckenbild',
					'4x5',
					bi('Das Deckenbild im Treppenhaus', 'The ceiling painting above the staircase'),
					PHOTO.kern,
				),
				pic(
					'hall',
					'tafelstube',
					'3x2',
					bi('Die Tafelstube mit gedeckter Tafel', 'The dining room with the table laid'),
					PHOTO.kern,
				),
			],
			blog: ['bildnis-amalie', 'klima-nachts'],
			related: ['kerzenlicht', 'palace-tour-english'],
			durationMinutes: 60,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Zeitfenster Schlossführung', 'Timed entry: palace tour'),
						text: bi('Bitte wählen Sie Ihre Startzeit.', 'Please choose your start time.'),
						prices: PRICES.standard('14.00', '10.00', '6.00', '32.00'),
						slots: { from: '10:30', to: '15:30', everyMinutes: 30 },
					},
				],
			},
			dates: palaceTourDates,
		},
		{
			key: 'palace-tour-english',
			slug: 'palace-tour-in-english',
			name: bi('Palace tour in English', 'Palace tour in English'),
			subline: bi(
				'Führung in englischer Sprache',
				'The piano nobile with an English-speaking guide',
			),
			teaser: bi(
				'Einmal im Monat führen wir in englischer Sprache durch die Beletage.',
				'Once a month we guide visitors through the piano nobile in English.',
			),
			kind: 'tour',
			room: 'schlosskasse',
			type: 'fuehrung',
			tags: ['englisch'],
			series: 'schlossfuehrungen',
			genre: 'kunstgeschichte',
			production: 'beletage',
			description: bi(
				'<p>Unsere Führung in englischer Sprache richtet sich an internationale Gäste, Studierende und alle, die ihr Englisch auffrischen möchten. Der Rundgang folgt der klassischen Schlossführung und endet mit einem Blick in das Porzellankabinett.</p>',
				'<p>Our English-language tour is designed for international visitors, students and anyone who would like to brush up their English. It follows the route of the classic palace tour and ends with a look into the Porcelain Cabinet.</p>',
			),
			image: pic(
				'hall',
				'beletage-gruenes-zimmer',
				'3x2',
				bi('Das Grüne Zimmer der Beletage', 'The Green Room on the piano nobile'),
				PHOTO.weidlich,
			),
			related: ['schlossfuehrung'],
			durationMinutes: 75,
			tickets: {
				kind: 'seats',
				groups: [{ name: bi('Führung', 'Tour'), prices: PRICES.fullAndReduced('14.00', '10.00') }],
			},
			dates: cal.weekly(7, 3, 118, 4).map((day) => ({ day, time: '14:00' })),
		},
		{
			key: 'kuratorinnenfuehrung',
			slug: bi('kuratorinnenfuehrung-weisses-gold', 'curators-tour-white-gold'),
			name: bi('Kuratorinnenführung: Weißes Gold', 'Curator’s tour: White Gold'),
			preline: bi('Führung in der Ausstellung', 'Exhibition tour'),
			subline: bi('Mit Dr. Leonore Falkenberg', 'With Dr Leonore Falkenberg'),
			teaser: bi(
				'Die Kuratorin erzählt, wie die Porzellane der Fürstin nach Ravensau zurückfanden.',
				'The curator tells how the Princess’s porcelain found its way back to Ravensau.',
			),
			kind: 'tour',
			room: 'porzellankabinett',
			type: 'fuehrung',
			tags: ['highlight'],
			genre: 'kunsthandwerk',
			production: 'weisses-gold',
			description: bi(
				'<p>Welche Vase stand 1794 auf welcher Konsole? Wie erkennt man eine Fälschung aus dem 19. Jahrhundert? Und was verrät ein Brandfleck auf der Unterseite eines Tellers? Dr. Leonore Falkenberg hat die Ausstellung „Weißes Gold“ kuratiert und nimmt Sie mit auf die Spurensuche.</p><p>Die Teilnehmerzahl ist auf 20 Personen begrenzt.</p>',
				'<p>Which vase stood on which console in 1794? How do you recognise a 19th-century fake? And what does a scorch mark on the underside of a plate reveal? Dr Leonore Falkenberg curated the exhibition "White Gold" and takes you along on her detective work.</p><p>Numbers are limited to 20 participants.</p>',
			),
			importantInfo: bi(
				'<p>Der Eintritt in die Ausstellung ist im Ticketpreis enthalten.</p>',
				'<p>Admission to the exhibition is included in the ticket price.</p>',
			),
			openingHours: exhibitionHours,
			image: pic(
				'sculpture',
				'falkenberg-vase',
				'3x2',
				bi(
					'Eine Kuratorin zeigt auf das Dekor einer blau-weißen Vase',
					'A curator points out the decoration on a blue-and-white vase',
				),
				PHOTO.kern,
			),
			blog: ['interview-falkenberg', 'provenienz-deckelvase'],
			related: ['familienwerkstatt'],
			contributors: [
				{ role: bi('Führung', 'Guide'), name: 'Dr. Leonore Falkenberg', person: 'falkenberg' },
			],
			sponsors: [CASTLE_PARTNERS.kulturstiftung, CASTLE_PARTNERS.manufaktur],
			durationMinutes: 75,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Führung inkl. Eintritt', 'Tour incl. admission'),
						prices: PRICES.fullAndReduced('16.00', '12.00'),
					},
				],
			},
			dates: curatorDates,
		},
		{
			key: 'kerzenlicht',
			slug: bi('schloss-bei-kerzenlicht', 'the-palace-by-candlelight'),
			name: bi('Schloss bei Kerzenlicht', 'The Palace by Candlelight'),
			subline: bi('Abendführung mit Zeitfenster', 'Evening tour with timed entry'),
			teaser: bi(
				'Wenn es dunkel wird, zeigt die Beletage ein anderes Gesicht: Rundgang im Schein von 300 Kerzen.',
				'When darkness falls, the piano nobile shows another face: a tour lit by 300 candles.',
			),
			kind: 'tour',
			room: 'beletage',
			type: 'sonderveranstaltung',
			tags: ['abends', 'highlight'],
			series: 'schlossfuehrungen',
			genre: 'kunstgeschichte',
			production: 'beletage',
			description: bi(
				'<p>So haben die Gäste des Hofes die Räume erlebt: Das Gold der Rahmen glimmt, die Seidentapeten schimmern und die Spiegel verdoppeln jedes Licht. Für die Abendführungen werden in der Beletage 300 LED-Kerzen entzündet, die echten Wachskerzen täuschend ähneln und die empfindliche Ausstattung schonen. Zum Abschluss gibt es ein Glas Winzersekt aus dem Raventhal im Gartensaal.</p>',
				'<p>This is how the court’s guests experienced the rooms: the gilded frames glimmer, the silk hangings shimmer and the mirrors double every light. For the evening tours, 300 LED candles that look deceptively like real wax candles are lit on the piano nobile, protecting the delicate furnishings. The tour ends with a glass of sparkling wine from the Raven valley in the Garden Room.</p>',
			),
			importantInfo: bi(
				'<p>Die Führungen sind nicht für Kinder unter 12 Jahren geeignet.</p>',
				'<p>The tours are not suitable for children under 12.</p>',
			),
			image: pic(
				'hall',
				'beletage-kerzen',
				'3x2',
				bi(
					'Die Beletage im Schein zahlreicher Kerzen',
					'The piano nobile lit by countless candles',
				),
				PHOTO.kern,
			),
			related: ['schlossfuehrung'],
			durationMinutes: 75,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Zeitfenster Abendführung', 'Timed entry: evening tour'),
						prices: PRICES.fullAndReduced('24.00', '19.00'),
						slots: { from: '18:00', to: '20:00', everyMinutes: 30 },
					},
				],
			},
			dates: [
				{ day: cal.next(5, 30), time: '18:00', unavailableSlots: ['18:30', '19:00'] },
				{ day: cal.next(5, 65), time: '18:00', unavailableSlots: ['19:30'] },
				{ day: cal.next(5, 93), time: '18:00' },
			],
		},
		{
			key: 'gartenspaziergang',
			slug: bi('gartenspaziergang', 'garden-walk'),
			name: bi('Gartenspaziergang mit dem Schlossgärtner', 'Garden walk with the head gardener'),
			subline: bi('Treffpunkt Lindentor', 'Meeting point: Lindentor gate'),
			teaser: bi(
				'Jakob Rehm zeigt, was im Park gerade geschieht. Eintritt frei.',
				'Jakob Rehm shows what is happening in the park right now. Free admission.',
			),
			kind: 'tour',
			room: 'schlosspark',
			type: 'fuehrung',
			tags: ['kostenlos', 'familien', 'barrierefrei'],
			genre: 'gartenkunst',
			production: 'ordnung-und-wildnis',
			description: bi(
				'<p>Warum werden die Linden geschnitten, wenn sie gar nicht krank sind? Was wächst in den Beeten des Parterres, und wie kommt der Park durch trockene Sommer? Schlossgärtnermeister Jakob Rehm nimmt Sie mit auf einen Rundgang durch die Jahreszeiten und beantwortet Fragen aus dem eigenen Garten gleich mit.</p>',
				'<p>Why are the lime trees pruned when they are not diseased? What grows in the beds of the parterre, and how does the park survive dry summers? Head gardener Jakob Rehm takes you on a walk through the seasons and is happy to answer questions about your own garden, too.</p>',
			),
			importantInfo: bi(
				'<p>Der Spaziergang findet bei jedem Wetter statt. Eine Anmeldung ist nicht erforderlich.</p>',
				'<p>The walk takes place in all weathers. No booking is required.</p>',
			),
			image: pic(
				'landscape',
				'gaertner-parterre',
				'3x2',
				bi(
					'Der Schlossgärtner erklärt einer Gruppe das Parterre',
					'The head gardener explains the parterre to a group',
				),
				PHOTO.hebestreit,
			),
			blog: ['lindenallee', 'interview-rehm'],
			contributors: [{ role: bi('Führung', 'Guide'), name: 'Jakob Rehm', person: 'rehm' }],
			durationMinutes: 90,
			tickets: { kind: 'open' },
			dates: cal.weekly(6, 12, 118, 4).map((day) => ({ day, time: '14:00' })),
		},
		{
			key: 'kinderfuehrung',
			slug: bi('kinderfuehrung-fuerstin-amalie', 'childrens-tour-princess-amalie'),
			name: bi('Mit Fürstin Amalie durchs Schloss', 'Through the palace with Princess Amalie'),
			subline: bi(
				'Kostümführung für Kinder von 6 bis 10',
				'Costumed tour for children aged 6 to 10',
			),
			teaser: bi(
				'Die Fürstin höchstpersönlich zeigt, wo sie schlief, speiste und ihre Schätze versteckte.',
				'The Princess herself shows where she slept, dined and hid her treasures.',
			),
			kind: 'tour',
			room: 'beletage',
			type: 'familie',
			tags: ['familien'],
			series: 'familiensonntage',
			description: bi(
				'<p>Eine Schauspielerin schlüpft in die Rolle der Fürstin Amalie und führt Kinder durch ihre Gemächer. Warum trug man Perücken? Was aß man bei Hofe? Und wie hielt man es ohne Heizung im Winter aus? Die Führung ist ein Spiel mit Rätseln, Düften und einem versteckten Schatz.</p>',
				'<p>An actress takes on the role of Princess Amalie and guides children through her apartments. Why did people wear wigs? What did they eat at court? And how did they survive winter without central heating? The tour is a game with riddles, scents and a hidden treasure.</p>',
			),
			image: pic(
				'portrait',
				'fuerstin-kostuem',
				'4x5',
				bi(
					'Schauspielerin im Kostüm der Fürstin Amalie',
					'An actress in the costume of Princess Amalie',
				),
				PHOTO.hebestreit,
			),
			related: ['familienwerkstatt'],
			durationMinutes: 60,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Kinderführung', 'Children’s tour'),
						prices: [
							['full', '8.00'],
							['child', '6.00'],
							['family', '20.00'],
						],
					},
				],
			},
			dates: [cal.next(6, 15), cal.next(6, 50), cal.next(6, 85)].map((day) => ({
				day,
				time: '11:00',
			})),
		},
	];
}
