import { addDays, type Calendar } from '../shared/dates.ts';
import type { ContributorDef, ProductionDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { REGION_PARTNERS } from './partners.ts';

const later = (a: string, b: string) => (a > b ? a : b);

/** Cast and team of 'Nathan der Weise' (also used by its performances). */
export const NATHAN_TEAM: ContributorDef[] = [
	{ role: bi('Regie', 'Director'), name: 'Clara Hofstetter' },
	{ role: bi('Bühne', 'Set design'), name: 'Ben Sattler' },
	{ role: bi('Kostüme', 'Costumes'), name: 'Ines Maurer' },
	{ role: bi('Dramaturgie', 'Dramaturgy'), name: 'Dr. Katharina Wendt', person: 'wendt' },
	{ role: 'Nathan', name: 'Reinhard Kaspari', person: 'kaspari' },
	{ role: 'Recha', name: 'Lena Vogtländer', person: 'vogtlaender' },
	{ role: 'Saladin', name: 'Tobias Nkemelu', person: 'nkemelu' },
	{ role: bi('Tempelherr', 'Templar'), name: 'Jonas Hartig', person: 'hartig' },
	{ role: 'Daja', name: 'Brigitte Ahlers', person: 'ahlers' },
];

/** Cast and team of 'Woyzeck'. */
export const WOYZECK_TEAM: ContributorDef[] = [
	{ role: bi('Regie', 'Director'), name: 'Jan-Ole Brinkmann' },
	{ role: bi('Bühne und Kostüme', 'Set and costumes'), name: 'Nele Ruppert' },
	{ role: bi('Dramaturgie', 'Dramaturgy'), name: 'Felix Ortmann', person: 'ortmann' },
	{ role: 'Woyzeck', name: 'Jonas Hartig', person: 'hartig' },
	{ role: 'Marie', name: 'Aylin Demirtaş', person: 'demirtas' },
	{ role: bi('Hauptmann', 'Captain'), name: 'Reinhard Kaspari', person: 'kaspari' },
];

/** Cast and team of 'Das Flussarchiv'. */
export const FLUSSARCHIV_TEAM: ContributorDef[] = [
	{ role: bi('Text', 'Text'), name: 'Leonie Marschall' },
	{ role: bi('Regie', 'Director'), name: 'Mira Castellano' },
	{ role: bi('Live-Musik', 'Live music'), name: 'Hanna Oyelaran', person: 'oyelaran' },
	{ role: bi('Dramaturgie', 'Dramaturgy'), name: 'Dr. Katharina Wendt', person: 'wendt' },
	{ role: bi('Mit', 'With'), name: 'Lena Vogtländer', person: 'vogtlaender' },
	{ role: bi('Mit', 'With'), name: 'Tobias Nkemelu', person: 'nkemelu' },
	{ role: bi('Mit', 'With'), name: 'Brigitte Ahlers', person: 'ahlers' },
];

/** Productions of the network across the current and the next season. */
export function regionProductions(cal: Calendar): ProductionDef[] {
	const seasonStart = cal.seasonStart(cal.seasonStartYear);
	const nextSeason = cal.seasonStart(cal.seasonStartYear + 1);
	return [
		{
			key: 'nathan',
			id: 101,
			slug: bi('nathan-der-weise', 'nathan-the-wise'),
			title: bi('Nathan der Weise', 'Nathan the Wise'),
			preline: bi('Schauspiel von Gotthold Ephraim Lessing', 'A play by Gotthold Ephraim Lessing'),
			subline: bi('Stadttheater Auenstadt, Großes Haus', 'Auenstadt Municipal Theatre, Main Stage'),
			teaser: bi(
				'Ein Vater, eine Tochter, ein Sultan und die Frage, welcher Ring der echte ist: Lessings Plädoyer für Toleranz in einer klaren, heutigen Inszenierung.',
				'A father, a daughter, a sultan and the question of which ring is genuine: Lessing’s plea for tolerance in a clear, contemporary staging.',
			),
			description: bi(
				'<p>Jerusalem zur Zeit der Kreuzzüge. Der jüdische Kaufmann Nathan kehrt von einer Reise zurück und erfährt, dass ein junger Tempelherr seine Tochter Recha aus dem Feuer gerettet hat. Als Sultan Saladin ihn fragt, welche Religion die wahre sei, antwortet Nathan mit einer Geschichte: der Ringparabel.</p><p>Regisseurin Clara Hofstetter erzählt Lessings Stück als Familiengeschichte, in der Herkunft erst erfunden und dann wieder verworfen wird. Ben Sattlers Bühne, ein drehbarer Raum aus hellem Holz, verwandelt sich vom Wohnhaus in den Palast und in den offenen Platz.</p>',
				'<p>Jerusalem at the time of the Crusades. The Jewish merchant Nathan returns from a journey to learn that a young Templar has rescued his daughter Recha from a fire. When Sultan Saladin asks him which religion is the true one, Nathan answers with a story: the parable of the three rings.</p><p>Director Clara Hofstetter tells Lessing’s play as a family story in which origins are first invented and then discarded. Ben Sattler’s set, a revolving room of pale wood, transforms from a family home into a palace and an open square.</p>',
			),
			season: 'current',
			exhibitionType: 'theater',
			tags: ['klassiker'],
			dateFrom: later(seasonStart, cal.day(-24)),
			dateTo: cal.day(150),
			image: pic(
				'stage',
				'nathan-ringparabel',
				'3x2',
				bi(
					'Nathan erzählt dem Sultan die Ringparabel',
					'Nathan tells the Sultan the parable of the rings',
				),
				PHOTO.remmers,
			),
			gallery: [
				pic(
					'stage',
					'nathan-recha',
					'3x2',
					bi(
						'Recha und der Tempelherr auf der Drehbühne',
						'Recha and the Templar on the revolving stage',
					),
					PHOTO.remmers,
				),
				pic(
					'stage',
					'nathan-saladin',
					'4x5',
					bi('Sultan Saladin im Palast', 'Sultan Saladin in his palace'),
					PHOTO.remmers,
				),
				pic(
					'stage',
					'nathan-schlussbild',
					'16x9',
					bi('Das Schlussbild mit dem ganzen Ensemble', 'The final scene with the whole company'),
					PHOTO.remmers,
				),
			],
			videoUrl: 'https://www.youtube.com/watch?v=k2Xc8RnV5dA',
			programs: [
				{
					title: bi('Dauer', 'Running time'),
					text: bi(
						'ca. 2 Stunden 40 Minuten, eine Pause',
						'approx. 2 hours 40 minutes, one interval',
					),
				},
				{
					title: bi('Einführung', 'Introduction'),
					text: bi('30 Minuten vor Beginn im Foyer', '30 minutes before the start in the foyer'),
				},
				{
					title: bi('Altersempfehlung', 'Age recommendation'),
					text: bi('ab 14 Jahren', '14 and over'),
				},
			],
			showTicketButton: true,
			blog: ['probenbesuch-nathan', 'interview-hofstetter', 'werkstaetten'],
			contributors: NATHAN_TEAM,
			promoter: REGION_PARTNERS.stadttheater,
		},
		{
			key: 'woyzeck',
			id: 102,
			slug: 'woyzeck',
			title: bi('Woyzeck', 'Woyzeck'),
			preline: bi('Schauspiel nach Georg Büchner', 'A play after Georg Büchner'),
			subline: bi('Stadttheater Auenstadt, Studiobühne', 'Auenstadt Municipal Theatre, Studio'),
			teaser: bi(
				'Ein Mann, der funktionieren muss, bis er zerbricht. Büchners Fragment auf der Studiobühne, 80 Minuten, ganz nah am Publikum.',
				'A man who has to function until he breaks. Büchner’s fragment in the studio: 80 minutes, very close to the audience.',
			),
			description: bi(
				'<p>Woyzeck rasiert den Hauptmann, lässt sich vom Doktor für Experimente bezahlen und verdient doch nie genug für Marie und das gemeinsame Kind. Als er erfährt, dass Marie sich mit dem Tambourmajor trifft, verliert er den Halt.</p><p>Jan-Ole Brinkmann inszeniert Büchners Fragment als Kammerspiel: Das Publikum sitzt auf zwei Seiten einer schmalen Spielfläche, so nah, dass es jedem Atemzug folgen kann.</p>',
				'<p>Woyzeck shaves the Captain, lets the Doctor pay him for experiments and still never earns enough for Marie and their child. When he learns that Marie is meeting the Drum Major, he loses his grip.</p><p>Jan-Ole Brinkmann stages Büchner’s fragment as a chamber piece: the audience sits on two sides of a narrow playing area, close enough to follow every breath.</p>',
			),
			season: 'current',
			exhibitionType: 'theater',
			tags: ['klassiker'],
			dateFrom: cal.next(6, 12),
			dateTo: cal.day(120),
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
			gallery: [
				pic(
					'stage',
					'woyzeck-marie',
					'4x5',
					bi('Marie mit dem Kind', 'Marie with the child'),
					PHOTO.remmers,
				),
			],
			programs: [
				{
					title: bi('Dauer', 'Running time'),
					text: bi('ca. 80 Minuten, keine Pause', 'approx. 80 minutes, no interval'),
				},
				{
					title: bi('Hinweis', 'Please note'),
					text: bi(
						'Die Inszenierung enthält Darstellungen von Gewalt.',
						'The production contains depictions of violence.',
					),
				},
			],
			showTicketButton: true,
			blog: ['dramaturgin'],
			contributors: WOYZECK_TEAM,
			promoter: REGION_PARTNERS.stadttheater,
		},
		{
			key: 'flussarchiv',
			id: 103,
			slug: bi('das-flussarchiv', 'the-river-archive'),
			title: bi('Das Flussarchiv', 'The River Archive'),
			preline: bi('Uraufführung von Leonie Marschall', 'World premiere by Leonie Marschall'),
			subline: bi('Alte Tuchfabrik, Shedhalle', 'Old Cloth Factory, Shed Hall'),
			teaser: bi(
				'Drei Generationen, ein Fluss, der über die Ufer tritt, und ein Archiv voller Stimmen aus dem Auental.',
				'Three generations, a river that bursts its banks and an archive full of voices from the Auental.',
			),
			description: bi(
				'<p>Für ihr neues Stück hat Leonie Marschall ein Jahr lang Menschen im Auental interviewt: über das Hochwasser von 1967, über die Tuchfabrik, über Weggehen und Bleiben. Daraus ist ein Text über Erinnerung entstanden, der zwischen Dokument und Fiktion wechselt.</p><p>Drei Schauspielerinnen und Schauspieler und die Cellistin Hanna Oyelaran spielen in der Shedhalle der Alten Tuchfabrik, dort, wo viele der Geschichten ihren Anfang nahmen.</p>',
				'<p>For her new play, Leonie Marschall spent a year interviewing people in the Auental: about the flood of 1967, about the cloth factory, about leaving and staying. The result is a text about memory that moves between document and fiction.</p><p>Three actors and the cellist Hanna Oyelaran perform in the shed hall of the Old Cloth Factory, where many of the stories began.</p>',
			),
			season: 'current',
			exhibitionType: 'theater',
			tags: ['urauffuehrung'],
			dateFrom: cal.next(6, 33),
			dateTo: cal.day(140),
			image: pic(
				'stage',
				'flussarchiv-shedhalle',
				'3x2',
				bi(
					'Szene aus „Das Flussarchiv“ in der Shedhalle',
					'Scene from "The River Archive" in the shed hall',
				),
				PHOTO.olbrich,
			),
			gallery: [
				pic(
					'landscape',
					'auental-fluss',
					'16x9',
					bi('Der Fluss Auen bei Niedrigwasser', 'The river Auen at low water'),
					PHOTO.ebner,
				),
				pic(
					'stage',
					'flussarchiv-cello',
					'4x5',
					bi('Die Cellistin Hanna Oyelaran auf der Bühne', 'The cellist Hanna Oyelaran on stage'),
					PHOTO.olbrich,
				),
			],
			showTicketButton: true,
			blog: ['interview-marschall', 'tuchfabrik-geschichte'],
			contributors: FLUSSARCHIV_TEAM,
			promoter: REGION_PARTNERS.tuchfabrik,
		},
		{
			key: 'kater',
			id: 104,
			slug: bi('der-gestiefelte-kater', 'puss-in-boots'),
			title: bi('Der gestiefelte Kater', 'Puss in Boots'),
			preline: bi('Familienstück nach den Brüdern Grimm', 'A family show after the Brothers Grimm'),
			subline: bi('Für alle ab 6 Jahren', 'For everyone aged 6 and over'),
			teaser: bi(
				'Ein Kater, ein Paar Stiefel und ein ziemlich gewitzter Plan: das Familienstück der Spielzeit.',
				'A cat, a pair of boots and a rather cunning plan: this season’s family show.',
			),
			description: bi(
				'<p>Der jüngste Müllerssohn erbt nichts als einen Kater. Doch der verlangt ein Paar Stiefel und verspricht, sein Glück zu machen. Mit List, Frechheit und viel Musik führt er seinen Herrn bis an den Hof des Königs.</p><p>Das Familienstück des Jungen Theaters verbindet Schauspiel, Live-Musik und Figurentheater. Vormittags gibt es Vorstellungen für Schulklassen.</p>',
				'<p>The miller’s youngest son inherits nothing but a cat. But the cat asks for a pair of boots and promises to make his fortune. With cunning, cheek and lots of music, he leads his master all the way to the king’s court.</p><p>Young Theatre’s family show combines acting, live music and puppetry. There are morning performances for school classes.</p>',
			),
			season: 'current',
			exhibitionType: 'familie',
			tags: ['familie'],
			dateFrom: later(seasonStart, cal.day(-10)),
			dateTo: cal.day(75),
			image: pic(
				'stage',
				'kater-stiefel',
				'3x2',
				bi('Der Kater in seinen roten Stiefeln', 'The cat in his red boots'),
				PHOTO.remmers,
			),
			gallery: [
				pic(
					'stage',
					'kater-koenigshof',
					'3x2',
					bi('Am Hof des Königs', 'At the king’s court'),
					PHOTO.remmers,
				),
			],
			programs: [
				{
					title: bi('Dauer', 'Running time'),
					text: bi('ca. 75 Minuten, keine Pause', 'approx. 75 minutes, no interval'),
				},
			],
			showTicketButton: true,
			blog: ['schulvorstellungen'],
			contributors: [
				{ role: bi('Regie', 'Director'), name: 'Tilman Groß' },
				{ role: bi('Dramaturgie', 'Dramaturgy'), name: 'Felix Ortmann', person: 'ortmann' },
				{ role: bi('Kater', 'Puss'), name: 'Aylin Demirtaş', person: 'demirtas' },
			],
			series: 'junges-theater',
			promoter: REGION_PARTNERS.stadttheater,
		},
		{
			key: 'lichtungen',
			id: 105,
			slug: bi('festival-lichtungen', 'lichtungen-festival'),
			title: bi(
				'Lichtungen. Festival für Literatur und neue Musik',
				'Lichtungen. Festival of Literature and New Music',
			),
			preline: bi('Festival', 'Festival'),
			subline: bi('Zehn Tage, fünf Orte, 24 Veranstaltungen', 'Ten days, five venues, 24 events'),
			teaser: bi(
				'Wenn Texte zu Klang werden: Autorinnen, Komponisten und das Publikum treffen sich an fünf Orten der Region.',
				'When words become sound: writers, composers and audiences meet in five places across the region.',
			),
			description: bi(
				'<p>Das Festival Lichtungen bringt alle zwei Jahre Literatur und Neue Musik zusammen. In diesem Jahr stehen Texte über Landschaft im Mittelpunkt: über Wälder, Flüsse und Dörfer, die sich verändern. Sechs Kompositionsaufträge entstehen eigens für das Festival.</p><p>Mit dem Festivalpass besuchen Sie alle Veranstaltungen für 59 Euro, ermäßigt 35 Euro.</p>',
				'<p>Every two years, the Lichtungen festival brings literature and contemporary music together. This year the focus is on texts about landscape: about forests, rivers and villages in transition. Six works have been commissioned specially for the festival.</p><p>With the festival pass you can attend all events for 59 euros, reduced 35 euros.</p>',
			),
			season: 'current',
			exhibitionType: 'festival',
			tags: ['festival', 'urauffuehrung'],
			dateFrom: cal.day(55),
			dateTo: cal.day(64),
			image: pic(
				'poster',
				'lichtungen-plakat',
				'3x2',
				bi(
					'Festivalplakat mit Lichtstreifen über einem Wald',
					'Festival poster with streaks of light over a forest',
				),
				PHOTO.olbrich,
			),
			gallery: [
				pic(
					'concert',
					'lichtungen-ensemble',
					'3x2',
					bi(
						'Ensemble für Neue Musik in der Klosterkirche',
						'A contemporary music ensemble in the abbey church',
					),
					PHOTO.feldhaus,
				),
				pic(
					'landscape',
					'lichtungen-wald',
					'16x9',
					bi('Lichtung im Auentaler Wald', 'A clearing in the Auental forest'),
					PHOTO.ebner,
				),
			],
			videoUrl: 'https://vimeo.com/905118224',
			programs: [
				{
					title: bi('Eröffnung', 'Opening'),
					text: bi('Klosterkirche Hohenbruck', 'Hohenbruck Abbey Church'),
				},
				{
					title: bi('Lange Lesenacht', 'Long night of readings'),
					text: bi('Literaturhaus Lindach', 'Lindach Literature House'),
				},
				{
					title: bi('Abschlusskonzert', 'Closing concert'),
					text: bi('Stadthalle Seewinkel', 'Seewinkel Civic Hall'),
				},
			],
			showTicketButton: true,
			blog: ['festivalprogramm'],
			contributors: [
				{
					role: bi('Künstlerische Leitung', 'Artistic director'),
					name: 'Miriam Albrecht',
					person: 'albrecht',
				},
				{
					role: bi('Musikalische Leitung', 'Music director'),
					name: 'Sophie Lindemann',
					person: 'lindemann',
				},
			],
			promoter: REGION_PARTNERS.literatur,
		},
		{
			key: 'klangwege',
			id: 106,
			slug: bi('klangwege-tournee', 'sound-paths-tour'),
			title: bi(
				'Klangwege: Das Kammerorchester auf Tour',
				'Sound Paths: The Chamber Orchestra on Tour',
			),
			preline: bi('Konzertreihe', 'Concert series'),
			subline: bi('Fünf Orte, fünf Programme', 'Five venues, five programmes'),
			teaser: bi(
				'Von der Klosterkirche bis in die Fachwerkscheune: Das Kammerorchester Auental spielt dort, wo die Menschen wohnen.',
				'From the abbey church to the half-timbered barn: the Auental Chamber Orchestra plays where people live.',
			),
			description: bi(
				'<p>23 Musikerinnen und Musiker, ein Transporter voller Notenpulte und fünf Orte, die unterschiedlicher nicht sein könnten. Auf seiner Tournee spielt das Kammerorchester Auental Programme von Barock bis Gegenwart, jeweils zugeschnitten auf Akustik und Geschichte des Spielorts.</p>',
				'<p>Twenty-three musicians, a van full of music stands and five venues that could hardly be more different. On tour, the Auental Chamber Orchestra plays programmes from baroque to contemporary, each tailored to the acoustics and history of the venue.</p>',
			),
			season: 'current',
			exhibitionType: 'konzert',
			tags: ['tournee'],
			dateFrom: seasonStart,
			dateTo: addDays(nextSeason, -1),
			image: pic(
				'concert',
				'kammerorchester-tour',
				'3x2',
				bi(
					'Das Kammerorchester Auental in der Klosterkirche',
					'The Auental Chamber Orchestra in the abbey church',
				),
				PHOTO.olbrich,
			),
			gallery: [
				pic(
					'concert',
					'kammerorchester-scheune',
					'3x2',
					bi('Konzert in der Kulturscheune', 'Concert in the culture barn'),
					PHOTO.olbrich,
				),
			],
			showTicketButton: true,
			blog: ['unterwegs-kammerorchester', 'interview-lindemann'],
			contributors: [
				{
					role: bi('Konzertmeisterin und Leitung', 'Leader and director'),
					name: 'Sophie Lindemann',
					person: 'lindemann',
				},
			],
			series: 'klangwege',
			promoter: REGION_PARTNERS.kammerorchester,
		},
		{
			key: 'schwerkraft',
			id: 107,
			slug: bi('schwerkraft', 'gravity'),
			title: bi('Schwerkraft', 'Gravity'),
			preline: bi('Tanz von Compagnie Fallhöhe', 'Dance by Compagnie Fallhöhe'),
			subline: bi('Alte Tuchfabrik, Shedhalle', 'Old Cloth Factory, Shed Hall'),
			teaser: bi(
				'Fünf Tänzerinnen und Tänzer, ein schiefer Boden und die Frage, was uns hält.',
				'Five dancers, a sloping floor and the question of what holds us up.',
			),
			description: bi(
				'<p>Die Compagnie Fallhöhe arbeitet seit 2015 in der Alten Tuchfabrik. In „Schwerkraft“ tanzen fünf Performerinnen und Performer auf einer um zwölf Grad geneigten Fläche, jede Bewegung ein Kampf gegen das Rutschen und ein Spiel mit dem Fallen. Die Musik von Paul Ebeling entsteht live aus den Geräuschen der Körper.</p>',
				'<p>Compagnie Fallhöhe has been based at the Old Cloth Factory since 2015. In "Gravity", five performers dance on a surface tilted at twelve degrees, every movement a struggle against sliding and a game with falling. Paul Ebeling’s music is created live from the sounds of the bodies.</p>',
			),
			season: 'current',
			exhibitionType: 'tanz',
			tags: ['urauffuehrung'],
			dateFrom: cal.next(5, 70),
			dateTo: cal.day(95),
			image: pic(
				'stage',
				'schwerkraft-schraege',
				'3x2',
				bi('Tänzerin auf der schrägen Bühne', 'A dancer on the sloping stage'),
				PHOTO.feldhaus,
			),
			gallery: [],
			videoUrl: 'https://vimeo.com/887326451',
			showTicketButton: true,
			contributors: [
				{ role: bi('Choreografie', 'Choreography'), name: 'Yuki Halvorsen' },
				{ role: bi('Musik', 'Music'), name: 'Paul Ebeling' },
			],
			promoter: REGION_PARTNERS.tuchfabrik,
		},
		{
			key: 'menschen-im-auental',
			id: 108,
			slug: bi('menschen-im-auental', 'people-of-the-auental'),
			title: bi(
				'Menschen im Auental. Fotografien von Jonas Ebner',
				'People of the Auental. Photographs by Jonas Ebner',
			),
			preline: bi('Ausstellung', 'Exhibition'),
			subline: bi('Galerie der Alten Tuchfabrik', 'Gallery of the Old Cloth Factory'),
			teaser: bi(
				'60 Porträts aus 42 Dörfern: wer hier lebt, arbeitet und bleibt.',
				'Sixty portraits from 42 villages: who lives, works and stays here.',
			),
			description: bi(
				'<p>Zwei Jahre lang ist der Fotograf Jonas Ebner mit seiner Großformatkamera durch das Auental gefahren. Entstanden sind Porträts einer Schäferin und eines Orgelbauers, einer Bürgermeisterin und eines Lkw-Fahrers, von Familien, die seit Generationen hier leben, und von Menschen, die gerade erst angekommen sind.</p>',
				'<p>For two years, the photographer Jonas Ebner travelled through the Auental with his large-format camera. The result is portraits of a shepherdess and an organ builder, a mayor and a lorry driver, of families who have lived here for generations and people who have only just arrived.</p>',
			),
			season: 'current',
			exhibitionType: 'ausstellung',
			tags: ['gastspiel'],
			dateFrom: cal.day(8),
			dateTo: cal.day(90),
			image: pic(
				'portrait',
				'ebner-schaeferin',
				'4x5',
				bi('Porträt einer Schäferin mit ihrem Hund', 'Portrait of a shepherdess with her dog'),
				PHOTO.ebner,
			),
			gallery: [
				pic(
					'portrait',
					'ebner-orgelbauer',
					'4x5',
					bi(
						'Porträt eines Orgelbauers in seiner Werkstatt',
						'Portrait of an organ builder in his workshop',
					),
					PHOTO.ebner,
				),
				pic(
					'landscape',
					'ebner-dorfstrasse',
					'3x2',
					bi('Dorfstraße im Auental am Morgen', 'A village street in the Auental in the morning'),
					PHOTO.ebner,
				),
			],
			openingHours: hoursToday([open('14:00', '19:00')]),
			showTicketButton: false,
			blog: ['interview-ebner'],
			promoter: REGION_PARTNERS.tuchfabrik,
		},
		{
			key: 'was-ihr-wollt',
			id: 109,
			slug: bi('was-ihr-wollt', 'twelfth-night'),
			title: bi('Was ihr wollt', 'Twelfth Night'),
			preline: bi('Komödie von William Shakespeare', 'A comedy by William Shakespeare'),
			subline: bi('Vorschau auf die nächste Spielzeit', 'Preview of next season'),
			teaser: bi(
				'Schiffbruch, Verkleidung und Liebe über Kreuz: die Eröffnungspremiere der kommenden Spielzeit.',
				'Shipwreck, disguise and love at cross purposes: the opening premiere of next season.',
			),
			description: bi(
				'<p>Viola strandet an der Küste Illyriens, verkleidet sich als junger Mann und verliebt sich in den Herzog, der eine Gräfin liebt, die wiederum Viola liebt. Clara Hofstetter kehrt für Shakespeares Verwechslungskomödie nach Auenstadt zurück.</p>',
				'<p>Viola is shipwrecked on the coast of Illyria, disguises herself as a young man and falls in love with the Duke, who loves a countess, who in turn loves Viola. Clara Hofstetter returns to Auenstadt for Shakespeare’s comedy of mistaken identities.</p>',
			),
			season: 'next',
			exhibitionType: 'theater',
			tags: ['klassiker'],
			dateFrom: addDays(nextSeason, 24),
			dateTo: addDays(nextSeason, 200),
			image: pic(
				'stage',
				'was-ihr-wollt-probe',
				'3x2',
				bi('Probenfoto zu „Was ihr wollt“', 'Rehearsal photo for "Twelfth Night"'),
				PHOTO.remmers,
			),
			gallery: [],
			showTicketButton: false,
			contributors: [{ role: bi('Regie', 'Director'), name: 'Clara Hofstetter' }],
			promoter: REGION_PARTNERS.stadttheater,
		},
		{
			key: 'kabale',
			id: 110,
			slug: bi('kabale-und-liebe', 'intrigue-and-love'),
			title: bi('Kabale und Liebe', 'Intrigue and Love'),
			preline: bi(
				'Bürgerliches Trauerspiel von Friedrich Schiller',
				'A bourgeois tragedy by Friedrich Schiller',
			),
			subline: bi('Vorschau auf die nächste Spielzeit', 'Preview of next season'),
			teaser: bi(
				'Luise und Ferdinand lieben sich, doch ihre Väter haben andere Pläne.',
				'Luise and Ferdinand love each other, but their fathers have other plans.',
			),
			description: bi(
				'<p>Die Musikertochter Luise und der Präsidentensohn Ferdinand wollen über alle Standesgrenzen hinweg zusammen sein. Eine Intrige des Hofes zerstört ihr Vertrauen. Schillers Drama über Macht und Abhängigkeit kommt im Frühjahr der neuen Spielzeit auf die Bühne des Großen Hauses.</p>',
				'<p>Luise, a musician’s daughter, and Ferdinand, the son of the court president, want to be together across all barriers of class. A court intrigue destroys their trust. Schiller’s drama about power and dependence comes to the main stage in the spring of next season.</p>',
			),
			season: 'next',
			exhibitionType: 'theater',
			tags: ['klassiker'],
			dateFrom: addDays(nextSeason, 150),
			dateTo: addDays(nextSeason, 280),
			image: pic(
				'stage',
				'kabale-plakat',
				'3x2',
				bi('Motiv zu „Kabale und Liebe“', 'Key visual for "Intrigue and Love"'),
				PHOTO.remmers,
			),
			gallery: [],
			showTicketButton: false,
			promoter: REGION_PARTNERS.stadttheater,
		},
		{
			key: 'kinderbuchtage',
			id: 111,
			slug: bi('auentaler-kinderbuchtage', 'auental-childrens-book-days'),
			title: bi('Auentaler Kinderbuchtage', 'Auental Children’s Book Days'),
			preline: bi('Festival für junge Leserinnen und Leser', 'Festival for young readers'),
			subline: bi('Vorschau auf die nächste Spielzeit', 'Preview of next season'),
			teaser: bi(
				'Eine Woche Lesungen, Zeichenwerkstätten und Hörspiele in Schulen und Bibliotheken der Region.',
				'A week of readings, drawing workshops and radio plays in schools and libraries across the region.',
			),
			description: bi(
				'<p>Zum zehnten Mal laden die Kinderbuchtage Autorinnen und Illustratoren in die Schulen und Bibliotheken des Auentals ein. Höhepunkt ist der Kinderbuchsonntag im Literaturhaus mit Lesungen im Halbstundentakt.</p>',
				'<p>For the tenth time, the Children’s Book Days invite authors and illustrators into the schools and libraries of the Auental. The highlight is Children’s Book Sunday at the literature house, with readings every half hour.</p>',
			),
			season: 'next',
			exhibitionType: 'festival',
			tags: ['festival', 'familie'],
			dateFrom: addDays(nextSeason, 60),
			dateTo: addDays(nextSeason, 66),
			image: pic(
				'poster',
				'kinderbuchtage-plakat',
				'3x2',
				bi(
					'Illustriertes Plakat der Kinderbuchtage',
					'Illustrated poster for the Children’s Book Days',
				),
				PHOTO.olbrich,
			),
			gallery: [],
			showTicketButton: false,
			promoter: REGION_PARTNERS.literatur,
		},
	];
}
