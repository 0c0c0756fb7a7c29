import type { VenueDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** The venues of the culture network across the Auental. */
export const REGION_VENUES: VenueDef[] = [
	{
		key: 'stadttheater',
		id: 11,
		slug: bi('stadttheater-auenstadt', 'auenstadt-municipal-theatre'),
		name: bi('Stadttheater Auenstadt', 'Auenstadt Municipal Theatre'),
		address: { street: 'Theaterplatz 1', zip: '97412', city: 'Auenstadt' },
		geo: { lat: 50.0512, lng: 10.2334 },
		teaser: bi(
			'Das Jugendstiltheater von 1908 mit Großem Haus (540 Plätze) und Studiobühne (120 Plätze).',
			'The 1908 Art Nouveau theatre with its main stage (540 seats) and studio (120 seats).',
		),
		description: bi(
			'<p>Das Stadttheater Auenstadt wurde 1908 nach Plänen des Architekten Hermann Lenzberg eröffnet. Nach einer umfassenden Sanierung spielen hier seit 2016 das eigene Schauspielensemble und Gastspiele aus ganz Deutschland. Die Studiobühne im ehemaligen Malersaal ist der Ort für Uraufführungen und junges Theater.</p>',
			'<p>Auenstadt Municipal Theatre opened in 1908 to designs by the architect Hermann Lenzberg. Following extensive renovation, it has been home since 2016 to its own acting company and to guest productions from all over Germany. The studio stage in the former scene-painting workshop is the place for world premieres and young theatre.</p>',
		),
		accessibility: bi(
			'<p>Das Große Haus ist über den Seiteneingang in der Schillerstraße stufenlos erreichbar; im Parkett gibt es sechs Rollstuhlplätze. Eine induktive Höranlage ist in allen Reihen verfügbar. Ausgewählte Vorstellungen bieten wir mit Audiodeskription an.</p>',
			'<p>The main auditorium has step-free access via the side entrance on Schillerstraße; there are six wheelchair spaces in the stalls. An induction loop covers all rows. Selected performances are offered with audio description.</p>',
		),
		openingHours: hoursToday([open('10:00', '18:00')]),
		image: pic(
			'stage',
			'stadttheater-zuschauerraum',
			'3x2',
			bi(
				'Der rote Zuschauerraum des Stadttheaters mit Blick zur Bühne',
				'The red auditorium of the theatre looking towards the stage',
			),
			PHOTO.remmers,
		),
	},
	{
		key: 'kulturbahnhof',
		id: 12,
		slug: 'kulturbahnhof-weidenfeld',
		name: bi('Kulturbahnhof Weidenfeld', 'Kulturbahnhof Weidenfeld'),
		address: { street: 'Bahnhofstraße 24', zip: '97437', city: 'Weidenfeld' },
		geo: { lat: 50.0127, lng: 10.3118 },
		teaser: bi(
			'Jazz, Slam und Tanz im ehemaligen Güterschuppen, mit Bar auf dem alten Bahnsteig.',
			'Jazz, slams and dance in the former goods shed, with a bar on the old platform.',
		),
		description: bi(
			'<p>Als die Bahn 1994 den Güterverkehr in Weidenfeld einstellte, übernahm der Jazzclub den Schuppen, zunächst für ein Wochenende. Heute ist der Kulturbahnhof mit bis zu 250 Gästen eine der lebendigsten Bühnen der Region: Jazz im Bahnhof, Poetry Slams und Gastspiele der freien Tanzszene.</p>',
			'<p>When the railway stopped freight traffic in Weidenfeld in 1994, the jazz club took over the goods shed, initially for just one weekend. Today the Kulturbahnhof, holding up to 250 guests, is one of the liveliest stages in the region: Jazz at the Station, poetry slams and guest performances by independent dance companies.</p>',
		),
		accessibility: bi(
			'<p>Halle und Bar sind ebenerdig. Eine barrierefreie Toilette befindet sich neben der Garderobe.</p>',
			'<p>The hall and bar are at ground level. An accessible toilet is next to the cloakroom.</p>',
		),
		openingHours: hoursToday([open('19:00', '23:59')]),
		image: pic(
			'concert',
			'kulturbahnhof-halle',
			'3x2',
			bi(
				'Jazzkonzert in der Halle des Kulturbahnhofs',
				'A jazz concert in the hall of the Kulturbahnhof',
			),
			PHOTO.feldhaus,
		),
	},
	{
		key: 'tuchfabrik',
		id: 13,
		slug: bi('alte-tuchfabrik', 'old-cloth-factory'),
		name: bi('Alte Tuchfabrik', 'Old Cloth Factory'),
		address: { street: 'Färbergasse 7', zip: '97412', city: 'Auenstadt' },
		geo: { lat: 50.0468, lng: 10.2259 },
		teaser: bi(
			'Kulturzentrum im Industriedenkmal: Shedhalle, Galerie und Werkstätten.',
			'Cultural centre in an industrial monument: shed hall, gallery and workshops.',
		),
		description: bi(
			'<p>Bis 1971 wurde in der Tuchfabrik Loden gewebt. Nach Jahren des Leerstands bauten Bürgerinnen und Bürger das Gebäude zum Kulturzentrum um. Die Shedhalle mit ihren Sägezahndächern ist Spielort für freies Theater und Ausstellungen; in den Werkstätten finden Kurse für alle Altersgruppen statt.</p>',
			'<p>Loden cloth was woven in the factory until 1971. After years of standing empty, local residents converted the building into a cultural centre. The shed hall with its sawtooth roofs hosts independent theatre and exhibitions; the workshops run courses for all ages.</p>',
		),
		accessibility: bi(
			'<p>Alle Räume im Erdgeschoss sind stufenlos erreichbar; die Galerie im ersten Stock über einen Aufzug.</p>',
			'<p>All ground-floor rooms are step-free; the first-floor gallery is served by a lift.</p>',
		),
		openingHours: hoursToday([open('14:00', '19:00')]),
		image: pic(
			'stage',
			'tuchfabrik-shedhalle',
			'3x2',
			bi(
				'Die Shedhalle der Alten Tuchfabrik mit Sägezahndach',
				'The shed hall of the Old Cloth Factory with its sawtooth roof',
			),
			PHOTO.olbrich,
		),
	},
	{
		key: 'klosterkirche',
		id: 14,
		slug: bi('klosterkirche-hohenbruck', 'hohenbruck-abbey-church'),
		name: bi('Klosterkirche St. Marien Hohenbruck', 'St Mary’s Abbey Church, Hohenbruck'),
		address: { street: 'Klosterhof 3', zip: '97461', city: 'Hohenbruck' },
		geo: { lat: 50.1183, lng: 10.1741 },
		teaser: bi(
			'Romanische Klosterkirche mit hervorragender Akustik und 380 Plätzen.',
			'Romanesque abbey church with outstanding acoustics and 380 seats.',
		),
		description: bi(
			'<p>Die Kirche des ehemaligen Zisterzienserinnenklosters wurde um 1230 geweiht. Ihr langer Nachhall macht sie zu einem besonderen Ort für Chormusik und Neue Musik. Der Förderverein Klosterkirche organisiert hier jedes Jahr die Konzerte der Reihe Klangwege.</p>',
			'<p>The church of the former Cistercian convent was consecrated around 1230. Its long reverberation makes it a special place for choral and contemporary music. Every year the Friends of the Abbey Church host the concerts of the Sound Paths series here.</p>',
		),
		accessibility: bi(
			'<p>Stufenloser Zugang über das Nordportal. Die Kirche ist nicht beheizt; wir verleihen Decken.</p>',
			'<p>Step-free access via the north portal. The church is unheated; we lend blankets.</p>',
		),
		openingHours: null,
		image: pic(
			'hall',
			'klosterkirche-langhaus',
			'4x5',
			bi('Das romanische Langhaus der Klosterkirche', 'The Romanesque nave of the abbey church'),
			PHOTO.olbrich,
		),
	},
	{
		key: 'literaturhaus',
		id: 15,
		slug: bi('literaturhaus-im-kornspeicher', 'literature-house-granary'),
		name: bi('Literaturhaus im Kornspeicher', 'Literature House in the Granary'),
		address: { street: 'Am Kornmarkt 5', zip: '97488', city: 'Lindach' },
		geo: { lat: 49.9884, lng: 10.4012 },
		teaser: bi(
			'Lesungen, Schreibwerkstätten und eine Bibliothek der Gegenwartsliteratur.',
			'Readings, writing workshops and a library of contemporary literature.',
		),
		description: bi(
			'<p>Im Kornspeicher von 1786 lagerte einst das Getreide der Stadt Lindach. Seit 2008 betreibt die Literaturgesellschaft Lindach hier ein Literaturhaus mit Lesesaal für 90 Gäste, einer Präsenzbibliothek und einem Café.</p>',
			'<p>The granary of 1786 once stored the town of Lindach’s grain. Since 2008 the Lindach Literary Society has run a literature house here, with a reading room for 90 guests, a reference library and a café.</p>',
		),
		accessibility: bi(
			'<p>Der Lesesaal im Erdgeschoss ist stufenlos erreichbar. Die Bibliothek im Obergeschoss ist nur über eine Treppe zugänglich.</p>',
			'<p>The ground-floor reading room is step-free. The upstairs library can only be reached by stairs.</p>',
		),
		openingHours: hoursToday([open('11:00', '18:00')]),
		image: pic(
			'hall',
			'kornspeicher-lesesaal',
			'3x2',
			bi(
				'Der Lesesaal im Kornspeicher mit Holzbalken',
				'The reading room in the granary with its timber beams',
			),
			PHOTO.feldhaus,
		),
	},
	{
		key: 'stadthalle',
		id: 16,
		slug: 'stadthalle-seewinkel',
		name: bi('Stadthalle Seewinkel', 'Seewinkel Civic Hall'),
		address: { street: 'Uferpromenade 2', zip: '97496', city: 'Seewinkel' },
		geo: { lat: 50.0831, lng: 10.4519 },
		teaser: bi(
			'Der große Konzertsaal der Region, direkt am See, mit 820 Plätzen.',
			'The region’s large concert hall, right by the lake, with 820 seats.',
		),
		description: bi(
			'<p>Die Stadthalle Seewinkel wurde 1974 eröffnet und 2021 akustisch erneuert. Ihr Saal bietet Platz für große Sinfoniekonzerte, Familienkonzerte und Kabarett. Vom Foyer reicht der Blick über den Seewinkeler See.</p>',
			'<p>Seewinkel Civic Hall opened in 1974 and had its acoustics renewed in 2021. Its auditorium accommodates large symphony concerts, family concerts and cabaret. The foyer looks out over Lake Seewinkel.</p>',
		),
		accessibility: bi(
			'<p>Vollständig barrierefrei, mit zwölf Rollstuhlplätzen, Höranlage und Behindertenparkplätzen am Haupteingang.</p>',
			'<p>Fully accessible, with twelve wheelchair spaces, an induction loop and disabled parking at the main entrance.</p>',
		),
		openingHours: hoursToday([open('09:00', '13:00')]),
		image: pic(
			'concert',
			'stadthalle-saal',
			'3x2',
			bi(
				'Der große Saal der Stadthalle während eines Konzerts',
				'The main hall of the Civic Hall during a concert',
			),
			PHOTO.feldhaus,
		),
	},
	{
		key: 'scheune',
		id: 17,
		slug: bi('kulturscheune-erlenhof', 'erlenhof-culture-barn'),
		name: bi('Kulturscheune Gut Erlenhof', 'Erlenhof Culture Barn'),
		address: { street: 'Erlenhof 1', zip: '97461', city: 'Hohenbruck-Erlenhof' },
		geo: { lat: 50.1309, lng: 10.1982 },
		teaser: bi(
			'Kabarett und Kammermusik in einer Fachwerkscheune, betrieben von Ehrenamtlichen.',
			'Cabaret and chamber music in a half-timbered barn, run by volunteers.',
		),
		description: bi(
			'<p>Die Scheune des Guts Erlenhof stammt aus dem Jahr 1823. Der Kulturverein Gut Erlenhof hat sie in zwölf Jahren ehrenamtlicher Arbeit zu einem Saal mit 160 Plätzen ausgebaut. Im Sommer wird im Innenhof gespielt.</p>',
			'<p>The barn on the Erlenhof estate dates from 1823. Over twelve years of volunteer work, the Gut Erlenhof Cultural Association has converted it into a hall with 160 seats. In summer, performances move into the courtyard.</p>',
		),
		accessibility: bi(
			'<p>Der Saal ist ebenerdig, der Hof gepflastert. Parkplätze befinden sich direkt am Gut.</p>',
			'<p>The hall is at ground level and the courtyard is paved. Parking is right next to the estate.</p>',
		),
		openingHours: null,
		image: pic(
			'stage',
			'kulturscheune-saal',
			'3x2',
			bi(
				'Bühne in der Fachwerkscheune Gut Erlenhof',
				'The stage in the half-timbered barn at Gut Erlenhof',
			),
			PHOTO.olbrich,
		),
	},
];
