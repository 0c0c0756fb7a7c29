import { describe, expect, it } from 'vitest';
import { getT } from '../../../src/lib/i18n/index.ts';
import { formatRun } from '../../../src/views/production/production-dates.ts';
import {
	parseProductionsQuery,
	productionsFilterHref,
	productionsPageHref,
} from '../../../src/views/production/productions-query.ts';
import { parseSeriesPath } from '../../../src/views/series/series-path.ts';
import { mapUrl } from '../../../src/views/venue/map-link.ts';
import { redirectToOwnPath } from '../../../src/views/event/own-url.ts';
import { adminChangePath } from '../../../src/components/detail/admin-link.ts';

describe('the productions list query', () => {
	const parse = (search: string) => parseProductionsQuery(new URLSearchParams(search));

	it('reads numeric season, type, tag and page', () => {
		expect(parse('season=71&exhibition_type=41&tag=81&page=2')).toEqual({
			valid: true,
			query: { season: 71, exhibition_type: 41, tag: 81, page: 2 },
		});
	});

	it('rejects anything else', () => {
		expect(parse('season=saison-2026')).toMatchObject({ valid: false, key: 'season' });
		expect(parse('page=two')).toMatchObject({ valid: false, key: 'page' });
	});

	it('links a filter change to page 1 and keeps the other filters', () => {
		const query = { season: 71, tag: 81, page: 3 };
		expect(productionsFilterHref('/de/produktionen', query, 'exhibition_type', 41)).toBe(
			'/de/produktionen?season=71&exhibition_type=41&tag=81',
		);
		expect(productionsFilterHref('/de/produktionen', query, 'tag', null)).toBe(
			'/de/produktionen?season=71',
		);
		expect(productionsPageHref('/en/productions', query, 2)).toBe(
			'/en/productions?season=71&tag=81&page=2',
		);
		expect(productionsPageHref('/en/productions', {}, 1)).toBe('/en/productions');
	});
});

describe('production runs', () => {
	// Each date keeps together (no-break spaces); the range may break around the dash.
	const keep = (text: string) => text.replaceAll('_', '\u00a0');

	it('shows both ends, or one with from/until', () => {
		expect(formatRun('2026-12-12', '2027-07-09', 'de', getT('de'))).toBe(
			keep('12._Dezember_2026 – 9._Juli_2027'),
		);
		expect(formatRun('2026-12-12', null, 'en', getT('en'))).toBe(keep('from 12_December_2026'));
		expect(formatRun(null, '2027-07-09', 'de', getT('de'))).toBe(keep('bis 9._Juli_2027'));
		expect(formatRun(null, null, 'de', getT('de'))).toBe('');
	});
});

describe('series paths (SPEC §2: slug optional)', () => {
	it('reads {id} and {slug}/{id}', () => {
		expect(parseSeriesPath('21')).toEqual({ slug: null, id: 21 });
		expect(parseSeriesPath('konzerte-im-festsaal/21')).toEqual({
			slug: 'konzerte-im-festsaal',
			id: 21,
		});
	});

	it('refuses other shapes', () => {
		expect(parseSeriesPath(undefined)).toBeNull();
		expect(parseSeriesPath('konzerte')).toBeNull();
		expect(parseSeriesPath('a/b/21')).toBeNull();
		expect(parseSeriesPath('Konzerte!/21')).toBeNull();
	});
});

describe('links', () => {
	it('opens a map at the venue or searches its address', () => {
		const address = { street: 'Schlossplatz 1', zip: '07356', city: 'Ravensau', country: 'DE' };
		expect(mapUrl(address, { lat: 50.7412, lng: 11.5327 })).toBe(
			'https://www.openstreetmap.org/?mlat=50.7412&mlon=11.5327#map=17/50.7412/11.5327',
		);
		expect(mapUrl(address, null)).toBe(
			'https://www.openstreetmap.org/search?query=Schlossplatz+1%2C+07356+Ravensau%2C+DE',
		);
	});

	it('sends other slugs to the object’s own path, keeping the query', () => {
		const own = '/de/events/goldberg-variationen/1039';
		expect(redirectToOwnPath(new URL(`http://x${own}/`), own)).toBeNull();
		const moved = redirectToOwnPath(new URL('http://x/de/events/alt/1039?x=1'), own);
		expect(moved?.status).toBe(301);
		expect(moved?.headers.get('Location')).toBe(`${own}?x=1`);
	});

	it('names the back end’s change form per detail type', () => {
		expect(adminChangePath('event', 1039)).toBe('/cms-hub/events/1039/change');
		expect(adminChangePath('series', 21)).toBe('/cms-hub/series/21/change');
	});
});
