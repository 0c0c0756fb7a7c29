import { describe, expect, it } from 'vitest';
import {
	moveInOrder,
	newModuleSlug,
	parseHolder,
	placementFor,
} from '../../../src/islands/editor/page/holder-placement.ts';
import {
	refreshUrl,
	versionInUrl,
	withFlag,
	withVersion,
} from '../../../src/islands/editor/page/page-url.ts';
import { regionSelector } from '../../../src/islands/editor/page/region-selector.ts';

describe('parseHolder and placementFor', () => {
	it("places a page's top-level block with no parent, naming the page", () => {
		const holder = parseHolder('page:12');
		expect(holder).toEqual({ kind: 'page', pageId: 12 });
		expect(placementFor(holder!, null, 12)).toEqual({
			parent: null,
			column: 0,
			content_type: 'page',
			object_id: 12,
		});
	});

	it("places a column's block under its container, with the attached object if any", () => {
		const holder = parseHolder('module:40:2')!;
		expect(holder).toEqual({ kind: 'module', parent: 40, column: 2 });
		expect(placementFor(holder, { content_type: 'event', object_id: 7 }, null)).toEqual({
			parent: 40,
			column: 2,
			content_type: 'event',
			object_id: 7,
		});
		expect(placementFor(holder, null, 12)).toMatchObject({ content_type: 'page', object_id: 12 });
	});

	it('rejects anything else', () => {
		for (const value of ['', 'page:', 'page:x', 'module:4', 'module:4:1:2', 'section:3']) {
			expect(parseHolder(value)).toBeNull();
		}
	});
});

describe('moveInOrder', () => {
	it('swaps a module with its neighbour', () => {
		expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
		expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
	});

	it('refuses to move past either end or an unknown id', () => {
		expect(moveInOrder([1, 2, 3], 1, -1)).toBeNull();
		expect(moveInOrder([1, 2, 3], 3, 1)).toBeNull();
		expect(moveInOrder([1, 2, 3], 9, 1)).toBeNull();
	});
});

describe('newModuleSlug', () => {
	it('is a valid slug naming the model, different for different moments or luck', () => {
		const slug = newModuleSlug('headline', 1_700_000_000_000, 0.5);
		expect(slug).toMatch(/^headline-[a-z0-9]+-[a-z0-9]{4}$/);
		expect(newModuleSlug('headline', 1_700_000_000_001, 0.5)).not.toBe(slug);
		expect(newModuleSlug('headline', 1_700_000_000_000, 0.25)).not.toBe(slug);
		expect(newModuleSlug('text', 0, 0)).toBe('text-0-0000');
	});
});

describe('page URLs', () => {
	const page = 'https://castle.example/de/ueber-uns';

	it('switches ?edit on and off, keeping other parameters bare', () => {
		expect(withFlag(page, 'edit', true)).toBe('/de/ueber-uns?edit');
		expect(withFlag(`${page}?edit`, 'edit', false)).toBe('/de/ueber-uns');
		expect(withFlag(`${page}?noToolbar&x=1#top`, 'edit', true)).toBe(
			'/de/ueber-uns?edit&noToolbar&x=1',
		);
		expect(withFlag(`${page}?edit=&noToolbar`, 'edit', false)).toBe('/de/ueber-uns?noToolbar');
	});

	it('opens and leaves a version', () => {
		expect(withVersion(`${page}?edit`, 7)).toBe('/de/ueber-uns?edit&v=7');
		expect(withVersion(`${page}?v=7`, null)).toBe('/de/ueber-uns');
		expect(versionInUrl(`${page}?v=7`)).toBe(7);
		expect(versionInUrl(`${page}?v=0`)).toBeNull();
		expect(versionInUrl(`${page}?v=abc`)).toBeNull();
		expect(versionInUrl(page)).toBeNull();
	});

	it('refreshes the same page with its query, without the hash', () => {
		expect(refreshUrl(`${page}?edit&v=2#block-3`)).toBe(`${page}?edit&v=2`);
	});
});

describe('regionSelector', () => {
	it('finds a module list, a free section or the main area in the fresh page', () => {
		expect(regionSelector({ kind: 'holder', holder: 'module:4:0' })).toBe(
			'.blocks[data-holder="module:4:0"]',
		);
		expect(regionSelector({ kind: 'section', slug: 'event-12' })).toBe(
			'[data-editor-section][data-slug="event-12"]',
		);
		expect(regionSelector({ kind: 'main' })).toBe('main#main-content');
	});

	it('escapes quotes and backslashes in values', () => {
		expect(regionSelector({ kind: 'section', slug: 'a"b\\c' })).toBe(
			'[data-editor-section][data-slug="a\\"b\\\\c"]',
		);
	});
});
