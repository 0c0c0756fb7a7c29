import { describe, expect, it } from 'vitest';
import { CmsPageSchema } from '../../../src/lib/contract/index.ts';
import { venueIdOfRoom } from '../../../src/lib/seo/event-venue.ts';
import { placeText } from '../../../src/lib/seo/place-text.ts';
import { shareImageOf, shareMetaOfPage } from '../../../src/lib/seo/share-meta.ts';
import { concert, palace } from './fixtures.ts';

describe('event place', () => {
	it('finds the venue id in the room link', () => {
		expect(venueIdOfRoom(concert().room)).toBe(11);
		expect(venueIdOfRoom(null)).toBeNull();
		expect(venueIdOfRoom({ id: 1, slug: 'x', name: 'X', url: '/de/events?room=1' })).toBeNull();
	});

	it('writes room, venue and address on one line', () => {
		expect(placeText(concert(), palace)).toBe(
			'Festsaal, Schloss Ravensau, Schlossplatz 1, 07356 Ravensau',
		);
		expect(placeText(concert(), null)).toBe('Festsaal');
		expect(placeText({ room: null }, null)).toBe('');
	});
});

describe('share meta', () => {
	it('takes the widest JPEG rendition up to 1600 px for previews', () => {
		expect(shareImageOf(concert().image_obj)).toEqual({
			url: '/media/demo/concert/1280.jpg',
			width: 1280,
			height: 853,
			alt: 'Orchester im Festsaal',
		});
		expect(shareImageOf(null, { large: '/t.webp' })).toEqual({ url: '/t.webp' });
		expect(shareImageOf(null)).toBeNull();
	});

	it("reads a CMS page's og fields", () => {
		const page = CmsPageSchema.parse({
			id: 1,
			urls: { de: '/de' },
			title: 'Start',
			is_online: true,
			modules: [],
			og_title: 'Willkommen',
			og_image: '/media/og.jpg',
		});
		expect(shareMetaOfPage(page)).toEqual({
			title: 'Willkommen',
			description: undefined,
			type: 'website',
			image: { url: '/media/og.jpg' },
		});
	});
});
