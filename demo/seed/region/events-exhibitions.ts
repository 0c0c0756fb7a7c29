import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PRICES } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { REGION_PARTNERS } from './partners.ts';

const EBNER = [{ role: bi('Fotografie', 'Photography'), name: 'Jonas Ebner' }];

/** The photography exhibition at the Old Cloth Factory with its opening and tour. */
export function exhibitionEvents(cal: Calendar): EventDef[] {
	return [
		{
			key: 'vernissage-ebner',
			slug: bi('vernissage-menschen-im-auental', 'opening-people-of-the-auental'),
			name: bi('Vernissage: Menschen im Auental', 'Opening: People of the Auental'),
			subline: bi('In Anwesenheit des Fotografen', 'In the presence of the photographer'),
			teaser: bi(
				'Eröffnung der Fotoausstellung mit Musik und Gesprächen. Eintritt frei.',
				'Opening of the photography exhibition with music and conversation. Free admission.',
			),
			kind: 'exhibition',
			room: 'shedhalle',
			type: 'ausstellung',
			tags: ['frei'],
			genre: 'fotografie',
			production: 'menschen-im-auental',
			description: bi(
				'<p>Wir eröffnen die Ausstellung „Menschen im Auental“ mit Jonas Ebner und vielen der Porträtierten. Die Auental Big Band spielt im Hof, für Getränke sorgt der Förderverein der Tuchfabrik.</p>',
				'<p>We open the exhibition "People of the Auental" with Jonas Ebner and many of the people he photographed. The Auental Big Band plays in the courtyard, and the factory’s friends’ association runs the bar.</p>',
			),
			image: pic(
				'portrait',
				'ebner-vernissage',
				'3x2',
				bi('Gäste vor großformatigen Porträts', 'Guests in front of large-format portraits'),
				PHOTO.olbrich,
			),
			contributors: EBNER,
			promoter: REGION_PARTNERS.tuchfabrik,
			sponsors: [REGION_PARTNERS.sparkasse],
			children: ['menschen-im-auental', 'fuehrung-ebner'],
			durationMinutes: 180,
			tickets: { kind: 'open' },
			dates: [{ day: cal.day(7), time: '19:00' }],
		},
		{
			key: 'menschen-im-auental',
			slug: bi('ausstellung-menschen-im-auental', 'exhibition-people-of-the-auental'),
			name: bi(
				'Menschen im Auental. Fotografien von Jonas Ebner',
				'People of the Auental. Photographs by Jonas Ebner',
			),
			preline: bi('Ausstellung', 'Exhibition'),
			subline: bi(
				'Galerie der Alten Tuchfabrik, Eintritt frei',
				'Gallery of the Old Cloth Factory, free admission',
			),
			teaser: bi(
				'60 großformatige Porträts aus 42 Dörfern.',
				'Sixty large-format portraits from 42 villages.',
			),
			kind: 'exhibition',
			room: 'shedhalle',
			type: 'ausstellung',
			tags: ['frei', 'barrierefrei'],
			genre: 'fotografie',
			production: 'menschen-im-auental',
			description: bi(
				'<p>Zwei Jahre lang ist Jonas Ebner mit seiner Großformatkamera durch das Auental gereist. Seine Porträts zeigen eine Schäferin und einen Orgelbauer, eine Bürgermeisterin und einen Lkw-Fahrer, Familien, die seit Generationen hier leben, und Menschen, die gerade erst angekommen sind. Zu jedem Bild erzählen die Porträtierten in einer Hörstation ihre Geschichte.</p>',
				'<p>For two years, Jonas Ebner travelled through the Auental with his large-format camera. His portraits show a shepherdess and an organ builder, a mayor and a lorry driver, families who have lived here for generations and people who have only just arrived. At a listening station, each sitter tells their own story.</p>',
			),
			openingHours: hoursToday([open('14:00', '19:00')]),
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
					bi('Porträt eines Orgelbauers', 'Portrait of an organ builder'),
					PHOTO.ebner,
				),
				pic(
					'portrait',
					'ebner-buergermeisterin',
					'4x5',
					bi('Porträt einer Bürgermeisterin', 'Portrait of a mayor'),
					PHOTO.ebner,
				),
				pic(
					'landscape',
					'ebner-dorfstrasse',
					'3x2',
					bi('Dorfstraße am Morgen', 'A village street in the morning'),
					PHOTO.ebner,
				),
			],
			contributors: EBNER,
			promoter: REGION_PARTNERS.tuchfabrik,
			sponsors: [REGION_PARTNERS.sparkasse, REGION_PARTNERS.kulturfonds],
			blog: ['interview-ebner'],
			children: ['fuehrung-ebner'],
			related: ['flussarchiv'],
			durationMinutes: 300,
			tickets: { kind: 'open' },
			dates: [{ day: cal.day(8), time: '14:00', untilDay: cal.day(90) }],
		},
		{
			key: 'fuehrung-ebner',
			slug: bi('fuehrung-mit-jonas-ebner', 'tour-with-jonas-ebner'),
			name: bi('Führung mit Jonas Ebner', 'Tour with Jonas Ebner'),
			preline: bi('Ausstellung', 'Exhibition'),
			subline: bi('Menschen im Auental', 'People of the Auental'),
			teaser: bi(
				'Der Fotograf erzählt von den Begegnungen hinter den Bildern.',
				'The photographer talks about the encounters behind the pictures.',
			),
			kind: 'tour',
			room: 'shedhalle',
			type: 'ausstellung',
			tags: ['barrierefrei'],
			genre: 'fotografie',
			production: 'menschen-im-auental',
			description: bi(
				'<p>Wie überzeugt man einen Schäfer, eine halbe Stunde stillzustehen? Jonas Ebner führt durch die Ausstellung und erzählt, wie die Bilder entstanden sind und was aus den Menschen geworden ist.</p>',
				'<p>How do you persuade a shepherd to stand still for half an hour? Jonas Ebner guides visitors through the exhibition and explains how the pictures were made and what has become of the people in them.</p>',
			),
			image: pic(
				'portrait',
				'ebner-fuehrung',
				'3x2',
				bi(
					'Der Fotograf Jonas Ebner mit Besuchern in der Ausstellung',
					'The photographer Jonas Ebner with visitors in the exhibition',
				),
				PHOTO.olbrich,
			),
			contributors: EBNER,
			promoter: REGION_PARTNERS.tuchfabrik,
			blog: ['interview-ebner'],
			durationMinutes: 60,
			tickets: {
				kind: 'seats',
				groups: [{ name: bi('Führung', 'Tour'), prices: PRICES.single('5.00') }],
			},
			dates: [{ day: cal.next(7, 35), time: '15:00' }],
		},
	];
}
