import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventCard } from '../../../src/islands/event-list/EventCard.tsx';
import { accessChoices, activeChips } from '../../../src/islands/event-list/filter-choices.ts';
import { eventListLabels } from '../../../src/islands/event-list/labels.ts';
import { VenueDetailSchema } from '../../../src/lib/contract/index.ts';
import type { EventCardData } from '../../../src/lib/events/cards.ts';
import { filterCount, readSearch, urlForQuery } from '../../../src/lib/events/list-query.ts';
import { getT } from '../../../src/lib/i18n/index.ts';
import { eventJsonLd, placeJsonLd } from '../../../src/lib/seo/json-ld.ts';
import { concert, palace, SITE } from '../seo/fixtures.ts';

const TODAY = '2026-12-01';
const where = { listPath: '/de/events', firstDay: TODAY };
const labels = eventListLabels('de', getT('de'));

describe('the access filter of the event list', () => {
	it('reads the URL in one order, refuses unknown features and writes the URL back', () => {
		const query = readSearch('?access=induction_loop,step_free&room=3', TODAY);
		expect(query?.filters).toEqual({ room: 3, access: 'step_free,induction_loop' });
		expect(filterCount(query ?? { filters: {}, quick: null })).toBe(3);
		expect(readSearch('?access=step_free,elevator', TODAY)).toBeNull();
		expect(readSearch('?access=step_free&access=touch_tour', TODAY)).toBeNull();
		expect(readSearch('?access=', TODAY)?.filters).toEqual({});
		const url = urlForQuery(query!, '/de/events', 'page', TODAY);
		expect(url).toBe('/de/events?room=3&access=step_free%2Cinduction_loop');
		expect(readSearch(new URL(url, 'http://x').search, TODAY)).toEqual(query);
	});

	it('toggles each feature in its link and chip, keeping the other filters', () => {
		const query = readSearch('?access=step_free&tag=5', TODAY)!;
		const choices = accessChoices(query, labels, where);
		expect(choices.map((choice) => choice.name)).toContain('Induktionsschleife');
		const stepFree = choices.find((choice) => choice.key === 'step_free');
		expect(stepFree).toMatchObject({ chosen: true, href: '/de/events?tag=5' });
		expect(choices.find((choice) => choice.key === 'induction_loop')).toMatchObject({
			chosen: false,
			href: '/de/events?tag=5&access=step_free%2Cinduction_loop',
		});
		const chips = activeChips(
			query,
			{ room: [], type: [], tag: [], series: [], genre: [] },
			labels,
			'de',
			where,
		);
		expect(chips.find((chip) => chip.id === 'access-step_free')).toMatchObject({
			name: 'Stufenloser Zugang',
			href: '/de/events?tag=5',
			remove: { kind: 'filter', key: 'access', value: null },
		});
	});
});

describe('access on cards and in JSON-LD', () => {
	it('shows a card’s features as icons named by their text, never an icon alone', () => {
		const card: EventCardData = {
			id: 1,
			url: '/de/events/x/1',
			name: 'Tastführung durch die Orangerie',
			preline: '',
			subline: '',
			date_start: '2026-12-01T15:00:00+01:00',
			room: 'Orangerie',
			cancelled: false,
			soldOut: false,
			fewLeft: false,
			access: ['step_free', 'touch_tour'],
			image: null,
		};
		const html = renderToStaticMarkup(
			createElement(EventCard, { event: card, locale: 'de', lead: false, labels }),
		);
		expect(html).toContain(
			'<div class="access-icons"><span class="visually-hidden">Barrierefreiheit:</span><ul',
		);
		expect(html).toContain('<use href="#i-access-touch_tour">');
		expect(html).toContain('title="Tastführung"');
		expect(html).toContain('<span class="visually-hidden">Stufenloser Zugang</span>');
		const bare = renderToStaticMarkup(
			createElement(EventCard, {
				event: { ...card, access: [] },
				locale: 'de',
				lead: false,
				labels,
			}),
		);
		expect(bare).not.toContain('access-icons');
	});

	it('gives the place its amenity features and the event its accessibility terms', () => {
		const event = concert({
			access: [
				'step_free',
				'induction_loop',
				'audio_description',
				'sign_language',
				'relaxed_performance',
			],
		});
		const data = eventJsonLd(event, SITE, palace);
		expect((data['location'] as Record<string, unknown>)['amenityFeature']).toEqual([
			{ '@type': 'LocationFeatureSpecification', name: 'Stufenloser Zugang', value: true },
			{ '@type': 'LocationFeatureSpecification', name: 'Induktionsschleife', value: true },
		]);
		expect(data['accessibilityFeature']).toEqual(['audioDescription', 'signLanguage']);
		expect(eventJsonLd(concert(), SITE, palace)).not.toHaveProperty('accessibilityFeature');

		const venue = VenueDetailSchema.parse({
			id: 11,
			slug: 'schloss',
			name: 'Schloss Ravensau',
			url: '/de/venues/schloss/11',
			address: palace.address,
			access_values: { step_free: true, accessible_toilet: true, induction_loop: false },
		});
		const place = placeJsonLd(venue, SITE);
		expect(place).toMatchObject({
			'@type': 'Place',
			url: 'https://www.example.org/de/venues/schloss/11',
		});
		expect((place['amenityFeature'] as { name: string }[]).map((node) => node.name)).toEqual([
			'Stufenloser Zugang',
			'Barrierefreie Toilette',
		]);
	});
});
