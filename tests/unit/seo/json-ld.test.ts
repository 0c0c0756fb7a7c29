import { describe, expect, it } from 'vitest';
import { articleJsonLd, eventJsonLd, organizationJsonLd } from '../../../src/lib/seo/json-ld.ts';
import { article, concert, palace, SITE } from './fixtures.ts';

describe('eventJsonLd', () => {
	it('describes a concert with Berlin times, place, offers and organizer', () => {
		const data = eventJsonLd(concert(), SITE, palace);
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Event',
			name: 'Barockes Neujahr',
			url: 'https://www.example.org/de/events/barockes-neujahr/1017',
			startDate: '2027-01-01T18:00:00+01:00',
			endDate: '2027-01-01T20:30:00+01:00',
			eventStatus: 'https://schema.org/EventScheduled',
			eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
			location: {
				'@type': 'Place',
				name: 'Festsaal',
				url: 'https://www.example.org/de/venues/schloss-ravensau/11',
				address: {
					'@type': 'PostalAddress',
					streetAddress: 'Schlossplatz 1',
					postalCode: '07356',
					addressLocality: 'Ravensau',
					addressCountry: 'DE',
				},
				geo: { '@type': 'GeoCoordinates', latitude: 50.5, longitude: 11.7 },
			},
			image: ['https://www.example.org/media/demo/concert/1280.jpg'],
			description: 'Musik von Händel & Telemann.\n\nMit Sekt im Foyer.',
			organizer: {
				'@type': 'Organization',
				name: 'Schloss Ravensau',
				url: 'https://www.example.org/de',
			},
		});
	});

	it('has one offer per price, priced as a number, sold out when its seat group is', () => {
		const { offers } = eventJsonLd(concert(), SITE, palace);
		expect(offers).toEqual([
			{
				'@type': 'Offer',
				name: 'Vollpreis',
				price: 28,
				priceCurrency: 'EUR',
				url: 'https://www.example.org/webshop/events/247100',
				category: 'Parkett',
				availability: 'https://schema.org/InStock',
			},
			{
				'@type': 'Offer',
				name: 'Ermäßigt',
				price: 18.5,
				priceCurrency: 'EUR',
				url: 'https://www.example.org/webshop/events/247100',
				category: 'Galerie',
				availability: 'https://schema.org/SoldOut',
			},
		]);
	});

	it('gives summer dates the summer offset, even when delivered in UTC', () => {
		const data = eventJsonLd(
			concert({ date_start: '2027-07-01T17:00:00Z', date_end: null }),
			SITE,
			palace,
		);
		expect(data['startDate']).toBe('2027-07-01T19:00:00+02:00');
		expect(data).not.toHaveProperty('endDate');
	});

	it('marks exhibitions and cancellations; without venue or prices it stays valid', () => {
		const data = eventJsonLd(
			concert({
				event_type_new: 'exhibition',
				is_cancelled: true,
				prices: [],
				seat_groups: [],
				room: null,
				meta_description: 'Kurz gesagt.',
			}),
			SITE,
		);
		expect(data['@type']).toBe('ExhibitionEvent');
		expect(data['eventStatus']).toBe('https://schema.org/EventCancelled');
		expect(data['location']).toEqual({ '@type': 'Place', name: 'Schloss Ravensau' });
		expect(data['description']).toBe('Kurz gesagt.');
		expect(data).not.toHaveProperty('offers');
	});
});

describe('articleJsonLd', () => {
	it('describes an article with author, publisher, image and publication date', () => {
		expect(articleJsonLd(article(), { ...SITE, logo: '/logo.png' })).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Article',
			headline: '„Spiegel zeigen nie nur uns selbst“',
			url: 'https://www.example.org/de/magazine/interview-mara-lindqvist/208',
			mainEntityOfPage: {
				'@type': 'WebPage',
				'@id': 'https://www.example.org/de/magazine/interview-mara-lindqvist/208',
			},
			datePublished: '2026-11-15T10:00:00+01:00',
			author: { '@type': 'Person', name: 'Sina Achterberg' },
			publisher: {
				'@type': 'Organization',
				'@id': 'https://www.example.org/#organization',
				name: 'Schloss Ravensau',
				url: 'https://www.example.org/de',
				logo: 'https://www.example.org/logo.png',
			},
			image: ['https://www.example.org/media/demo/portrait/1280.webp'],
			description: 'Die Künstlerin über Glas und Klang.',
			articleSection: 'Interview',
			keywords: 'Architektur, Barock',
			inLanguage: 'de-DE',
		});
	});

	it('names the organisation as author when no person is given', () => {
		const data = articleJsonLd(article({ author: '' }), SITE);
		expect(data['author']).toMatchObject({ '@type': 'Organization', name: 'Schloss Ravensau' });
	});
});

describe('organizationJsonLd', () => {
	it('names the organisation with its home page in the page language', () => {
		expect(organizationJsonLd({ ...SITE, locale: 'en', siteName: 'Ravensau Palace' })).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Organization',
			'@id': 'https://www.example.org/#organization',
			name: 'Ravensau Palace',
			url: 'https://www.example.org/en',
		});
	});
});
