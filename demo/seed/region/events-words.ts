import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi, type BiText } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { REGION_PARTNERS } from './partners.ts';
import { openSeating } from './seating.ts';

/** One reading of 'Literatur im Kornspeicher'. */
function reading(
	key: string,
	slug: BiText,
	author: string,
	title: BiText,
	line: BiText,
	text: BiText,
	seed: string,
	day: string,
): EventDef {
	return {
		key,
		slug,
		name: bi(`${author}: ${title.de}`, `${author}: ${title.en}`),
		preline: bi('Literatur im Kornspeicher', 'Literature in the Granary'),
		subline: line,
		teaser: line,
		kind: 'performance',
		room: 'lesesaal',
		type: 'lesung',
		tags: ['kulturpass'],
		series: 'kornspeicher',
		genre: 'literatur',
		description: text,
		importantInfo: bi(
			'<p>Die Buchhandlung am Kornmarkt ist mit einem Büchertisch vor Ort. Das Café hat ab 18:30 Uhr geöffnet.</p>',
			'<p>The Kornmarkt bookshop will have a book stall on site. The café opens at 6.30 pm.</p>',
		),
		image: pic(
			'portrait',
			seed,
			'4x5',
			bi(`Porträt von ${author}`, `Portrait of ${author}`),
			PHOTO.feldhaus,
		),
		contributors: [{ role: bi('Lesung', 'Reading'), name: author }],
		promoter: REGION_PARTNERS.literatur,
		related: ['schreibwerkstatt'],
		durationMinutes: 90,
		tickets: { kind: 'seats', groups: openSeating('12.00', '8.00') },
		dates: [{ day, time: '19:30' }],
	};
}

/** One evening of 'Kabarett in der Scheune'. */
function cabaret(
	key: string,
	slug: string,
	artist: string,
	show: string,
	text: BiText,
	seed: string,
	day: string,
): EventDef {
	return {
		key,
		slug,
		name: bi(`${artist}: „${show}“`, `${artist}: "${show}"`),
		subline: bi('Kabarett in der Scheune', 'Cabaret in the Barn'),
		teaser: text,
		kind: 'performance',
		room: 'scheune',
		type: 'kabarett',
		tags: [],
		series: 'scheune',
		genre: 'kabarett',
		description: bi(
			`<p>${text.de}</p><p>Einlass und Bewirtung ab 19 Uhr. Freie Platzwahl an Tischen.</p>`,
			`<p>${text.en}</p><p>Doors and bar open at 7 pm. Unreserved seating at tables.</p>`,
		),
		image: pic(
			'stage',
			seed,
			'3x2',
			bi(`${artist} auf der Bühne der Kulturscheune`, `${artist} on stage at the culture barn`),
			PHOTO.olbrich,
		),
		contributors: [{ role: bi('Kabarett', 'Cabaret'), name: artist }],
		promoter: REGION_PARTNERS.erlenhof,
		sponsors: [REGION_PARTNERS.brauerei],
		blog: ['ehrenamt-scheune'],
		durationMinutes: 130,
		tickets: {
			kind: 'seats',
			groups: [
				{
					name: bi('Tischplatz', 'Table seat'),
					prices: [
						['full', '24.00'],
						['reduced', '19.00'],
					],
				},
			],
		},
		dates: [{ day, time: '20:00' }],
	};
}

/** Readings, writing workshops, slams and cabaret. */
export function wordEvents(cal: Calendar): EventDef[] {
	return [
		reading(
			'lesung-brueck',
			bi(
				'elena-brueck-der-sommer-in-dem-die-muehle-brannte',
				'elena-brueck-the-summer-the-mill-burned',
			),
			'Elena Brück',
			bi('„Der Sommer, in dem die Mühle brannte“', '"The Summer the Mill Burned"'),
			bi('Lesung und Gespräch mit der Autorin', 'Reading and conversation with the author'),
			bi(
				'<p>Ein Dorf im Sommer 1976, ein Brand, den niemand gelegt haben will, und zwei Schwestern, die fünfzig Jahre später darüber sprechen müssen. Elena Brücks zweiter Roman ist ein leises, genaues Buch über Schuld und Schweigen auf dem Land. Moderation: Dr. Katharina Wendt.</p>',
				'<p>A village in the summer of 1976, a fire that nobody admits to starting, and two sisters who must talk about it fifty years later. Elena Brück’s second novel is a quiet, precise book about guilt and silence in the countryside. Moderated by Dr Katharina Wendt.</p>',
			),
			'elena-brueck',
			cal.next(4, 8),
		),
		reading(
			'lesung-aziz',
			bi('karim-aziz-zwischen-den-gleisen', 'karim-aziz-between-the-tracks'),
			'Karim Aziz',
			bi('„Zwischen den Gleisen“', '"Between the Tracks"'),
			bi(
				'Debütroman über eine Kindheit am Rangierbahnhof',
				'Debut novel about a childhood by the marshalling yard',
			),
			bi(
				'<p>Karim Aziz erzählt von einem Jungen, der in einer Werkswohnung am Rangierbahnhof aufwächst und die Welt in Fahrplänen ordnet. Ein Debüt voller Witz und Wärme, das die Jury des Auentaler Literaturpreises „die Entdeckung des Jahres“ nannte.</p>',
				'<p>Karim Aziz tells the story of a boy who grows up in a railway workers’ flat by the marshalling yard and orders the world in timetables. A debut full of wit and warmth that the jury of the Auental Literature Prize called "the discovery of the year".</p>',
			),
			'karim-aziz',
			cal.next(4, 29),
		),
		reading(
			'lesung-oswald',
			bi('marlene-oswald-vogelzug', 'marlene-oswald-migration'),
			'Marlene Oswald',
			bi('„Vogelzug“', '"Migration"'),
			bi('Gedichte, mit Klarinette von Ida Renner', 'Poems, with clarinet by Ida Renner'),
			bi(
				'<p>In ihrem neuen Gedichtband folgt Marlene Oswald den Zugvögeln vom Auental bis an die Küste Westafrikas. Die Klarinettistin Ida Renner antwortet mit Improvisationen.</p>',
				'<p>In her new collection, Marlene Oswald follows migratory birds from the Auental to the coast of West Africa. Clarinettist Ida Renner responds with improvisations.</p>',
			),
			'marlene-oswald',
			cal.next(4, 71),
		),
		reading(
			'lesung-debuets',
			bi('debuets-im-gespraech', 'debuts-in-conversation'),
			'Drei Debüts',
			bi('Neue Stimmen im Gespräch', 'New Voices in Conversation'),
			bi('Drei Erstlingswerke, ein Abend', 'Three first books, one evening'),
			bi(
				'<p>Drei Autorinnen und Autoren, deren erste Bücher in diesem Jahr erschienen sind, lesen und sprechen über das Schreiben, das Veröffentlichen und das, was danach kommt. Ein Abend in Kooperation mit der Schreibwerkstatt des Literaturhauses.</p>',
				'<p>Three writers whose first books came out this year read and talk about writing, publishing and what comes afterwards. An evening in cooperation with the literature house’s writing workshop.</p>',
			),
			'debuets-podium',
			cal.next(4, 92),
		),
		{
			key: 'schreibwerkstatt',
			slug: bi('schreibwerkstatt-erzaehlen-vom-ort', 'writing-workshop-stories-of-place'),
			name: bi('Schreibwerkstatt: Erzählen vom Ort', 'Writing workshop: Stories of place'),
			subline: bi('Mit der Autorin Elena Brück', 'With the author Elena Brück'),
			teaser: bi(
				'Ein Samstag lang schreiben über Orte, die uns geprägt haben.',
				'A Saturday spent writing about places that have shaped us.',
			),
			kind: 'workshop',
			room: 'lesesaal',
			type: 'workshop',
			tags: [],
			series: 'kornspeicher',
			genre: 'literatur',
			description: bi(
				'<p>Ein Küchentisch, eine Bushaltestelle, ein Fluss: In dieser Werkstatt schreiben Sie über einen Ort, der Ihnen etwas bedeutet. Elena Brück gibt Impulse, liest mit und gibt Rückmeldung. Für Anfängerinnen und Fortgeschrittene, höchstens zwölf Teilnehmende.</p>',
				'<p>A kitchen table, a bus stop, a river: in this workshop you write about a place that matters to you. Elena Brück provides prompts, reads along and gives feedback. For beginners and experienced writers, maximum twelve participants.</p>',
			),
			importantInfo: bi(
				'<p>Bitte Schreibzeug mitbringen. Mittagessen im Café ist im Preis enthalten.</p>',
				'<p>Please bring something to write with. Lunch in the café is included.</p>',
			),
			image: pic(
				'hall',
				'schreibwerkstatt-tisch',
				'3x2',
				bi('Teilnehmende schreiben an einem langen Tisch', 'Participants writing at a long table'),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Leitung', 'Led by'), name: 'Elena Brück' }],
			promoter: REGION_PARTNERS.literatur,
			related: ['lesung-brueck'],
			durationMinutes: 360,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Werkstattplatz', 'Workshop place'),
						prices: [
							['full', '25.00'],
							['reduced', '15.00'],
						],
					},
				],
			},
			dates: [cal.next(6, 20), cal.next(6, 48), cal.next(6, 76)].map((day) => ({
				day,
				time: '10:00',
			})),
		},
		{
			key: 'slam',
			slug: 'poetry-slam-auental',
			name: bi('Poetry Slam Auental', 'Auental Poetry Slam'),
			subline: bi(
				'Sechs Poetinnen und Poeten, ein Publikum als Jury',
				'Six poets, the audience as jury',
			),
			teaser: bi(
				'Fünf Minuten, eigene Texte, keine Requisiten: Das Publikum entscheidet.',
				'Five minutes, original texts, no props: the audience decides.',
			),
			kind: 'performance',
			room: 'bahnhof',
			type: 'lesung',
			tags: ['kulturpass'],
			genre: 'spoken-word',
			description: bi(
				'<p>Der Poetry Slam im Kulturbahnhof ist seit Jahren einer der vollsten Abende der Region. Sechs Slammerinnen und Slammer treten an, das Publikum vergibt Punkte. Moderiert von Tobias Nkemelu aus dem Schauspielensemble.</p>',
				'<p>The poetry slam at the Kulturbahnhof has been one of the region’s busiest evenings for years. Six poets compete and the audience awards points. Hosted by Tobias Nkemelu from the acting company.</p>',
			),
			image: pic(
				'stage',
				'poetry-slam-mikrofon',
				'3x2',
				bi(
					'Slammerin am Mikrofon im Kulturbahnhof',
					'A slam poet at the microphone in the Kulturbahnhof',
				),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Moderation', 'Host'), name: 'Tobias Nkemelu', person: 'nkemelu' }],
			promoter: REGION_PARTNERS.jazzclub,
			sponsors: [REGION_PARTNERS.radio],
			related: ['lichtungen-strom'],
			durationMinutes: 150,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Stehplatz', 'Standing'),
						prices: [
							['full', '9.00'],
							['reduced', '6.00'],
						],
					},
				],
			},
			dates: [cal.next(6, 19), cal.next(6, 61), cal.next(6, 103)].map((day) => ({
				day,
				time: '20:00',
			})),
		},
		cabaret(
			'kabarett-fink',
			'johanna-fink-alles-bleibt-anders',
			'Johanna Fink',
			'Alles bleibt anders',
			bi(
				'Johanna Fink seziert in ihrem neuen Programm den Alltag zwischen Elternabend, Pendlerzug und Gemeinderat, böse, warmherzig und mit Klavier.',
				'In her new show, Johanna Fink dissects everyday life between parents’ evenings, commuter trains and the parish council: wicked, warm-hearted and with piano.',
			),
			'kabarett-johanna-fink',
			cal.next(6, 27),
		),
		cabaret(
			'kabarett-feldwebels',
			'die-feldwebels-marschmusik-verboten',
			'Die Feldwebels',
			'Marschmusik verboten',
			bi(
				'Das Musikkabarett-Trio aus Hohenbruck spielt sich mit Tuba, Akkordeon und Ukulele durch die Abgründe der Blasmusik.',
				'The musical cabaret trio from Hohenbruck plays its way through the depths of brass band music on tuba, accordion and ukulele.',
			),
			'kabarett-feldwebels',
			cal.next(6, 55),
		),
		cabaret(
			'kabarett-steinmetz',
			'olaf-steinmetz-heimatkunde',
			'Olaf Steinmetz',
			'Heimatkunde',
			bi(
				'Olaf Steinmetz erklärt das Auental: Wer hier wen grüßt, warum der Bus nie kommt und weshalb man Zugezogene erst nach drei Generationen duzt.',
				'Olaf Steinmetz explains the Auental: who greets whom, why the bus never comes and why newcomers are only addressed informally after three generations.',
			),
			'kabarett-olaf-steinmetz',
			cal.next(6, 97),
		),
		{
			key: 'lichtungen-lesenacht',
			slug: bi('lichtungen-lange-lesenacht', 'lichtungen-long-night-of-readings'),
			name: bi('Lichtungen: Lange Lesenacht', 'Lichtungen: Long night of readings'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi('Sechs Stimmen, sechs Landschaften', 'Six voices, six landscapes'),
			teaser: bi(
				'Von 19 Uhr bis Mitternacht: Lesungen im Stundentakt, dazwischen Suppe und Musik.',
				'From 7 pm to midnight: readings every hour, with soup and music in between.',
			),
			kind: 'performance',
			room: 'lesesaal',
			type: 'festival',
			tags: ['tipp'],
			genre: 'literatur',
			production: 'lichtungen',
			description: bi(
				'<p>Sechs Autorinnen und Autoren lesen Texte über Landschaften im Wandel, vom Braunkohlerevier bis zum Wattenmeer. Zwischen den Lesungen spielt die Cellistin Hanna Oyelaran, im Café gibt es Suppe und Brot.</p>',
				'<p>Six writers read texts about changing landscapes, from lignite mining areas to the Wadden Sea. Between readings the cellist Hanna Oyelaran plays, and the café serves soup and bread.</p>',
			),
			image: pic(
				'hall',
				'lesenacht-kerzen',
				'3x2',
				bi(
					'Der Lesesaal bei Kerzenlicht während der Lesenacht',
					'The reading room by candlelight during the long night',
				),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Musik', 'Music'), name: 'Hanna Oyelaran', person: 'oyelaran' }],
			promoter: REGION_PARTNERS.literatur,
			blog: ['festivalprogramm'],
			related: ['lichtungen-eroeffnung'],
			durationMinutes: 300,
			tickets: { kind: 'seats', groups: openSeating('15.00', '8.00') },
			dates: [{ day: cal.day(57), time: '19:00' }],
		},
		{
			key: 'lichtungen-klangwald',
			slug: bi('lichtungen-klangwald', 'lichtungen-sound-forest'),
			name: bi('Lichtungen: Klangwald', 'Lichtungen: Sound Forest'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi('Installation und Künstlergespräch', 'Installation and artist talk'),
			teaser: bi(
				'Eine begehbare Klanginstallation aus Feldaufnahmen des Auentaler Waldes. Eintritt frei.',
				'A walk-in sound installation made from field recordings in the Auental forest. Free admission.',
			),
			kind: 'exhibition',
			room: 'shedhalle',
			type: 'festival',
			tags: ['frei', 'barrierefrei'],
			genre: 'neue-musik',
			production: 'lichtungen',
			description: bi(
				'<p>Ein Jahr lang hat die Klangkünstlerin Ronja Steil an zwölf Orten im Auentaler Wald Mikrofone aufgestellt. In der Shedhalle wird daraus ein Wald aus Lautsprechern, durch den man hindurchgehen kann. Um 16 Uhr spricht die Künstlerin über ihre Arbeit.</p>',
				'<p>For a year, the sound artist Ronja Steil placed microphones at twelve spots in the Auental forest. In the shed hall, the recordings become a forest of loudspeakers that visitors can walk through. At 4 pm the artist talks about her work.</p>',
			),
			image: pic(
				'landscape',
				'lichtungen-wald',
				'3x2',
				bi('Lichtung im Auentaler Wald', 'A clearing in the Auental forest'),
				PHOTO.ebner,
			),
			contributors: [{ role: bi('Klangkunst', 'Sound art'), name: 'Ronja Steil' }],
			promoter: REGION_PARTNERS.tuchfabrik,
			durationMinutes: 120,
			tickets: { kind: 'open' },
			dates: [{ day: cal.day(58), time: '16:00' }],
		},
		{
			key: 'lichtungen-werkstatt',
			slug: bi('lichtungen-komponieren-mit-worten', 'lichtungen-composing-with-words'),
			name: bi('Lichtungen: Komponieren mit Worten', 'Lichtungen: Composing with words'),
			preline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi('Workshop für alle ab 12', 'Workshop for everyone aged 12+'),
			teaser: bi(
				'Aus einem Gedicht wird ein Stück für Stimmen: ein Vormittag zum Mitmachen.',
				'Turning a poem into a piece for voices: a hands-on morning.',
			),
			kind: 'workshop',
			room: 'lesesaal',
			type: 'workshop',
			tags: ['familien'],
			genre: 'neue-musik',
			production: 'lichtungen',
			description: bi(
				'<p>Wie klingt ein Gedicht, wenn man es in Silben zerlegt, flüstert, wiederholt und übereinanderlegt? Gemeinsam mit Musikerinnen des Ensembles Ahornholz erfinden die Teilnehmenden ein kurzes Stück, das am Ende des Vormittags aufgeführt wird. Keine Notenkenntnisse nötig.</p>',
				'<p>What does a poem sound like when you break it into syllables, whisper it, repeat it and layer it? With musicians from Ensemble Ahornholz, participants invent a short piece that is performed at the end of the morning. No need to read music.</p>',
			),
			image: pic(
				'concert',
				'werkstatt-stimmen',
				'3x2',
				bi(
					'Jugendliche und Musikerinnen bei einer Stimmübung',
					'Teenagers and musicians doing a vocal exercise',
				),
				PHOTO.feldhaus,
			),
			contributors: [{ role: bi('Leitung', 'Led by'), name: 'Ensemble Ahornholz' }],
			promoter: REGION_PARTNERS.literatur,
			durationMinutes: 180,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Teilnahme', 'Place'),
						prices: [
							['full', '10.00'],
							['child', '5.00'],
						],
					},
				],
			},
			dates: [{ day: cal.day(59), time: '11:00' }],
		},
	];
}
