import type { Calendar } from '../shared/dates.ts';
import type { TeaserDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { ANNUAL_PASS } from './paths.ts';

/** Editorial teasers between the days of the castle's event list. */
export function castleTeasers(cal: Calendar): TeaserDef[] {
	return [
		{
			id: 501,
			name: 'Magazin: Interview Mara Lindqvist',
			position: cal.day(3),
			link: { kind: 'article', key: 'interview-lindqvist' },
			linkText: bi('Zum Interview', 'Read the interview'),
			preline: bi('Magazin', 'Magazine'),
			headline: bi('„Spiegel zeigen nie nur uns selbst“', '"Mirrors never show only ourselves"'),
			subline: bi(
				'Mara Lindqvist über ihre Arbeit im Spiegelsaal',
				'Mara Lindqvist on her work in the Hall of Mirrors',
			),
			image: pic(
				'portrait',
				'mara-lindqvist',
				'4x5',
				bi('Die Künstlerin Mara Lindqvist', 'The artist Mara Lindqvist'),
				PHOTO.hebestreit,
			),
		},
		{
			id: 502,
			name: 'Ausstellung: Ordnung und Wildnis',
			position: cal.day(21),
			link: { kind: 'production', key: 'ordnung-und-wildnis' },
			linkText: bi('Zur Ausstellung', 'About the exhibition'),
			preline: bi('Ab heute geöffnet', 'Open from today'),
			headline: bi('300 Jahre Schlossgarten', '300 years of the palace gardens'),
			subline: bi(
				'Die Jubiläumsausstellung in der Orangerie',
				'The anniversary exhibition in the orangery',
			),
			image: pic(
				'landscape',
				'lindenallee-nebel',
				'3x2',
				bi('Die Lindenallee im Morgennebel', 'The lime avenue in morning mist'),
				PHOTO.hebestreit,
			),
		},
		{
			id: 503,
			name: 'Jahreskarte',
			position: cal.day(45),
			link: { path: ANNUAL_PASS.path },
			linkText: bi('Jahreskarte kaufen', 'Buy an annual pass'),
			preline: bi('Für alle, die wiederkommen', 'For everyone who comes back'),
			headline: bi('Ein Jahr Ravensau für 45 Euro', 'A year of Ravensau for 45 euros'),
			subline: bi(
				'Schloss, Ausstellungen und Führungen so oft Sie möchten',
				'Palace, exhibitions and tours as often as you like',
			),
			image: pic(
				'hall',
				'jahreskarte-beletage',
				'16x9',
				bi(
					'Besucherin in der Enfilade der Beletage',
					'A visitor in the enfilade of the piano nobile',
				),
				PHOTO.kern,
			),
		},
		{
			id: 504,
			name: 'Familiensonntage',
			position: cal.day(70),
			link: { kind: 'series', key: 'familiensonntage' },
			linkText: bi('Alle Familientermine', 'All family dates'),
			preline: bi('Für Kinder ab 5', 'For children aged 5+'),
			headline: bi('Familiensonntage im Schloss', 'Family Sundays at the palace'),
			subline: bi(
				'Malen, bauen, entdecken in der Lernwerkstatt',
				'Painting, building and discovering in the learning studio',
			),
			image: pic(
				'poster',
				'familiensonntag-werkstatt',
				'16x9',
				bi('Kinder in der Lernwerkstatt', 'Children in the learning studio'),
				PHOTO.hebestreit,
			),
		},
	];
}
