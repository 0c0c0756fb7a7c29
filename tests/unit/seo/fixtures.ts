import {
	ArticleDetailSchema,
	EventDetailSchema,
	type ArticleDetail,
	type EventDetail,
} from '../../../src/lib/contract/index.ts';
import type { EventVenue } from '../../../src/lib/seo/json-ld.ts';

/** A concert in winter time with two seat groups, one of them sold out. */
export function concert(overrides: Record<string, unknown> = {}): EventDetail {
	const price = (id: number, price: string, seat_group: number, name: string) => ({
		id,
		price,
		sale_type_id: 1,
		seat_group,
		text: name,
		name,
	});
	return EventDetailSchema.parse({
		id: 1017,
		slug: 'barockes-neujahr',
		name: 'Barockes Neujahr',
		url: '/de/events/barockes-neujahr/1017',
		date_start: '2027-01-01T18:00:00+01:00',
		date_end: '2027-01-01T20:30:00+01:00',
		event_type_new: 'concert',
		ticket_url: '/webshop/events/247100',
		prices: [price(1, '28.00', 11, 'Vollpreis')],
		seat_groups: [
			{ id: 11, seat_group: 'Parkett', status: '1', prices: [price(1, '28.00', 11, 'Vollpreis')] },
			{ id: 12, seat_group: 'Galerie', status: '0', prices: [price(2, '18.50', 12, 'Ermäßigt')] },
		],
		subline: 'Festkonzert',
		image_obj: {
			url: '/media/demo/concert/1280.jpg',
			width: 1920,
			height: 1280,
			alt: 'Orchester im Festsaal',
			variants: [
				{ width: 640, height: 427, format: 'jpg', url: '/media/demo/concert/640.jpg' },
				{ width: 1280, height: 853, format: 'jpg', url: '/media/demo/concert/1280.jpg' },
				{ width: 1536, height: 1024, format: 'avif', url: '/media/demo/concert/1536.avif' },
			],
		},
		room: { id: 31, slug: 'festsaal', name: 'Festsaal', url: '/de/venues/schloss-ravensau/11' },
		description:
			'<p>Musik von Händel &amp; Telemann.</p><p>Mit <strong>Sekt</strong> im Foyer.</p>',
		...overrides,
	});
}

export const palace: EventVenue = {
	name: 'Schloss Ravensau',
	url: '/de/venues/schloss-ravensau/11',
	address: { street: 'Schlossplatz 1', zip: '07356', city: 'Ravensau', country: 'DE' },
	geo: { lat: 50.5, lng: 11.7 },
};

export function article(overrides: Record<string, unknown> = {}): ArticleDetail {
	return ArticleDetailSchema.parse({
		id: 208,
		slug: 'interview-mara-lindqvist',
		title: '„Spiegel zeigen nie nur uns selbst“',
		url: '/de/magazine/interview-mara-lindqvist/208',
		teaser_text: 'Die Künstlerin über Glas und Klang.',
		published_at: '2026-11-15T09:00:00Z',
		author: 'Sina Achterberg',
		category: { id: 303, name: 'Interview', style_name: 'cc03', slug: 'interview' },
		tags: [
			{ id: 316, name: 'Architektur', slug: 'architektur' },
			{ id: 314, name: 'Barock', slug: 'barock' },
		],
		image_thumbnails: { large: '/media/demo/portrait/1280.webp' },
		body: '<p>Text</p>',
		...overrides,
	});
}

export const SITE = {
	locale: 'de' as const,
	origin: 'https://www.example.org',
	siteName: 'Schloss Ravensau',
};
