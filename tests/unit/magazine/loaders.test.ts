import { afterEach, describe, expect, it } from 'vitest';
import { CmsNotFoundError, setTransport } from '../../../src/lib/cms/index.ts';
import type { Locale } from '../../../src/lib/contract/index.ts';
import {
	loadCategoryArticles,
	loadTagArticles,
} from '../../../src/views/magazine/load-article-filter.ts';
import { loadMagazineList } from '../../../src/views/magazine/load-magazine-list.ts';
import { loadTopics } from '../../../src/views/magazine/load-topics.ts';
import type { RouteInput } from '../../../src/views/route-data.ts';

/** A magazine article as the back end lists it. */
function article(id: number, locale: Locale = 'de') {
	return {
		id,
		slug: `beitrag-${id}`,
		title: `Beitrag ${id}`,
		url: `/${locale}/magazine/beitrag-${id}/${id}`,
		published_at: '2026-10-04T09:00:00+02:00',
	};
}

const categories = {
	de: [{ id: 301, name: 'Sammlung', style_name: 'cc02', slug: 'sammlung' }],
	en: [{ id: 301, name: 'Collection', style_name: 'cc02', slug: 'collection' }],
};
const tags = {
	de: [
		{ id: 312, name: 'Restaurierung', slug: 'restaurierung' },
		{ id: 311, name: 'Porzellan', slug: 'porzellan' },
		{ id: 313, name: 'Barock', slug: 'barock' },
	],
	en: [{ id: 311, name: 'Porcelain', slug: 'porcelain' }],
};

type Answer = { status?: number; body: unknown };
const calls: string[] = [];

/** Answers the magazine calls from the fixtures above; `override` replaces single answers. */
function fakeBackend(override: (path: string) => Answer | undefined = () => undefined) {
	setTransport(async (path) => {
		calls.push(path);
		const url = new URL(path, 'http://cms');
		const locale = (url.pathname.split('/')[1] ?? 'de') as Locale;
		const answer = override(path) ?? answerFor(url, locale);
		return new Response(JSON.stringify(answer.body), {
			status: answer.status ?? 200,
			headers: { 'content-type': 'application/json' },
		});
	});
}

function answerFor(url: URL, locale: Locale): Answer {
	const route = url.pathname.replace(`/${locale}/api/`, '');
	if (route === 'article-categories/') return { body: categories[locale] };
	if (route === 'article-tags/') return { body: tags[locale] };
	if (route === 'articles-teaser/') return { body: article(201, locale) };
	if (route === 'articles/') {
		const page = Number(url.searchParams.get('page') ?? 1);
		const tag = Number(url.searchParams.get('tag') ?? 0);
		const count = tag ? tag - 310 : 16;
		const ids = page === 1 ? [201, 202, 203] : [210];
		return {
			body: { count, next: null, previous: null, results: ids.map((id) => article(id, locale)) },
		};
	}
	return { status: 404, body: { error: 'Not found' } };
}

function input(params: Record<string, string | undefined>, locale: Locale = 'de'): RouteInput {
	return {
		ctx: { locale, cookie: null },
		locale,
		params: { locale, ...params },
		url: new URL(`http://site/${locale}/magazine`),
	};
}

afterEach(() => {
	setTransport(null);
	calls.length = 0;
});

describe('the magazine list', () => {
	it('shows the featured article on page 1 and leaves it out of the grid', async () => {
		fakeBackend();
		const data = await loadMagazineList(input({}));
		expect(data.featured?.id).toBe(201);
		expect(data.articles.map((item) => item.id)).toEqual([202, 203]);
		expect(data.categories.map((item) => item.name)).toEqual(['Sammlung']);
		expect(data.paging).toMatchObject({ current: 1, pages: 2, next: '/de/magazine/page/2' });
		expect(calls).toContain('/de/api/articles/?page=1&page_size=9');
	});

	it('shows later pages without the featured article', async () => {
		fakeBackend();
		const data = await loadMagazineList(input({ page: '2' }));
		expect(data.featured).toBeNull();
		expect(data.articles.map((item) => item.id)).toEqual([210]);
		expect(data.paging.previous).toBe('/de/magazine');
		expect(calls).not.toContain('/de/api/articles-teaser/');
	});

	it('answers a page that is not a positive whole number with not found', async () => {
		fakeBackend();
		await expect(loadMagazineList(input({ page: '0' }))).rejects.toBeInstanceOf(CmsNotFoundError);
		await expect(loadMagazineList(input({ page: 'zwei' }))).rejects.toBeInstanceOf(
			CmsNotFoundError,
		);
	});

	it('still lists articles when the category call fails, just without category links', async () => {
		fakeBackend((path) =>
			path.includes('article-categories') ? { status: 500, body: { error: 'down' } } : undefined,
		);
		const data = await loadMagazineList(input({}));
		expect(data.categories).toEqual([]);
		expect(data.articles.length).toBeGreaterThan(0);
	});
});

describe('the articles of a category or topic', () => {
	it("narrows the list to the category and links it in each language by that language's slug", async () => {
		fakeBackend();
		const data = await loadCategoryArticles(input({ category: 'sammlung', id: '301' }));
		expect(data.kind === 'category' && data.category.name).toBe('Sammlung');
		expect(calls).toContain('/de/api/articles/?category=301&page=1&page_size=9');
		expect(data.alternates).toEqual({
			de: '/de/magazine/categories/sammlung/301',
			en: '/en/magazine/categories/collection/301',
		});
	});

	it('answers an unknown category or tag with not found', async () => {
		fakeBackend();
		await expect(loadCategoryArticles(input({ category: 'x', id: '999' }))).rejects.toBeInstanceOf(
			CmsNotFoundError,
		);
		await expect(loadTagArticles(input({ tag: 'x', id: '999' }))).rejects.toBeInstanceOf(
			CmsNotFoundError,
		);
	});

	it('pages a topic below its own path and leaves out languages the topic lacks', async () => {
		fakeBackend();
		const data = await loadTagArticles(input({ tag: 'barock', id: '313', page: '1' }));
		expect(data.kind === 'tag' && data.tag.name).toBe('Barock');
		expect(data.count).toBe(3);
		expect(data.alternates).toEqual({ de: '/de/magazine/tags/barock/313' });
		expect(data.paging.items).toEqual([
			{ page: 1, href: '/de/magazine/tags/barock/313', current: true },
		]);
	});
});

describe('all topics', () => {
	it('lists every topic from A to Z with its number of articles', async () => {
		fakeBackend();
		const data = await loadTopics(input({}));
		expect(data.topics.map((topic) => [topic.name, topic.count])).toEqual([
			['Barock', 3],
			['Porzellan', 1],
			['Restaurierung', 2],
		]);
	});
});
