import type { SeriesDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** Recurring series of the network. */
export const REGION_SERIES: SeriesDef[] = [
	{
		key: 'jazz',
		id: 21,
		slug: bi('jazz-im-bahnhof', 'jazz-at-the-station'),
		name: bi('Jazz im Bahnhof', 'Jazz at the Station'),
		teaser: bi(
			'Seit 1994 jeden dritten Freitag: Jazz aus der Region und aus ganz Europa.',
			'Every third Friday since 1994: jazz from the region and from all over Europe.',
		),
		description: bi(
			'<p>Der Jazzclub Weidenfeld lädt seit mehr als drei Jahrzehnten in den Kulturbahnhof ein. Das Programm reicht vom Klaviertrio bis zur Bigband, von Nachwuchsbands der Musikhochschule bis zu internationalen Gästen. Einmal im Monat gehört die Bühne bei der Jam Session allen, die ein Instrument mitbringen.</p>',
			'<p>The Weidenfeld Jazz Club has been inviting audiences to the Kulturbahnhof for more than three decades. The programme ranges from piano trios to big bands, from up-and-coming conservatoire bands to international guests. Once a month the stage belongs to everyone who brings an instrument to the jam session.</p>',
		),
		image: pic(
			'concert',
			'jazz-bahnhof-trio',
			'16x9',
			bi(
				'Ein Jazztrio auf der Bühne des Kulturbahnhofs',
				'A jazz trio on the stage of the Kulturbahnhof',
			),
			PHOTO.feldhaus,
		),
	},
	{
		key: 'klangwege',
		id: 22,
		slug: bi('klangwege', 'sound-paths'),
		name: bi('Klangwege', 'Sound Paths'),
		teaser: bi(
			'Das Kammerorchester Auental auf Tour: Konzerte an besonderen Orten der Region.',
			'The Auental Chamber Orchestra on tour: concerts in special places across the region.',
		),
		description: bi(
			'<p>Mit den Klangwegen bringt das Kammerorchester Auental klassische Musik in Kirchen, Scheunen und Säle der ganzen Region. Jedes Programm ist auf seinen Ort zugeschnitten, und vor jedem Konzert lädt eine kurze Führung dazu ein, den Ort selbst kennenzulernen.</p>',
			'<p>With Sound Paths, the Auental Chamber Orchestra brings classical music to churches, barns and halls across the region. Each programme is tailored to its venue, and before every concert a short guided tour invites you to get to know the place itself.</p>',
		),
		image: pic(
			'concert',
			'klangwege-kirche',
			'16x9',
			bi('Das Kammerorchester in der Klosterkirche', 'The chamber orchestra in the abbey church'),
			PHOTO.olbrich,
		),
	},
	{
		key: 'kornspeicher',
		id: 23,
		slug: bi('literatur-im-kornspeicher', 'literature-in-the-granary'),
		name: bi('Literatur im Kornspeicher', 'Literature in the Granary'),
		teaser: bi(
			'Lesungen und Gespräche mit Autorinnen und Autoren der Gegenwart.',
			'Readings and conversations with contemporary authors.',
		),
		description: bi(
			'<p>Die Literaturgesellschaft Lindach lädt Autorinnen und Autoren ein, deren Bücher uns bewegt haben, Debüts ebenso wie gefeierte Romane. Nach jeder Lesung ist Zeit für Gespräch und Signierstunde; die Buchhandlung am Kornmarkt ist mit einem Büchertisch vor Ort.</p>',
			'<p>The Lindach Literary Society invites authors whose books have moved us, debuts as well as acclaimed novels. Every reading is followed by time for conversation and book signing; the bookshop on the Kornmarkt runs a book stall on site.</p>',
		),
		image: pic(
			'hall',
			'lesung-kornspeicher',
			'16x9',
			bi(
				'Eine Autorin liest im Lesesaal des Kornspeichers',
				'An author reading in the reading room of the granary',
			),
			PHOTO.feldhaus,
		),
	},
	{
		key: 'junges-theater',
		id: 24,
		slug: bi('junges-theater-auental', 'young-theatre-auental'),
		name: bi('Junges Theater Auental', 'Young Theatre Auental'),
		teaser: bi(
			'Theater für Kinder, Jugendliche und ihre Familien, Schulvorstellungen inklusive.',
			'Theatre for children, young people and their families, including school performances.',
		),
		description: bi(
			'<p>Das Junge Theater zeigt jede Spielzeit ein großes Familienstück im Stadttheater und zwei Produktionen für Jugendliche in der Studiobühne. Schulen buchen Vorstellungen am Vormittag samt Vor- und Nachbereitung im Klassenzimmer.</p>',
			'<p>Each season, Young Theatre presents a large family show at the Municipal Theatre and two productions for teenagers in the studio. Schools can book morning performances including preparation and follow-up sessions in the classroom.</p>',
		),
		image: pic(
			'stage',
			'junges-theater-kater',
			'16x9',
			bi(
				'Szene aus dem Familienstück „Der gestiefelte Kater“',
				'Scene from the family show "Puss in Boots"',
			),
			PHOTO.remmers,
		),
	},
	{
		key: 'scheune',
		id: 25,
		slug: bi('kabarett-in-der-scheune', 'cabaret-in-the-barn'),
		name: bi('Kabarett in der Scheune', 'Cabaret in the Barn'),
		teaser: bi(
			'Satire, Musikkabarett und Comedy auf Gut Erlenhof.',
			'Satire, musical cabaret and comedy at Gut Erlenhof.',
		),
		description: bi(
			'<p>Drei- bis viermal pro Spielzeit holt der Kulturverein Gut Erlenhof die besten Kabarettistinnen und Kabarettisten auf seine Bühne. Die Abende sind meist schnell ausverkauft.</p>',
			'<p>Three or four times a season, the Gut Erlenhof Cultural Association brings top cabaret artists to its stage. The evenings usually sell out quickly.</p>',
		),
		showInFilter: false,
		image: pic(
			'stage',
			'kabarett-scheune',
			'16x9',
			bi(
				'Kabarettistin auf der Bühne der Kulturscheune',
				'A cabaret artist on the stage of the culture barn',
			),
			PHOTO.olbrich,
		),
	},
];
