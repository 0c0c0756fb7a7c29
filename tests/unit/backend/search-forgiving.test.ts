import { describe, expect, it } from 'vitest';
import { demoPack } from '../../../demo/index.ts';
import { LocaleIndex, type IndexedEntry } from '../../../src/backend/content/search-engine.ts';
import {
	AutocompleteSchema,
	DidYouMeanSchema,
	SearchKeywordSchema,
	SearchResultSchema,
} from '../../../src/lib/contract/index.ts';
import { jsonWrite, parsed, staffJar, startBackend, type TestBackend } from './harness.ts';

/** A query of the kinds the search forgives, and the title a visitor typing it means. */
type Forgiven = [locale: 'de' | 'en', query: string, title: string];

/** A few of each kind from bench/search/query-set.json (the whole set runs in `npm run bench`). */
const CASTLE: Forgiven[] = [
	['de', 'Porzelan', 'Familienwerkstatt: Porzellan bemalen'],
	['de', 'Orangrie', 'Orangerie'],
	['de', 'Ausstelung', 'Vom Archiv in die Ausstellung'],
	['de', 'Schlossfuehrung', 'Schlossführung: Die Beletage'],
	['de', 'Weisses Gold', 'Weißes Gold. Das Porzellankabinett der Fürstin Amalie'],
	['de', 'Konzerts', 'Konzerte im Festsaal'],
	['de', 'Teekannen', 'Die Teekanne der Fürstin'],
	['de', 'Goldbergvariationen', 'Goldberg-Variationen bei Kerzenlicht'],
	['de', 'Goldberg Variationen', 'Goldberg-Variationen bei Kerzenlicht'],
	['de', 'Familien Werkstatt', 'Familienwerkstatt: Porzellan bemalen'],
	['en', 'porcelan', 'Family workshop: Painting porcelain'],
	['en', 'teapots', 'The Princess’s teapot'],
	['en', 'Anton Grafe', 'Anton Gräfe'],
];
const REGION: Forgiven[] = [
	['de', 'Woyzek', 'Woyzeck'],
	['de', 'Vogtlaender', 'Lena Vogtländer'],
	['de', 'Kinder Buchtage', 'Auentaler Kinderbuchtage'],
	['en', 'Twelth Night', 'Twelfth Night'],
	['en', 'factories', 'Sound Paths IV: New Sounds in the Factory'],
	['en', 'Jamsession', 'Jam session at the Kulturbahnhof'],
];

const search = async (backend: TestBackend, locale: string, query: string) =>
	parsed(
		await backend.request(`/${locale}/api/search/?query=${encodeURIComponent(query)}`),
		SearchResultSchema,
	);

const top3 = (result: Awaited<ReturnType<typeof search>>) => [
	...result.events.results.slice(0, 3).map((hit) => hit.title),
	...result.others.results.slice(0, 3).map((hit) => hit.title),
];

const expectForgiven = async (backend: TestBackend, site: string, queries: Forgiven[]) => {
	for (const [locale, query, title] of queries) {
		expect(top3(await search(backend, locale, query)), `${site} ${locale} "${query}"`).toContain(
			title,
		);
	}
};

describe('forgiving search (demo content)', () => {
	it('finds typos, German spellings, word forms and compounds in the top 3 (region)', async () => {
		await expectForgiven(
			await startBackend({ site: 'region', seeds: demoPack.seeds }),
			'region',
			REGION,
		);
	});

	it("forgives on castle too, offers 'did you mean' and keeps what found nothing", async () => {
		const backend = await startBackend({ seeds: demoPack.seeds });
		await expectForgiven(backend, 'castle', CASTLE);
		// Autocomplete forgives as well; 'führung', 'fuehrung' and 'FUHRUNG' are one word.
		const titles = await parsed(
			await backend.request('/de/api/search/autocomplete/?query=familien%20werkstatt'),
			AutocompleteSchema,
		);
		expect(titles).toContain('Familienwerkstatt: Porzellan bemalen');
		const counts = await Promise.all(
			['führung', 'fuehrung', 'FUHRUNG'].map(async (query) => {
				const result = await search(backend, 'de', query);
				return result.events.count + result.others.count;
			}),
		);
		expect(counts[0]).toBeGreaterThan(0);
		expect(new Set(counts).size).toBe(1);

		const missed = await search(backend, 'de', 'Porzlan');
		expect(missed.events.count + missed.others.count).toBe(0);
		expect(missed.suggestion).toBe('Porzellan');
		const english = await search(backend, 'en', 'porclan');
		expect(english.suggestion).toBe('porcelain');
		expect((await search(backend, 'de', 'Porzellan')).suggestion).toBeNull();
		expect((await search(backend, 'de', 'xqzvwk')).suggestion).toBeNull();
		const forTitles = await parsed(
			await backend.request('/de/api/search/did-you-mean/?query=spigelsaal%20hadyn'),
			DidYouMeanSchema,
		);
		expect(forTitles.suggestion).toBe('Spiegelsaal Haydn');
		expect((await backend.request('/de/api/search/did-you-mean/?query=')).status).toBe(400);

		const jar = await staffJar(backend);
		const keywords = async (misses: boolean) =>
			parsed(
				await backend.request(`/api/dashboard/search-keywords/?misses=${misses}&limit=50`, {
					jar,
				}),
				SearchKeywordSchema.array(),
			);
		expect((await keywords(true)).map((entry) => [entry.keyword, entry.misses])).toEqual([
			['porclan', 1],
			['porzlan', 1],
			['xqzvwk', 1],
		]);
		expect((await keywords(false)).find((entry) => entry.keyword === 'fuehrung')).toMatchObject({
			count: 1,
			misses: 0,
		});
		expect(
			(await backend.request('/api/dashboard/search-keywords/?misses=yes', { jar })).status,
		).toBe(400);
	});

	it('follows edits made through another back end on the same database', async () => {
		const one = await startBackend();
		const other = await startBackend({ dataDir: one.dataDir });
		const count = async (backend: TestBackend, query: string) => {
			const result = await search(backend, 'de', query);
			return result.events.count;
		};
		// Both build their index before the edit.
		expect(await count(other, 'Mondscheinkonzert')).toBe(0);
		expect(await count(one, 'Mondscheinkonzert')).toBe(0);
		const jar = await staffJar(one);
		const edited = await one.request(
			'/de/api/events/2/',
			jsonWrite(jar, 'PATCH', { name: 'Mondscheinkonzert' }),
		);
		expect(edited.status).toBe(200);
		expect(await count(other, 'Mondschienkonzert')).toBe(1);
		expect(await count(one, 'Mondschein Konzert')).toBe(1);
		const removed = await one.request('/de/api/events/2/', {
			...jsonWrite(jar, 'DELETE', {}),
			body: null,
		});
		expect(removed.status).toBe(204);
		expect(await count(other, 'Mondscheinkonzert')).toBe(0);
	});

	it('answers long, odd and concurrent queries without failing', async () => {
		const backend = await startBackend();
		const long = Array.from({ length: 12 }, (_, i) => `verylongword${i}abcdefgh`).join(' ');
		const odd = ['\u0000\u0001', 'ÄÖÜ ß ẞ', '🎻🎻', 'a'.repeat(200), `${'ü'.repeat(150)} ae`];
		const answers = await Promise.all(
			[long.slice(0, 200), ...odd, ...Array.from({ length: 20 }, (_, i) => `fuhr${i}`)].map(
				(query) => backend.request(`/de/api/search/?query=${encodeURIComponent(query)}`),
			),
		);
		expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
		expect((await backend.request(`/de/api/search/?query=${'x'.repeat(201)}`)).status).toBe(400);
	});
});

describe('search index', () => {
	const entry = (id: number, title: string, text = ''): IndexedEntry => ({
		key: `page:${id}`,
		id,
		kind: 'page',
		category: 'others',
		title,
		text,
		url: `/de/${id}`,
		date: null,
		image_thumbnails: null,
	});

	it('ranks an exact title word first, then title prefixes, text words, typos; typos by length', () => {
		const index = new LocaleIndex('de');
		index.put(entry(1, 'Haus Meier'));
		index.put(entry(2, 'Haus Maier'));
		index.put(entry(3, 'Anderes', 'Bei Maier im Haus'));
		index.put(entry(4, 'Maierhof'));
		expect(index.search('Maier').map((hit) => hit.entry.id)).toEqual([2, 4, 3, 1]);
		// One typo from 5 letters, none below, two from 9.
		index.put(entry(5, 'Oper'));
		index.put(entry(6, 'Spiegelkabinett'));
		expect(index.search('Opr')).toEqual([]);
		expect(index.search('Spigelkabinet').map((hit) => hit.entry.id)).toEqual([6]);
		expect(index.search('Spgelkabnet')).toEqual([]);
		index.remove('page:6');
		expect(index.search('Spiegelkabinett')).toEqual([]);
		expect(index.suggest('Spigelkabinet')).toBeNull();
	});

	it('bounds what a text costs: typos in the first four words, short words whole but the last', () => {
		const index = new LocaleIndex('de');
		index.put(entry(1, 'Porzellan Malerei Kabinett Fürstin Orangerie'));
		index.put(entry(2, 'Abendkonzert am See'));
		const ids = (text: string) => index.search(text).map((hit) => hit.entry.id);
		expect(ids('Porzelan Malerei Kabinett Fürstin Orangerie')).toEqual([1]);
		expect(ids('Porzellan Malerei Kabinett Fürstin Orangrie')).toEqual([]);
		expect(ids('Malerei Porzellan Kabinett Fürstin Orangerie o')).toEqual([1]);
		expect(ids('a')).toEqual([2]);
		expect(ids('a See')).toEqual([]);
		expect(ids('am See')).toEqual([2]);
		// 'Did you mean' mends up to four unknown words; more are no typos but another text.
		expect(index.suggest('Porzlan Malrei Kabinet Orangrie')).toBe(
			'Porzellan Malerei Kabinett Orangerie',
		);
		expect(index.suggest('Porzlan Malrei Kabinet Fürstn Orangrie')).toBeNull();
	});

	it('answers a text again from memory until an entry changes', () => {
		const index = new LocaleIndex('de');
		index.put(entry(1, 'Orangerie'));
		expect(index.search('Orangerie').map((hit) => hit.entry.id)).toEqual([1]);
		expect(index.suggest('Oranjerie')).toBe('Orangerie');
		index.put(entry(2, 'Orangerie im Park'));
		expect(index.search('Orangerie').map((hit) => hit.entry.id)).toEqual(
			expect.arrayContaining([1, 2]),
		);
		index.put(entry(3, 'Oranjerie'));
		expect(index.suggest('Oranjerie')).toBeNull();
		index.remove('page:1');
		expect(index.search('Orangerie').map((hit) => hit.entry.id)).toEqual(
			expect.arrayContaining([2, 3]),
		);
		expect(index.search('Orangerie').map((hit) => hit.entry.id)).not.toContain(1);
	});
});
