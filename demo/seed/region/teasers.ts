import type { Calendar } from '../shared/dates.ts';
import type { TeaserDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { SUBSCRIPTION } from './paths.ts';

/** Editorial teasers between the days of the region's event list. */
export function regionTeasers(cal: Calendar): TeaserDef[] {
	return [
		{
			id: 501,
			name: 'Magazin: Festivalguide Lichtungen',
			position: cal.day(4),
			link: { kind: 'article', key: 'festivalprogramm' },
			linkText: bi('Zum Festivalguide', 'Read the festival guide'),
			preline: bi('Magazin', 'Magazine'),
			headline: bi('Zehn Tage Lichtungen', 'Ten days of Lichtungen'),
			subline: bi('Unsere Tipps für das Festival', 'Our festival tips'),
			image: pic(
				'poster',
				'lichtungen-plakat',
				'3x2',
				bi('Festivalplakat Lichtungen', 'Lichtungen festival poster'),
				PHOTO.olbrich,
			),
		},
		{
			id: 502,
			name: 'Premiere Woyzeck',
			position: cal.next(6, 12),
			link: { kind: 'production', key: 'woyzeck' },
			linkText: bi('Zur Produktion', 'About the production'),
			preline: bi('Premiere', 'Premiere'),
			headline: bi('Woyzeck', 'Woyzeck'),
			subline: bi('Büchners Fragment in der Studiobühne', 'Büchner’s fragment in the studio'),
			image: pic(
				'stage',
				'woyzeck-studiobuehne',
				'3x2',
				bi('Woyzeck allein auf der Spielfläche', 'Woyzeck alone on stage'),
				PHOTO.remmers,
			),
		},
		{
			id: 503,
			name: 'Kulturabo',
			position: cal.day(40),
			link: { path: SUBSCRIPTION.path },
			linkText: bi('Abo zusammenstellen', 'Build your subscription'),
			preline: bi('Kulturabo', 'Culture subscription'),
			headline: bi('Sechs Abende, sieben Bühnen', 'Six evenings, seven stages'),
			subline: bi('25 Prozent sparen im ganzen Auental', 'Save 25 per cent across the Auental'),
			image: pic(
				'poster',
				'kulturabo-karte',
				'3x2',
				bi('Kulturabo-Karte', 'Culture subscription card'),
				PHOTO.olbrich,
			),
		},
		{
			id: 504,
			name: 'Festival Lichtungen',
			position: cal.day(55),
			link: { kind: 'production', key: 'lichtungen' },
			linkText: bi('Festivalprogramm', 'Festival programme'),
			preline: bi('Heute beginnt', 'Starting today'),
			headline: bi('Festival Lichtungen', 'Lichtungen Festival'),
			subline: bi(
				'Literatur und Neue Musik an fünf Orten',
				'Literature and new music in five venues',
			),
			image: pic(
				'landscape',
				'lichtungen-wald',
				'3x2',
				bi('Lichtung im Auentaler Wald', 'A clearing in the Auental forest'),
				PHOTO.ebner,
			),
		},
		{
			id: 505,
			name: 'Familie: Karneval der Tiere',
			position: cal.next(7, 30),
			link: { kind: 'event', key: 'kinderkonzert' },
			linkText: bi('Tickets', 'Tickets'),
			preline: bi('Für Familien', 'For families'),
			headline: bi('Der Karneval der Tiere', 'The Carnival of the Animals'),
			subline: bi(
				'Familienkonzert in der Stadthalle Seewinkel',
				'Family concert at Seewinkel Civic Hall',
			),
			image: pic(
				'poster',
				'karneval-der-tiere',
				'3x2',
				bi('Illustration mit tanzenden Tieren', 'Illustration of dancing animals'),
				PHOTO.olbrich,
			),
		},
	];
}
