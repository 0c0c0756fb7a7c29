import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi, type BiText } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { REGION_PARTNERS } from './partners.ts';
import { hallSeats, openSeating } from './seating.ts';

const ORCHESTRA = [
	{
		role: bi('Konzertmeisterin und Leitung', 'Leader and director'),
		name: 'Sophie Lindemann',
		person: 'lindemann',
	},
];

/** One evening of 'Jazz im Bahnhof'. */
function jazzNight(
	key: string,
	slug: string,
	band: string,
	line: BiText,
	text: BiText,
	seed: string,
	day: string,
	members: [string, BiText][],
): EventDef {
	return {
		key,
		slug,
		name: bi(`Jazz im Bahnhof: ${band}`, `Jazz at the Station: ${band}`),
		subline: line,
		teaser: text,
		kind: 'concert',
		room: 'bahnhof',
		type: 'konzert',
		tags: ['kulturpass'],
		series: 'jazz',
		genre: 'jazz',
		description: bi(
			`<p>${text.de}</p><p>Einlass 19:30 Uhr, die Bar auf dem alten Bahnsteig ist geöffnet. Stehplätze und eine begrenzte Zahl an Sitzplätzen.</p>`,
			`<p>${text.en}</p><p>Doors 7.30 pm; the bar on the old platform is open. Standing room and a limited number of seats.</p>`,
		),
		image: pic(
			'concert',
			seed,
			'3x2',
			bi(`${band} live im Kulturbahnhof`, `${band} live at the Kulturbahnhof`),
			PHOTO.feldhaus,
		),
		contributors: members.map(([name, instrument]) => ({ role: instrument, name })),
		promoter: REGION_PARTNERS.jazzclub,
		sponsors: [REGION_PARTNERS.brauerei],
		blog: ['jazz-nacht'],
		related: ['jam-session'],
		durationMinutes: 150,
		tickets: {
			kind: 'seats',
			groups: [
				{
					name: bi('Stehplatz', 'Standing'),
					prices: [
						['full', '18.00'],
						['reduced', '12.00'],
						['pass', '5.00'],
					],
				},
				{
					name: bi('Sitzplatz', 'Seat'),
					text: bi('Begrenztes Kontingent', 'Limited number'),
					prices: [
						['full', '23.00'],
						['reduced', '16.00'],
					],
				},
			],
		},
		dates: [{ day, time: '20:30' }],
	};
}

/** Concerts: touring orchestra, jazz and a family concert. */
export function musicEvents(cal: Calendar): EventDef[] {
	return [
		{
			key: 'klangwege-bach',
			slug: bi('klangwege-bach-in-der-klosterkirche', 'sound-paths-bach-in-the-abbey-church'),
			name: bi('Klangwege I: Bach in der Klosterkirche', 'Sound Paths I: Bach in the Abbey Church'),
			subline: bi('Kammerorchester Auental', 'Auental Chamber Orchestra'),
			teaser: bi(
				'Brandenburgische Konzerte unter romanischen Gewölben.',
				'Brandenburg Concertos beneath Romanesque vaults.',
			),
			kind: 'concert',
			room: 'klosterkirche',
			type: 'konzert',
			tags: ['tipp'],
			series: 'klangwege',
			genre: 'klassik',
			production: 'klangwege',
			description: bi(
				'<p>Zum Auftakt der Tournee spielt das Kammerorchester Auental drei Brandenburgische Konzerte von Johann Sebastian Bach. Der lange Nachhall der Klosterkirche verlangt ein besonderes Spiel: langsamer, klarer, mit viel Raum zwischen den Tönen. Um 16:15 Uhr führt der Förderverein durch die Kirche.</p>',
				'<p>To open the tour, the Auental Chamber Orchestra plays three of Johann Sebastian Bach’s Brandenburg Concertos. The abbey church’s long reverberation calls for a special style of playing: slower, clearer, with plenty of space between the notes. At 4.15 pm the Friends of the Abbey Church offer a tour of the building.</p>',
			),
			programs: [
				{
					title: 'Johann Sebastian Bach (1685–1750)',
					text: bi(
						'Brandenburgische Konzerte Nr. 3, 5 und 6',
						'Brandenburg Concertos Nos. 3, 5 and 6',
					),
				},
			],
			importantInfo: bi(
				'<p>Die Kirche ist nicht beheizt; Decken liegen bereit.</p>',
				'<p>The church is unheated; blankets are provided.</p>',
			),
			image: pic(
				'concert',
				'klangwege-kirche',
				'3x2',
				bi('Das Kammerorchester in der Klosterkirche', 'The chamber orchestra in the abbey church'),
				PHOTO.olbrich,
			),
			contributors: ORCHESTRA,
			promoter: REGION_PARTNERS.klosterverein,
			sponsors: [REGION_PARTNERS.sparkasse],
			blog: ['unterwegs-kammerorchester'],
			related: ['klangwege-serenaden'],
			durationMinutes: 90,
			tickets: { kind: 'seats', groups: openSeating('26.00', '13.00') },
			dates: [{ day: cal.next(7, 14), time: '17:00' }],
		},
		{
			key: 'klangwege-serenaden',
			slug: bi('klangwege-serenaden-in-der-scheune', 'sound-paths-serenades-in-the-barn'),
			name: bi('Klangwege II: Serenaden in der Scheune', 'Sound Paths II: Serenades in the Barn'),
			subline: bi(
				'Bläsersolisten des Kammerorchesters Auental',
				'Wind soloists of the Auental Chamber Orchestra',
			),
			teaser: bi(
				'Mozart und Dvořák für Bläser, mit Brotzeit vom Hof.',
				'Mozart and Dvořák for winds, with a farmhouse supper.',
			),
			kind: 'concert',
			room: 'scheune',
			type: 'konzert',
			tags: ['kulturpass'],
			series: 'klangwege',
			genre: 'klassik',
			production: 'klangwege',
			description: bi(
				'<p>Serenaden waren Musik für draußen und für gesellige Abende. Zwölf Bläserinnen und Bläser spielen Mozarts „Gran Partita“ und Dvořáks Bläserserenade d-Moll. In der Pause serviert der Kulturverein eine Brotzeit mit Produkten vom Gut Erlenhof.</p>',
				'<p>Serenades were music for the outdoors and for convivial evenings. Twelve wind players perform Mozart’s "Gran Partita" and Dvořák’s Wind Serenade in D minor. During the interval, the cultural association serves a supper made with produce from the Erlenhof estate.</p>',
			),
			programs: [
				{
					title: 'Wolfgang Amadeus Mozart',
					text: bi(
						'Serenade B-Dur KV 361 „Gran Partita“',
						'Serenade in B flat major, K. 361, "Gran Partita"',
					),
				},
				{
					title: 'Antonín Dvořák',
					text: bi('Serenade d-Moll op. 44', 'Serenade in D minor, Op. 44'),
				},
			],
			image: pic(
				'concert',
				'kammerorchester-scheune',
				'3x2',
				bi('Bläser in der Kulturscheune', 'Wind players in the culture barn'),
				PHOTO.olbrich,
			),
			contributors: ORCHESTRA,
			promoter: REGION_PARTNERS.erlenhof,
			blog: ['ehrenamt-scheune'],
			related: ['klangwege-beethoven'],
			durationMinutes: 120,
			tickets: { kind: 'seats', groups: openSeating('28.00', '14.00') },
			dates: [{ day: cal.next(6, 42), time: '19:00' }],
		},
		{
			key: 'klangwege-beethoven',
			slug: bi('klangwege-beethoven-am-see', 'sound-paths-beethoven-by-the-lake'),
			name: bi('Klangwege III: Beethoven am See', 'Sound Paths III: Beethoven by the Lake'),
			subline: bi(
				'Kammerorchester Auental · Solistin: Ruth Kemmerer, Klavier',
				'Auental Chamber Orchestra · soloist: Ruth Kemmerer, piano',
			),
			teaser: bi(
				'Das vierte Klavierkonzert und die „Pastorale“ in der Stadthalle.',
				'The Fourth Piano Concerto and the "Pastoral" Symphony at the Civic Hall.',
			),
			kind: 'concert',
			room: 'stadthalle',
			type: 'konzert',
			tags: ['barrierefrei', 'kulturpass'],
			series: 'klangwege',
			genre: 'klassik',
			production: 'klangwege',
			description: bi(
				'<p>Für das größte Konzert der Tournee verstärkt sich das Kammerorchester auf 38 Musikerinnen und Musiker. Die Pianistin Ruth Kemmerer, aufgewachsen in Seewinkel, spielt Beethovens viertes Klavierkonzert. Nach der Pause folgt die „Pastorale“, Beethovens Liebeserklärung an die Landschaft.</p>',
				'<p>For the biggest concert of the tour, the chamber orchestra expands to 38 musicians. The pianist Ruth Kemmerer, who grew up in Seewinkel, plays Beethoven’s Fourth Piano Concerto. After the interval comes the "Pastoral", Beethoven’s declaration of love to the countryside.</p>',
			),
			programs: [
				{
					title: 'Ludwig van Beethoven',
					text: bi('Klavierkonzert Nr. 4 G-Dur op. 58', 'Piano Concerto No. 4 in G major, Op. 58'),
				},
				{
					title: 'Ludwig van Beethoven',
					text: bi(
						'Sinfonie Nr. 6 F-Dur op. 68 „Pastorale“',
						'Symphony No. 6 in F major, Op. 68, "Pastoral"',
					),
				},
			],
			image: pic(
				'concert',
				'stadthalle-saal',
				'3x2',
				bi(
					'Orchester und Flügel im Saal der Stadthalle',
					'Orchestra and grand piano in the Civic Hall',
				),
				PHOTO.feldhaus,
			),
			contributors: [...ORCHESTRA, { role: bi('Klavier', 'Piano'), name: 'Ruth Kemmerer' }],
			promoter: REGION_PARTNERS.seewinkel,
			sponsors: [REGION_PARTNERS.sparkasse, REGION_PARTNERS.stadtwerke],
			blog: ['interview-lindemann'],
			related: ['klangwege-fabrik'],
			durationMinutes: 120,
			tickets: { kind: 'seats', groups: hallSeats(['38.00', '19.00'], ['29.00', '14.50']) },
			dates: [{ day: cal.next(6, 84), time: '19:30', soldOut: [0] }],
		},
		{
			key: 'klangwege-fabrik',
			slug: bi('klangwege-neue-toene-in-der-fabrik', 'sound-paths-new-sounds-in-the-factory'),
			name: bi(
				'Klangwege IV: Neue Töne in der Fabrik',
				'Sound Paths IV: New Sounds in the Factory',
			),
			subline: bi(
				'Kammerorchester Auental · Leitung: Sophie Lindemann',
				'Auental Chamber Orchestra · directed by Sophie Lindemann',
			),
			teaser: bi(
				'Morton Feldman, Galina Ustwolskaja und eine Uraufführung zwischen Webstühlen.',
				'Morton Feldman, Galina Ustvolskaya and a world premiere among the looms.',
			),
			kind: 'concert',
			room: 'shedhalle',
			type: 'konzert',
			tags: ['kulturpass'],
			series: 'klangwege',
			genre: 'neue-musik',
			production: 'klangwege',
			description: bi(
				'<p>In der Shedhalle, wo bis 1971 die Webstühle ratterten, spielt das Kammerorchester Musik, die aus Wiederholung und Stille lebt. Zwischen Werken von Galina Ustwolskaja und Morton Feldman erklingt „Kettfaden“ von Lukas Ambrosi, ein Auftragswerk über die Geschichte der Fabrik.</p>',
				'<p>In the shed hall, where the looms clattered until 1971, the orchestra plays music built on repetition and silence. Between works by Galina Ustvolskaya and Morton Feldman comes "Warp Thread" by Lukas Ambrosi, a commission about the history of the factory.</p>',
			),
			image: pic(
				'concert',
				'orchester-shedhalle',
				'3x2',
				bi(
					'Orchester in der Shedhalle unter Sägezahndächern',
					'The orchestra in the shed hall beneath sawtooth roofs',
				),
				PHOTO.olbrich,
			),
			contributors: [...ORCHESTRA, { role: bi('Komposition', 'Composer'), name: 'Lukas Ambrosi' }],
			promoter: REGION_PARTNERS.kammerorchester,
			blog: ['tuchfabrik-geschichte'],
			durationMinutes: 80,
			tickets: { kind: 'seats', groups: openSeating('22.00', '11.00') },
			dates: [{ day: cal.next(5, 104), time: '20:00' }],
		},
		jazzNight(
			'jazz-brandt',
			'jazz-im-bahnhof-lisa-brandt-trio',
			'Lisa Brandt Trio',
			bi('Klaviertrio · Album-Release „Nachtzug“', 'Piano trio · album release "Night Train"'),
			bi(
				'Die Pianistin Lisa Brandt stellt mit ihrem Trio das neue Album „Nachtzug“ vor: lyrisch, verspielt und mit einem Hang zu Umwegen.',
				'Pianist Lisa Brandt and her trio present their new album "Night Train": lyrical, playful and fond of detours.',
			),
			'jazz-brandt-trio',
			cal.next(5, 5),
			[
				['Lisa Brandt', bi('Klavier', 'Piano')],
				['Malte Sievers', bi('Kontrabass', 'Double bass')],
				['Jonna Weigel', bi('Schlagzeug', 'Drums')],
			],
		),
		jazzNight(
			'jazz-bigband',
			'jazz-im-bahnhof-auental-big-band',
			'Auental Big Band',
			bi('17 Musikerinnen und Musiker, Swing bis Funk', '17 musicians, from swing to funk'),
			bi(
				'Die Auental Big Band feiert ihr 25-jähriges Bestehen mit Arrangements von Count Basie bis zu eigenen Stücken ihres Leiters Kasimir Wolff.',
				'The Auental Big Band celebrates its 25th anniversary with arrangements from Count Basie to original pieces by its leader Kasimir Wolff.',
			),
			'jazz-bigband',
			cal.next(5, 26),
			[
				['Kasimir Wolff', bi('Leitung', 'Director')],
				['Matteo Rinaldi', bi('Klavier', 'Piano')],
			],
		),
		jazzNight(
			'jazz-nordlicht',
			'jazz-im-bahnhof-nordlicht-duo',
			'Nordlicht Duo',
			bi('Stimme und Gitarre', 'Voice and guitar'),
			bi(
				'Smilla Enge und Per Holmgren verbinden skandinavische Volkslieder mit Jazzstandards, reduziert auf Stimme und Gitarre.',
				'Smilla Enge and Per Holmgren combine Scandinavian folk songs with jazz standards, pared down to voice and guitar.',
			),
			'jazz-nordlicht-duo',
			cal.next(5, 47),
			[
				['Smilla Enge', bi('Gesang', 'Vocals')],
				['Per Holmgren', bi('Gitarre', 'Guitar')],
			],
		),
		jazzNight(
			'jazz-rinaldi',
			'jazz-im-bahnhof-matteo-rinaldi-quartett',
			'Matteo Rinaldi Quartett',
			bi('Hommage an die Pianisten des Cool Jazz', 'A tribute to the pianists of cool jazz'),
			bi(
				'Matteo Rinaldi, Pianist und künstlerischer Leiter der Reihe, spielt mit seinem Quartett Stücke, die ihn geprägt haben, und eigene Kompositionen.',
				'Matteo Rinaldi, pianist and artistic director of the series, plays pieces that shaped him and his own compositions with his quartet.',
			),
			'jazz-rinaldi-quartett',
			cal.next(5, 89),
			[
				['Matteo Rinaldi', bi('Klavier', 'Piano')],
				['Eva Lindqvist-Hahn', bi('Saxofon', 'Saxophone')],
			],
		),
		{
			key: 'jam-session',
			slug: bi('jam-session', 'jam-session'),
			name: bi('Jam Session im Kulturbahnhof', 'Jam session at the Kulturbahnhof'),
			subline: bi('Offene Bühne, Eintritt frei', 'Open stage, free admission'),
			teaser: bi(
				'Instrument mitbringen und mitspielen. Die Hausband legt los, danach gehört die Bühne allen.',
				'Bring your instrument and join in. The house band kicks off, then the stage is open to all.',
			),
			kind: 'concert',
			room: 'bahnhof',
			type: 'konzert',
			tags: ['frei'],
			series: 'jazz',
			genre: 'jazz',
			description: bi(
				'<p>Jeden Monat eröffnet die Hausband um Matteo Rinaldi mit einem kurzen Set, danach ist die Bühne offen. Ob Profi, Studentin oder Hobbymusiker: Wer spielen möchte, trägt sich an der Bar in die Liste ein. Ein Flügel, ein Schlagzeug und Verstärker stehen bereit.</p>',
				'<p>Every month, Matteo Rinaldi’s house band opens with a short set, and then the stage is open. Whether professional, student or amateur: anyone who wants to play signs up at the bar. A grand piano, drum kit and amplifiers are provided.</p>',
			),
			image: pic(
				'concert',
				'jam-session-buehne',
				'3x2',
				bi('Musikerinnen und Musiker bei der Jam Session', 'Musicians at the jam session'),
				PHOTO.feldhaus,
			),
			contributors: [
				{ role: bi('Hausband', 'House band'), name: 'Matteo Rinaldi', person: 'rinaldi' },
			],
			promoter: REGION_PARTNERS.jazzclub,
			related: ['jazz-brandt'],
			durationMinutes: 180,
			tickets: { kind: 'open' },
			dates: cal.weekly(3, 10, 118, 4).map((day) => ({ day, time: '20:00' })),
		},
		{
			key: 'kinderkonzert',
			slug: bi('familienkonzert-karneval-der-tiere', 'family-concert-carnival-of-the-animals'),
			name: bi(
				'Familienkonzert: Der Karneval der Tiere',
				'Family concert: The Carnival of the Animals',
			),
			subline: bi('Für alle ab 4 Jahren', 'For everyone aged 4 and over'),
			teaser: bi(
				'Löwen, Schildkröten und ein Schwan: Saint-Saëns’ Tierparade mit Erzählerin.',
				'Lions, tortoises and a swan: Saint-Saëns’s animal parade with a narrator.',
			),
			kind: 'concert',
			room: 'stadthalle',
			type: 'familie',
			tags: ['familien', 'barrierefrei'],
			genre: 'klassik',
			description: bi(
				'<p>Camille Saint-Saëns schrieb den „Karneval der Tiere“ als musikalischen Spaß für Freunde. Die Schauspielerin Brigitte Ahlers erzählt, das Kammerorchester spielt, und die Kinder dürfen vorher im Foyer die Instrumente ausprobieren.</p>',
				'<p>Camille Saint-Saëns wrote "The Carnival of the Animals" as a musical joke for friends. Actress Brigitte Ahlers narrates, the chamber orchestra plays, and beforehand children can try out the instruments in the foyer.</p>',
			),
			image: pic(
				'poster',
				'karneval-der-tiere',
				'3x2',
				bi(
					'Illustration mit tanzenden Tieren und Instrumenten',
					'Illustration of dancing animals and instruments',
				),
				PHOTO.olbrich,
			),
			contributors: [
				{ role: bi('Erzählerin', 'Narrator'), name: 'Brigitte Ahlers', person: 'ahlers' },
				{ role: bi('Leitung', 'Director'), name: 'Sophie Lindemann', person: 'lindemann' },
			],
			promoter: REGION_PARTNERS.seewinkel,
			sponsors: [REGION_PARTNERS.stadtwerke],
			related: ['kater'],
			durationMinutes: 60,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Saal', 'Hall'),
						prices: [
							['full', '12.00'],
							['child', '6.00'],
							['family', '30.00'],
						],
					},
				],
			},
			dates: [{ day: cal.next(7, 30), time: '11:00' }],
		},
		{
			key: 'lichtungen-eroeffnung',
			slug: bi('lichtungen-eroeffnungskonzert', 'lichtungen-opening-concert'),
			name: bi('Lichtungen: Eröffnungskonzert', 'Lichtungen: Opening concert'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi(
				'Ensemble Ahornholz · Texte von Marlene Oswald',
				'Ensemble Ahornholz · texts by Marlene Oswald',
			),
			teaser: bi(
				'Drei Uraufführungen zu Gedichten über Wald und Licht.',
				'Three world premieres setting poems about forests and light.',
			),
			kind: 'concert',
			room: 'klosterkirche',
			type: 'festival',
			tags: ['premiere', 'tipp'],
			genre: 'neue-musik',
			production: 'lichtungen',
			description: bi(
				'<p>Zur Eröffnung des Festivals erklingen drei neue Werke auf Gedichte von Marlene Oswald. Das Ensemble Ahornholz spielt in der Klosterkirche, die Dichterin liest zwischen den Stücken. Im Anschluss lädt das Festival zum Empfang im Kreuzgang ein.</p>',
				'<p>The festival opens with three new works setting poems by Marlene Oswald. Ensemble Ahornholz performs in the abbey church, and the poet reads between the pieces. Afterwards, the festival invites everyone to a reception in the cloister.</p>',
			),
			image: pic(
				'concert',
				'lichtungen-ensemble',
				'3x2',
				bi(
					'Ensemble für Neue Musik in der Klosterkirche',
					'A contemporary music ensemble in the abbey church',
				),
				PHOTO.feldhaus,
			),
			videoUrl: 'https://vimeo.com/905118224',
			contributors: [
				{ role: bi('Texte', 'Texts'), name: 'Marlene Oswald' },
				{
					role: bi('Künstlerische Leitung', 'Artistic director'),
					name: 'Miriam Albrecht',
					person: 'albrecht',
				},
			],
			promoter: REGION_PARTNERS.literatur,
			sponsors: [REGION_PARTNERS.kulturfonds, REGION_PARTNERS.radio],
			blog: ['festivalprogramm'],
			children: [
				'lichtungen-lesenacht',
				'lichtungen-klangwald',
				'lichtungen-werkstatt',
				'lichtungen-strom',
				'lichtungen-abschluss',
			],
			durationMinutes: 100,
			tickets: { kind: 'seats', groups: openSeating('22.00', '12.00') },
			dates: [{ day: cal.day(55), time: '19:30' }],
		},
		{
			key: 'lichtungen-abschluss',
			slug: bi('lichtungen-abschlusskonzert', 'lichtungen-closing-concert'),
			name: bi('Lichtungen: Abschlusskonzert', 'Lichtungen: Closing concert'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi(
				'Kammerorchester Auental · Sechs Uraufführungen',
				'Auental Chamber Orchestra · six world premieres',
			),
			teaser: bi(
				'Alle sechs Auftragswerke des Festivals an einem Abend.',
				'All six festival commissions in one evening.',
			),
			kind: 'concert',
			room: 'stadthalle',
			type: 'festival',
			tags: ['premiere'],
			series: 'klangwege',
			genre: 'neue-musik',
			production: 'lichtungen',
			description: bi(
				'<p>Zum Abschluss des Festivals spielt das Kammerorchester Auental alle sechs Kompositionsaufträge. Die Komponistinnen und Komponisten stellen ihre Stücke im Gespräch mit Sophie Lindemann vor.</p>',
				'<p>To close the festival, the Auental Chamber Orchestra plays all six commissioned works. The composers introduce their pieces in conversation with Sophie Lindemann.</p>',
			),
			image: pic(
				'concert',
				'lichtungen-abschluss',
				'3x2',
				bi('Applaus nach dem Abschlusskonzert', 'Applause after the closing concert'),
				PHOTO.feldhaus,
			),
			contributors: ORCHESTRA,
			promoter: REGION_PARTNERS.kammerorchester,
			sponsors: [REGION_PARTNERS.kulturfonds],
			related: ['lichtungen-eroeffnung'],
			durationMinutes: 120,
			tickets: { kind: 'seats', groups: hallSeats(['28.00', '14.00'], ['20.00', '10.00']) },
			dates: [{ day: cal.day(64), time: '18:00' }],
		},
		{
			key: 'lichtungen-strom',
			slug: bi('lichtungen-wort-und-strom', 'lichtungen-words-and-current'),
			name: bi('Lichtungen: Wort und Strom', 'Lichtungen: Words and Current'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi('Elektronik trifft Lyrik', 'Electronics meet poetry'),
			teaser: bi(
				'Drei Lyrikerinnen, zwei Modularsynthesizer und eine lange Nacht im Bahnhof.',
				'Three poets, two modular synthesisers and a long night at the station.',
			),
			kind: 'concert',
			room: 'bahnhof',
			type: 'festival',
			tags: ['kulturpass'],
			genre: 'spoken-word',
			production: 'lichtungen',
			description: bi(
				'<p>Im Kulturbahnhof wird es laut: Drei Lyrikerinnen lesen ihre Texte, das Duo Tiefgang verwandelt ihre Stimmen live in elektronische Klanglandschaften. Danach legt DJ Auenrauschen bis 1 Uhr auf.</p>',
				'<p>Things get loud at the Kulturbahnhof: three poets read their texts while the duo Tiefgang transforms their voices live into electronic soundscapes. Afterwards DJ Auenrauschen plays until 1 am.</p>',
			),
			image: pic(
				'concert',
				'wort-und-strom',
				'3x2',
				bi(
					'Lyrikerin am Mikrofon vor Synthesizern',
					'A poet at the microphone in front of synthesisers',
				),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Elektronik', 'Electronics'), name: 'Duo Tiefgang' }],
			promoter: REGION_PARTNERS.jazzclub,
			related: ['slam'],
			durationMinutes: 180,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Stehplatz', 'Standing'),
						prices: [
							['full', '14.00'],
							['reduced', '8.00'],
							['pass', '5.00'],
						],
					},
				],
			},
			dates: [{ day: cal.day(61), time: '21:00' }],
		},
	];
}
