import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PRICES } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_PARTNERS } from './partners.ts';

/** Family workshops, talks and the open conservation studio. */
export function learningEvents(cal: Calendar): EventDef[] {
	return [
		{
			key: 'familienwerkstatt',
			slug: bi('familienwerkstatt-porzellan', 'family-workshop-porcelain'),
			name: bi('Familienwerkstatt: Porzellan bemalen', 'Family workshop: Painting porcelain'),
			subline: bi(
				'Für Kinder ab 5 Jahren mit Begleitung',
				'For children aged 5 and over with an adult',
			),
			teaser: bi(
				'Erst die Vasen der Fürstin entdecken, dann den eigenen Teller in Kobaltblau gestalten.',
				'First discover the Princess’s vases, then design your own plate in cobalt blue.',
			),
			kind: 'workshop',
			room: 'lernwerkstatt',
			type: 'familie',
			tags: ['familien', 'barrierefrei'],
			series: 'familiensonntage',
			genre: 'kunsthandwerk',
			production: 'weisses-gold',
			description: bi(
				'<p>Drachen, Päonien und Kraniche: Auf den Porzellanen im Kabinett gibt es viel zu entdecken. Nach einem kurzen Rundgang durch die Ausstellung gestalten Kinder und Erwachsene in der Lernwerkstatt einen eigenen Teller mit Porzellanfarben. Die Teller werden bei der Porzellanmanufaktur Lindenhain gebrannt und können zwei Wochen später an der Schlosskasse abgeholt werden.</p>',
				'<p>Dragons, peonies and cranes: there is plenty to discover on the porcelain in the cabinet. After a short tour of the exhibition, children and adults design their own plate with porcelain paints in the learning studio. The plates are fired at the Lindenhain porcelain manufactory and can be collected from the ticket office two weeks later.</p>',
			),
			importantInfo: bi(
				'<p>Bitte Kleidung tragen, die Farbe verträgt. Jedes Kind braucht eine erwachsene Begleitperson mit eigenem Ticket.</p>',
				'<p>Please wear clothes that can cope with paint. Each child must be accompanied by an adult with their own ticket.</p>',
			),
			image: pic(
				'poster',
				'kinder-porzellan-malen',
				'3x2',
				bi(
					'Kinder bemalen weiße Teller mit blauer Farbe',
					'Children painting white plates with blue paint',
				),
				PHOTO.hebestreit,
			),
			blog: ['warum-kobaltblau'],
			related: ['kinderfuehrung'],
			sponsors: [CASTLE_PARTNERS.manufaktur],
			durationMinutes: 120,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Werkstattplatz', 'Workshop place'),
						prices: [
							['full', '12.00'],
							['child', '8.00'],
							['family', '28.00'],
						],
					},
				],
			},
			dates: cal.weekly(7, 4, 118, 3).map((day) => ({ day, time: '14:00' })),
		},
		{
			key: 'vortrag-porzellan',
			slug: bi('wie-kam-das-porzellan-nach-ravensau', 'how-porcelain-came-to-ravensau'),
			name: bi('Wie kam das Porzellan nach Ravensau?', 'How did porcelain come to Ravensau?'),
			preline: bi('Ravensauer Gespräche', 'Ravensau Talks'),
			subline: bi('Vortrag von Dr. Leonore Falkenberg', 'A talk by Dr Leonore Falkenberg'),
			teaser: bi(
				'Handelswege, Händler und Rechnungen: die Geschichte einer Sammlung.',
				'Trade routes, dealers and invoices: the story of a collection.',
			),
			kind: 'performance',
			room: 'vortragssaal',
			type: 'vortrag',
			tags: ['kostenlos', 'barrierefrei'],
			series: 'ravensauer-gespraeche',
			genre: 'kunstgeschichte',
			production: 'weisses-gold',
			description: bi(
				'<p>Über Amsterdam, Dresden und Leipzig gelangten die Porzellane in den Besitz der Fürstin. Anhand von Rechnungen, Briefen und Auktionskatalogen rekonstruiert Dr. Leonore Falkenberg die Wege einzelner Stücke und erzählt von den Händlern, die daran verdienten.</p>',
				'<p>The porcelain reached the Princess by way of Amsterdam, Dresden and Leipzig. Using invoices, letters and auction catalogues, Dr Leonore Falkenberg reconstructs the journeys of individual pieces and tells of the dealers who profited along the way.</p>',
			),
			image: pic(
				'painting',
				'handelsrechnung-1760',
				'3x2',
				bi(
					'Rechnung eines Amsterdamer Porzellanhändlers, 1760',
					'Invoice from an Amsterdam porcelain dealer, 1760',
				),
				PHOTO.archiv,
			),
			blog: ['provenienz-deckelvase'],
			related: ['kuratorinnenfuehrung'],
			durationMinutes: 75,
			tickets: { kind: 'open' },
			dates: [{ day: cal.next(4, 16), time: '18:30' }],
		},
		{
			key: 'vortrag-garten',
			slug: bi(
				'gartenkunst-zwischen-ordnung-und-wildnis',
				'garden-art-between-order-and-wilderness',
			),
			name: bi(
				'Gartenkunst zwischen Ordnung und Wildnis',
				'Garden art between order and wilderness',
			),
			preline: bi('Ravensauer Gespräche', 'Ravensau Talks'),
			subline: bi('Vortrag von Dr. Matthias Oberle', 'A talk by Dr Matthias Oberle'),
			teaser: bi(
				'Was ein historischer Garten heute braucht, um zu überleben.',
				'What a historic garden needs today in order to survive.',
			),
			kind: 'performance',
			room: 'vortragssaal',
			type: 'vortrag',
			tags: ['kostenlos', 'barrierefrei'],
			series: 'ravensauer-gespraeche',
			genre: 'gartenkunst',
			production: 'ordnung-und-wildnis',
			description: bi(
				'<p>Historische Gärten sind Denkmäler aus lebendem Material. Dr. Matthias Oberle, Kurator der Jubiläumsausstellung, spricht über die Frage, wie viel Veränderung ein Gartendenkmal verträgt, und darüber, welche Baumarten die Alleen der Zukunft bilden könnten.</p>',
				'<p>Historic gardens are monuments made of living material. Dr Matthias Oberle, curator of the anniversary exhibition, discusses how much change a garden monument can bear, and which tree species might form the avenues of the future.</p>',
			),
			image: pic(
				'landscape',
				'allee-zukunftsbaeume',
				'3x2',
				bi('Junge Bäume in einer historischen Allee', 'Young trees in a historic avenue'),
				PHOTO.hebestreit,
			),
			blog: ['lindenallee'],
			durationMinutes: 75,
			tickets: { kind: 'open' },
			dates: [{ day: cal.next(4, 58), time: '18:30' }],
		},
		{
			key: 'vortrag-spiegel',
			slug: bi('spiegel-licht-und-illusion', 'mirrors-light-and-illusion'),
			name: bi('Spiegel, Licht und Illusion', 'Mirrors, light and illusion'),
			preline: bi('Ravensauer Gespräche', 'Ravensau Talks'),
			subline: bi(
				'Mara Lindqvist im Gespräch mit Sina Achterberg',
				'Mara Lindqvist in conversation with Sina Achterberg',
			),
			teaser: bi(
				'Die Künstlerin über Glas, Klang und barocke Raumkunst.',
				'The artist on glass, sound and baroque interiors.',
			),
			kind: 'performance',
			room: 'vortragssaal',
			type: 'vortrag',
			tags: ['kostenlos'],
			series: 'ravensauer-gespraeche',
			genre: 'kunstgeschichte',
			production: 'spiegelungen',
			description: bi(
				'<p>Wie arbeitet man in einem Raum, der selbst schon ein Kunstwerk ist? Mara Lindqvist spricht mit Kuratorin Sina Achterberg über die Entstehung ihrer Installation, über die Glashütte in Lauschenbach und über die Frage, was Spiegel mit Macht zu tun haben.</p>',
				'<p>How do you work in a room that is already a work of art? Mara Lindqvist talks to curator Sina Achterberg about how her installation came about, about the glassworks in Lauschenbach and about what mirrors have to do with power.</p>',
			),
			image: pic(
				'portrait',
				'lindqvist-atelier',
				'3x2',
				bi(
					'Die Künstlerin Mara Lindqvist in ihrem Atelier',
					'The artist Mara Lindqvist in her studio',
				),
				PHOTO.hebestreit,
			),
			blog: ['interview-lindqvist'],
			durationMinutes: 75,
			tickets: { kind: 'open' },
			dates: [{ day: cal.next(4, 100), time: '18:30' }],
		},
		{
			key: 'restaurierungswerkstatt',
			slug: bi('offene-restaurierungswerkstatt', 'open-conservation-studio'),
			name: bi(
				'Offene Restaurierungswerkstatt: Tapisserien',
				'Open conservation studio: Tapestries',
			),
			subline: bi('Mit Katrin Seidelmann', 'With Katrin Seidelmann'),
			teaser: bi(
				'Ein seltener Blick über die Schulter der Textilrestauratorinnen.',
				'A rare look over the shoulders of our textile conservators.',
			),
			kind: 'workshop',
			room: 'lernwerkstatt',
			type: 'sonderveranstaltung',
			tags: ['barrierefrei', 'kostenlos'],
			genre: 'kunsthandwerk',
			description: bi(
				'<p>Seit sieben Jahren arbeitet das Team von Katrin Seidelmann an den Odysseus-Tapisserien. Einmal im Quartal öffnet die Werkstatt ihre Türen für zwölf Gäste. Sie erfahren, wie Fäden gesichert, Farben analysiert und Stützgewebe eingefärbt werden, und dürfen unter dem Mikroskop selbst einen Blick auf 330 Jahre alte Wolle werfen.</p>',
				'<p>Katrin Seidelmann’s team has been working on the Odysseus tapestries for seven years. Once a quarter the studio opens its doors to twelve guests. You will learn how threads are secured, colours analysed and support fabrics dyed, and can look at 330-year-old wool under the microscope yourself.</p>',
			),
			importantInfo: bi(
				'<p>Teilnahme kostenlos, Anmeldung mit Freikarte erforderlich. Treffpunkt ist die Lernwerkstatt im Kavaliershaus.</p>',
				'<p>Free of charge; registration with a free ticket is required. Meeting point: the learning studio in the Cavaliers’ House.</p>',
			),
			image: pic(
				'painting',
				'tapisserie-mikroskop',
				'3x2',
				bi(
					'Restauratorin am Mikroskop über einem Wandteppich',
					'A conservator at the microscope above a tapestry',
				),
				PHOTO.kern,
			),
			blog: ['tapisserien-erzaehlen'],
			contributors: [
				{
					role: bi('Textilrestauratorin', 'Textile conservator'),
					name: 'Katrin Seidelmann',
					person: 'seidelmann',
				},
			],
			durationMinutes: 90,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Freikarte mit Anmeldung', 'Free ticket, registration required'),
						prices: PRICES.free,
					},
				],
			},
			dates: [cal.next(3, 27), cal.next(3, 76)].map((day) => ({ day, time: '16:00' })),
		},
	];
}
