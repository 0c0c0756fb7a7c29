import { describe, expect, it } from 'vitest';
import {
	ArticleQuerySchema,
	CartRequestSchema,
	CmsPageSchema,
	CreateContainerSchema,
	EventQuerySchema,
	FormEntrySchema,
	IdParamSchema,
	PriceStringSchema,
	ProductionQuerySchema,
	SearchQuerySchema,
} from '../../../src/lib/contract/index.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
	result.error?.issues[0]?.path.join('.');

describe('EventQuerySchema', () => {
	it('accepts the list query with defaults', () => {
		expect(EventQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
		expect(
			EventQuerySchema.parse({ room: '3', date: '2026-12-01', filter: 'weekend', page: '2' }),
		).toMatchObject({
			room: 3,
			date: '2026-12-01',
			filter: 'weekend',
			page: 2,
		});
	});

	it.each([
		[{ date: '2026-13-45' }, 'date'],
		[{ date: '2026-02-30' }, 'date'],
		[{ room: 'abc' }, 'room'],
		[{ tag: '0' }, 'tag'],
		[{ page: '0' }, 'page'],
		[{ page_size: '101' }, 'page_size'],
		[{ type: 'Führung' }, 'type'],
		[{ filter: 'today' }, 'filter'],
	])('rejects %j at %s', (query, field) => {
		expect(firstIssue(EventQuerySchema.safeParse(query))).toBe(field);
	});
});

describe('other queries', () => {
	it('validates production, article and search queries', () => {
		expect(ProductionQuerySchema.parse({}).page_size).toBe(12);
		expect(firstIssue(ProductionQuerySchema.safeParse({ season: 'x' }))).toBe('season');
		expect(ArticleQuerySchema.parse({ category: '4' }).category).toBe(4);
		expect(SearchQuerySchema.safeParse({ query: '  ' }).success).toBe(false);
		expect(SearchQuerySchema.parse({ query: ' fuhr ' }).query).toBe('fuhr');
	});

	it('reads ids from URLs as digits only', () => {
		expect(IdParamSchema.parse('42')).toBe(42);
		for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '042', '']) {
			expect(IdParamSchema.safeParse(bad).success, bad).toBe(false);
		}
	});
});

describe('CartRequestSchema', () => {
	const good = { quantities: [2, 1], event_jet_id: 5, sale_type_ids: [10, 11], seat_group: 3 };

	it('accepts matching quantities and sale types', () => {
		expect(CartRequestSchema.safeParse(good).success).toBe(true);
	});

	it('rejects a length mismatch at quantities', () => {
		expect(firstIssue(CartRequestSchema.safeParse({ ...good, quantities: [1] }))).toBe(
			'quantities',
		);
	});

	it('rejects empty or invalid amounts', () => {
		expect(
			CartRequestSchema.safeParse({ ...good, quantities: [], sale_type_ids: [] }).success,
		).toBe(false);
		expect(CartRequestSchema.safeParse({ ...good, quantities: [0, 1] }).success).toBe(false);
		expect(PriceStringSchema.safeParse('12.00').success).toBe(true);
		expect(PriceStringSchema.safeParse('12,00').success).toBe(false);
	});
});

describe('page and editor bodies', () => {
	it('validates container creation', () => {
		expect(
			CreateContainerSchema.parse({ content_type: 'page', object_id: 1, slug: 'neu' }).parent,
		).toBeNull();
		expect(
			firstIssue(
				CreateContainerSchema.safeParse({
					content_type: 'page',
					object_id: 1,
					slug: 'Neu Abschnitt',
				}),
			),
		).toBe('slug');
	});

	it('fills page defaults and requires modules and a title', () => {
		const page = CmsPageSchema.parse({
			id: 1,
			urls: { de: '/de' },
			title: 'Start',
			is_online: true,
			modules: [],
		});
		expect(page).toMatchObject({ is_landing_page: false, version_id: null, siblings: [] });
		expect(
			CmsPageSchema.safeParse({ id: 1, urls: {}, title: '', is_online: true, modules: [] }).success,
		).toBe(false);
	});

	it('accepts form entries of text, lists, booleans and nulls only', () => {
		expect(
			FormEntrySchema.safeParse({ form: 1, field_values: { a: 'x', b: ['1'], c: true, d: null } })
				.success,
		).toBe(true);
		expect(FormEntrySchema.safeParse({ form: 1, field_values: { a: { nested: 1 } } }).success).toBe(
			false,
		);
	});
});
