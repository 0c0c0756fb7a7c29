import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PRICES } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_PARTNERS } from './partners.ts';

/** Exhibition openings and exhibition tickets. */
export function exhibitionEvents(cal: Calendar): EventDef[] {
	const exhibitionHours = hoursToday([open('10:00', '17:00')]);
	return [
		{
			key: 'eroeffnung-garten',
			slug: bi('eroeffnung-ordnung-und-wildnis', 'opening-order-and-wilderness'),
			name: bi('Eröffnung: Ordnung und Wildnis', 'Opening: Order and Wilderness'),
			subline: bi(
				'Mit Musik und Empfang in der Orangerie',
				'With music and a reception in the orangery',
			),
			teaser: bi(
				'Feiern Sie mit uns 300 Jahre Schlossgarten. Eintritt frei.',
				'Celebrate 300 years of the palace gardens with us. Free admission.',
			),
			kind: 'exhibition',
			room: 'orangerie',
			type: 'sonderveranstaltung',
			tags: ['kostenlos', 'highlight'],
			genre: 'gartenkunst',
			production: 'ordnung-und-wildnis',
			description: bi(
				'<p>Wir eröffnen die Jubiläumsausstellung mit Grußworten von Direktorin Dr. Henrike Vollmer und einer Einführung des Kurators. Das Bläserquintett der Musikschule Ravensau spielt Gartenmusiken des 18. Jahrhunderts. Im Anschluss ist die Ausstellung bis 22 Uhr geöffnet.</p>',
				'<p>We open the anniversary exhibition with words of welcome from director Dr Henrike Vollmer and an introduction by the curator. The wind quintet of the Ravensau music school plays 18th-century garden music. Afterwards the exhibition remains open until 10 pm.</p>',
			),
			image: pic(
				'hall',
				'orangerie-eroeffnung',
				'3x2',
				bi('Gäste bei einer Eröffnung in der Orangerie', 'Guests at an opening in the orangery'),
				PHOTO.weidlich,
			),
			children: ['gartenspaziergang', 'vortrag-garten'],
			sponsors: [CASTLE_PARTNERS.denkmalfonds, CASTLE_PARTNERS.stadtwerke],
			durationMinutes: 120,
			tickets: { kind: 'open' },
			dates: [{ day: cal.day(20), time: '18:00' }],
		},
		{
			key: 'ausstellung-garten',
			slug: bi('ausstellung-ordnung-und-wildnis', 'exhibition-order-and-wilderness'),
			name: bi(
				'Ordnung und Wildnis. 300 Jahre Schlossgarten',
				'Order and Wilderness. 300 Years of the Palace Gardens',
			),
			preline: bi('Ausstellung in der Orangerie', 'Exhibition in the orangery'),
			subline: bi('Täglich außer montags, 10–17 Uhr', 'Daily except Mondays, 10 am–5 pm'),
			teaser: bi(
				'Die Jubiläumsausstellung zur Geschichte des Schlossgartens.',
				'The anniversary exhibition on the history of the palace gardens.',
			),
			kind: 'exhibition',
			room: 'orangerie',
			type: 'ausstellung',
			tags: ['familien', 'barrierefrei'],
			genre: 'gartenkunst',
			production: 'ordnung-und-wildnis',
			description: bi(
				'<p>Mehr als 80 Pläne, Ansichten und Herbarien aus dem Schlossarchiv, eine begehbare Medienstation und zwölf Stationen im Park erzählen die Geschichte eines Gartens, der sich immer wieder neu erfunden hat. Ein Familienpfad mit Rätselheft führt Kinder ab sechs Jahren durch die Ausstellung.</p>',
				'<p>More than 80 plans, views and herbaria from the palace archive, a walk-in media station and twelve stations in the park tell the story of a garden that has reinvented itself again and again. A family trail with a puzzle booklet guides children aged six and over through the exhibition.</p>',
			),
			openingHours: exhibitionHours,
			image: pic(
				'landscape',
				'orangerie-ausstellung-garten',
				'3x2',
				bi(
					'Ausstellungsansicht mit Gartenplänen in der Orangerie',
					'Installation view with garden plans in the orangery',
				),
				PHOTO.weidlich,
			),
			gallery: [
				pic(
					'painting',
					'herbarium-linde',
					'4x5',
					bi(
						'Herbarbeleg einer Sommerlinde, 1784',
						'Herbarium specimen of a large-leaved lime, 1784',
					),
					PHOTO.archiv,
				),
				pic(
					'landscape',
					'parterre-luftbild',
					'16x9',
					bi('Das Parterre aus der Vogelperspektive', 'The parterre from above'),
					PHOTO.hebestreit,
				),
			],
			videoUrl: 'https://www.youtube.com/watch?v=r7QmV2kTz0E',
			blog: ['gartenplaene-digital', 'lindenallee'],
			children: ['eroeffnung-garten', 'gartenspaziergang'],
			sponsors: [CASTLE_PARTNERS.denkmalfonds],
			durationMinutes: 420,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Ausstellungsticket', 'Exhibition ticket'),
						prices: [
							['full', '10.00'],
							['reduced', '7.00'],
							['child', '0.00'],
							['family', '22.00'],
						],
					},
				],
			},
			dates: [{ day: cal.day(21), time: '10:00', untilDay: cal.day(230) }],
		},
		{
			key: 'vernissage-spiegelungen',
			slug: bi('eroeffnung-spiegelungen', 'opening-reflections'),
			name: bi('Eröffnung: Spiegelungen', 'Opening: Reflections'),
			subline: bi('In Anwesenheit der Künstlerin', 'In the presence of the artist'),
			teaser: bi(
				'Freier Eintritt mit Anmeldung über den Ticketshop.',
				'Free admission; please register via the ticket shop.',
			),
			kind: 'exhibition',
			room: 'spiegelsaal',
			type: 'sonderveranstaltung',
			tags: ['kostenlos', 'abends'],
			production: 'spiegelungen',
			description: bi(
				'<p>Zur Eröffnung der Intervention von Mara Lindqvist laden wir zu einem Abend in den Spiegelsaal ein. Die Künstlerin ist anwesend, die Glaskörper erklingen zum ersten Mal mit Publikum. Da der Saal nur 150 Gäste fasst, bitten wir um Anmeldung mit einer kostenlosen Eintrittskarte.</p>',
				'<p>To open Mara Lindqvist’s intervention, we invite you to an evening in the Hall of Mirrors. The artist will be present, and the glass bodies will sound for the first time before an audience. As the hall only holds 150 guests, please register with a free ticket.</p>',
			),
			image: pic(
				'hall',
				'spiegelsaal-vernissage',
				'3x2',
				bi(
					'Der Spiegelsaal mit den Glaskörpern am Eröffnungsabend',
					'The Hall of Mirrors with the glass bodies on the opening night',
				),
				PHOTO.kern,
			),
			children: ['vortrag-spiegel'],
			sponsors: [CASTLE_PARTNERS.stadtwerke],
			durationMinutes: 150,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Freikarte mit Anmeldung', 'Free ticket, registration required'),
						prices: PRICES.free,
					},
				],
			},
			dates: [{ day: cal.day(41), time: '19:00' }],
		},
		{
			key: 'ausstellung-spiegelungen',
			slug: bi('ausstellung-spiegelungen', 'exhibition-reflections'),
			name: bi(
				'Spiegelungen. Mara Lindqvist im Spiegelsaal',
				'Reflections. Mara Lindqvist in the Hall of Mirrors',
			),
			preline: bi('Intervention im Spiegelsaal', 'Intervention in the Hall of Mirrors'),
			subline: bi('Im Schlossticket enthalten', 'Included in the palace ticket'),
			teaser: bi(
				'Glas, Licht und Klang im Spiegelsaal.',
				'Glass, light and sound in the Hall of Mirrors.',
			),
			kind: 'exhibition',
			room: 'spiegelsaal',
			type: 'ausstellung',
			tags: ['barrierefrei'],
			production: 'spiegelungen',
			description: bi(
				'<p>36 mundgeblasene Glaskörper brechen das Licht und antworten mit leisen Tönen auf die Bewegungen der Besucherinnen und Besucher. Die Installation ist im Schlossticket enthalten.</p>',
				'<p>Thirty-six mouth-blown glass bodies refract the light and respond to visitors’ movements with soft tones. The installation is included in the palace ticket.</p>',
			),
			openingHours: exhibitionHours,
			image: pic(
				'sculpture',
				'glaskoerper-licht',
				'3x2',
				bi(
					'Lichtreflexe eines Glaskörpers auf dem Parkett',
					'Reflections of a glass body on the parquet floor',
				),
				PHOTO.kern,
			),
			blog: ['interview-lindqvist'],
			children: ['vernissage-spiegelungen', 'vortrag-spiegel'],
			durationMinutes: 420,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Schlossticket', 'Palace ticket'),
						prices: [
							['full', '12.00'],
							['reduced', '8.00'],
							['child', '0.00'],
							['family', '26.00'],
						],
					},
				],
			},
			dates: [{ day: cal.day(42), time: '10:00', untilDay: cal.day(135) }],
		},
	];
}
