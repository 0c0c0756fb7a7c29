import type { SeriesDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** Recurring formats of the castle programme. */
export const CASTLE_SERIES: SeriesDef[] = [
	{
		key: 'festsaalkonzerte',
		id: 21,
		slug: bi('konzerte-im-festsaal', 'concerts-in-the-great-hall'),
		name: bi('Konzerte im Festsaal', 'Concerts in the Great Hall'),
		teaser: bi(
			'Alte Musik und Kammermusik an dem Ort, für den sie einst geschrieben wurde.',
			'Early music and chamber music in the very room it was once written for.',
		),
		description: bi(
			'<p>Seit 1987 lädt die Stiftung zu Konzerten in den Festsaal und die Schlosskapelle ein. Im Mittelpunkt steht die Musik des 18. Jahrhunderts auf historischen Instrumenten, ergänzt um Liederabende und Streichquartette. Vor jedem Konzert führt eine kurze Einführung um 18:45 Uhr in das Programm ein.</p>',
			'<p>The foundation has been inviting audiences to concerts in the Great Hall and the palace chapel since 1987. The focus is on music of the 18th century performed on period instruments, complemented by song recitals and string quartets. A short introduction to the programme is given at 6.45 pm before each concert.</p>',
		),
		image: pic(
			'concert',
			'festsaal-konzert',
			'16x9',
			bi(
				'Ein Barockensemble spielt im Festsaal unter dem Deckenbild',
				'A baroque ensemble plays in the Great Hall beneath the ceiling painting',
			),
			PHOTO.kern,
		),
	},
	{
		key: 'schlossfuehrungen',
		id: 22,
		slug: bi('schlossfuehrungen', 'palace-tours'),
		name: bi('Schlossführungen', 'Palace tours'),
		teaser: bi(
			'Mit Zeitfenstertickets durch die fürstlichen Wohnräume der Beletage.',
			'Timed-entry tours through the princely apartments on the piano nobile.',
		),
		description: bi(
			'<p>Die Räume der Beletage können wegen ihrer empfindlichen Ausstattung nur in kleinen Gruppen besichtigt werden. Unsere Führungen beginnen im Halbstundentakt und dauern etwa eine Stunde. Bitte buchen Sie Ihr Zeitfenster vorab; Restkarten gibt es an der Schlosskasse.</p>',
			'<p>Because of their delicate furnishings, the rooms on the piano nobile can only be visited in small groups. Our tours start every half hour and last about an hour. Please book your time slot in advance; any remaining tickets are sold at the ticket office.</p>',
		),
		image: pic(
			'hall',
			'beletage-enfilade',
			'16x9',
			bi(
				'Die Enfilade der Beletage mit geöffneten Flügeltüren',
				'The enfilade of the piano nobile with its double doors open',
			),
			PHOTO.weidlich,
		),
	},
	{
		key: 'familiensonntage',
		id: 23,
		slug: bi('familiensonntage', 'family-sundays'),
		name: bi('Familiensonntage', 'Family Sundays'),
		teaser: bi(
			'Malen, bauen, entdecken: Werkstätten und Kinderführungen für alle ab fünf Jahren.',
			'Painting, building, discovering: workshops and tours for everyone aged five and over.',
		),
		description: bi(
			'<p>An den Familiensonntagen öffnet die Lernwerkstatt im Kavaliershaus für Groß und Klein. Kinder ab fünf Jahren erkunden mit unserem Vermittlungsteam das Schloss und gestalten eigene Werke. Erwachsene begleiten ihre Kinder und machen mit.</p>',
			"<p>On Family Sundays the learning studio in the Cavaliers' House opens its doors to young and old. Children aged five and over explore the palace with our learning team and create their own works. Adults accompany their children and join in.</p>",
		),
		image: pic(
			'poster',
			'familiensonntag-werkstatt',
			'16x9',
			bi(
				'Kinder bemalen Porzellanteller in der Lernwerkstatt',
				'Children painting porcelain plates in the learning studio',
			),
			PHOTO.hebestreit,
		),
	},
	{
		key: 'ravensauer-gespraeche',
		id: 24,
		slug: bi('ravensauer-gespraeche', 'ravensau-talks'),
		name: bi('Ravensauer Gespräche', 'Ravensau Talks'),
		teaser: bi(
			'Vorträge und Gespräche zu Sammlung, Garten und Forschung, bei freiem Eintritt.',
			'Talks and conversations on the collection, the gardens and research, with free admission.',
		),
		description: bi(
			'<p>In den Ravensauer Gesprächen stellen Kuratorinnen, Restauratoren und Gäste aktuelle Forschung vor. Die Vorträge finden im Vortragssaal des Kavaliershauses statt und dauern etwa eine Stunde, danach ist Zeit für Fragen.</p>',
			"<p>In the Ravensau Talks, curators, conservators and guests present current research. The talks take place in the lecture hall of the Cavaliers' House and last about an hour, followed by time for questions.</p>",
		),
		showInFilter: false,
		image: pic(
			'hall',
			'vortragssaal-kavaliershaus',
			'16x9',
			bi(
				'Publikum im Vortragssaal des Kavaliershauses',
				"Audience in the lecture hall of the Cavaliers' House",
			),
			PHOTO.kern,
		),
	},
];
