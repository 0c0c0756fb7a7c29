import { describe, expect, it } from 'vitest';
import {
	ARTICLES_PER_PAGE,
	pageCount,
	pagePath,
	paging,
	type PageLink,
} from '../../../src/views/magazine/paging.ts';

const numbers = (items: (PageLink | 'gap')[]) =>
	items.map((item) => (item === 'gap' ? '…' : item.page));

describe('magazine paging', () => {
	it('uses the page size of the articles API', () => {
		expect(ARTICLES_PER_PAGE).toBe(9);
	});

	it('keeps page 1 at the list path and puts later pages below /page/', () => {
		expect(pagePath('/de/magazine', 1)).toBe('/de/magazine');
		expect(pagePath('/de/magazine', 2)).toBe('/de/magazine/page/2');
		expect(pagePath('/en/magazine/tags/porcelain/311', 3)).toBe(
			'/en/magazine/tags/porcelain/311/page/3',
		);
	});

	it('counts pages, with one page for an empty list', () => {
		expect(pageCount(0, 9)).toBe(1);
		expect(pageCount(9, 9)).toBe(1);
		expect(pageCount(10, 9)).toBe(2);
		expect(pageCount(16, 9)).toBe(2);
	});

	it('links previous and next only where they exist', () => {
		const first = paging('/de/magazine', 1, 16, 9);
		expect(first).toMatchObject({ current: 1, pages: 2, previous: null });
		expect(first.next).toBe('/de/magazine/page/2');
		const last = paging('/de/magazine', 2, 16, 9);
		expect(last.previous).toBe('/de/magazine');
		expect(last.next).toBeNull();
	});

	it('marks the current page and links every page of a short list', () => {
		const result = paging('/de/magazine', 2, 30, 9);
		expect(numbers(result.items)).toEqual([1, 2, 3, 4]);
		expect(result.items.filter((item) => item !== 'gap' && item.current)).toEqual([
			{ page: 2, href: '/de/magazine/page/2', current: true },
		]);
	});

	it('skips distant pages with gaps but never hides a single page behind one', () => {
		expect(numbers(paging('/x', 6, 100, 9).items)).toEqual([1, '…', 5, 6, 7, '…', 12]);
		expect(numbers(paging('/x', 3, 100, 9).items)).toEqual([1, 2, 3, 4, '…', 12]);
		expect(numbers(paging('/x', 1, 100, 9).items)).toEqual([1, 2, '…', 12]);
	});
});
