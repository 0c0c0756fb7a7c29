import { describe, expect, it } from 'vitest';
import { EventDetailSchema, ProductionDetailSchema } from '../../../src/lib/contract/index.ts';
import {
	eventDetailContent,
	productionDetailContent,
	visibleSections,
} from '../../../src/components/detail/sections.ts';
import { castle } from '../../../src/sites/castle.ts';
import { region } from '../../../src/sites/region.ts';

const event = EventDetailSchema.parse({
	id: 1,
	slug: 'nathan',
	name: 'Nathan der Weise',
	url: '/de/events/nathan/1',
	date_start: '2026-12-04T19:30:00+01:00',
	event_type_new: 'performance',
	description: '<p>Jerusalem zur Zeit der Kreuzzüge.</p>',
	important_info: '   ',
	contributors: [{ role: 'Regie', name: 'Clara Hofstetter' }],
	promoter: { name: 'Stadttheater' },
	video_url: 'https://www.youtube.com/watch?v=k2Xc8RnV5dA',
	opening_hours: { opening_hours: [], opening_hours_exceptions: [] },
	events: [{ id: 2, url: '/de/events/nathan/2', headline: 'Nathan der Weise' }],
});

describe('detail sections in the configured order (SPEC §9)', () => {
	it('renders the castle order and leaves out empty sections', () => {
		expect(visibleSections(castle.sectionOrder.event, eventDetailContent(event))).toEqual([
			'description',
			'video',
			'events',
		]);
	});

	it('adds contributors and promoter on the regional site, in its order', () => {
		expect(visibleSections(region.sectionOrder.event, eventDetailContent(event))).toEqual([
			'description',
			'contributors',
			'promoter',
			'video',
			'events',
		]);
	});

	it('follows the production order, where productions have no children or sponsors', () => {
		const production = ProductionDetailSchema.parse({
			id: 101,
			slug: 'weisses-gold',
			title: 'Weißes Gold',
			url: '/de/produktionen/weisses-gold/101',
			description: '<p>Porzellan.</p>',
			programs: [{ title: 'Eröffnung' }],
			series: { id: 21, slug: 'konzerte', name: 'Konzerte', url: '/de/series/konzerte/21' },
			opening_hours: {
				opening_hours: [{ time_from: '10:00', time_to: '17:00' }],
				opening_hours_exceptions: [],
			},
		});
		const content = productionDetailContent(production);
		expect(visibleSections(castle.sectionOrder.production, content)).toEqual([
			'description',
			'programs',
			'openingHours',
		]);
		expect(visibleSections(region.sectionOrder.production, content)).toEqual([
			'description',
			'programs',
			'series',
			'openingHours',
		]);
	});
});

describe('sections that cannot render', () => {
	it('leaves out a video whose address is not an allowed video platform', () => {
		const content = eventDetailContent({ ...event, video_url: 'https://example.com/film.mp4' });
		expect(visibleSections(['video', 'events'], content)).toEqual(['events']);
	});
});
