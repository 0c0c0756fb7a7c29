import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CookieJar } from './harness.ts';
import {
	TEST_ENGINE,
	addUser,
	jsonWrite,
	loginAs,
	STAFF_PASSWORD,
	startBackend,
	type TestBackend,
} from './harness.ts';

/**
 * Content answers are the same, byte for byte, whichever engine keeps the content: the run's
 * engine (PostgreSQL in the postgres project) against the embedded SQLite as the reference, both
 * seeded with the fixture site. (In the unit project both are SQLite: seeding and answering are
 * deterministic.) Search is left out: its ranking is the search suite's to compare.
 */

const IdsSchema = z.array(z.object({ id: z.number() }));
const SlugsSchema = z.array(z.object({ id: z.number(), slug: z.string() }));
const PagedIdsSchema = z.object({ results: IdsSchema });
const PageListSchema = z.array(z.object({ urls: z.record(z.string(), z.string()) }));

/** The ids an option list (or a paged list) answers, read from the reference back end. */
async function idsOf(backend: TestBackend, path: string): Promise<number[]> {
	const body: unknown = await (await backend.request(path)).json();
	const list = Array.isArray(body) ? IdsSchema.parse(body) : PagedIdsSchema.parse(body).results;
	return list.map((item) => item.id);
}

/** Every content GET of the public API and the page editor worth comparing, per locale. */
async function publicPaths(reference: TestBackend): Promise<string[]> {
	const paths: string[] = [];
	for (const locale of ['de', 'en']) {
		const api = `/${locale}/api`;
		const past = 'date=2020-01-01';
		paths.push(
			`${api}/events/`,
			`${api}/events/?${past}&page_size=100`,
			`${api}/events/?${past}&page_size=2&page=2`,
			`${api}/events/?${past}&date_to=2026-12-31`,
			`${api}/events/?filter=weekend`,
			`${api}/events/?filter=next_3_days`,
			`${api}/calendar/?${past}`,
			`${api}/teasers/?${past}`,
			`${api}/articles/`,
			`${api}/articles/?page_size=1&page=2`,
			`${api}/articles-teaser/`,
			`${api}/productions/`,
			`${api}/productions/?date=2026-12-01`,
			`${api}/productions/?unknown=1`,
			`${api}/persons/`,
			`${api}/venues/`,
			`${api}/series/`,
			`${api}/nav/`,
			`${api}/breaking-news/`,
			`${api}/alerts/`,
			`${api}/redirects/`,
			`${api}/opening-hours-today/`,
			`${api}/html/?file=404`,
			`${api}/forms/`,
			`/${locale}/pageeditor-api/settings/`,
			`/${locale}/pageeditor-api/page-list/`,
			`/${locale}/pageeditor-api/redirect/`,
			`/${locale}/pageeditor-api/pages/`,
			// A section by its slug, as each detail page asks for its attached one (mostly missing).
			`/${locale}/pageeditor-api/container/by-slug/intro/`,
			`/${locale}/pageeditor-api/container/by-slug/article-999999/`,
		);
		for (const [list, key] of [
			['rooms', 'room'],
			['event-tags', 'tag'],
			['series', 'series'],
			['genres', 'genre'],
		] as const) {
			paths.push(`${api}/${list}/`);
			for (const id of await idsOf(reference, `${api}/${list}/`)) {
				paths.push(`${api}/events/?${past}&${key}=${id}`, `${api}/calendar/?${past}&${key}=${id}`);
			}
		}
		paths.push(`${api}/exhibition-types/`);
		const types = SlugsSchema.parse(
			await (await reference.request(`${api}/exhibition-types/`)).json(),
		);
		for (const { id, slug } of types) {
			paths.push(
				`${api}/events/?${past}&type=${slug}`,
				`${api}/productions/?exhibition_type=${id}`,
			);
		}
		for (const [list, key, target] of [
			['article-categories', 'category', 'articles'],
			['article-tags', 'tag', 'articles'],
			['seasons', 'season', 'productions'],
			['production-tags', 'tag', 'productions'],
			['person-categories', 'category', 'persons'],
		] as const) {
			paths.push(`${api}/${list}/`);
			for (const id of await idsOf(reference, `${api}/${list}/`))
				paths.push(`${api}/${target}/?${key}=${id}`);
		}
		for (const [list, detail] of [
			[`events/?${past}&page_size=100`, 'events'],
			['articles/?page_size=100', 'articles'],
			['productions/', 'productions'],
			['persons/', 'persons'],
			['venues/', 'venues'],
		] as const) {
			for (const id of await idsOf(reference, `${api}/${list}`))
				paths.push(`${api}/${detail}/${id}/`);
		}
		const pages = PageListSchema.parse(
			await (await reference.request(`/${locale}/pageeditor-api/page-list/`)).json(),
		);
		for (const { urls } of pages) {
			const url = urls[locale];
			if (url) paths.push(`/${locale}/pageeditor-api/page${url}`);
		}
	}
	return paths;
}

/** The staff-only reads: finders (folded title match, JSON fields) and page versions. */
const STAFF_PATHS = [
	'/de/pageeditor-api/link-search/',
	'/de/pageeditor-api/link-search/?q=',
	'/de/pageeditor-api/link-search/?q=e',
	'/de/pageeditor-api/link-search/?q=SCHLOSS',
	'/de/pageeditor-api/link-search/?q=ö',
	'/en/pageeditor-api/link-search/?q=a&page=2',
	'/de/pageeditor-api/event-search/',
	'/de/pageeditor-api/event-search/?q=e',
	'/en/pageeditor-api/event-search/?q=A',
	'/de/pageeditor-api/pages/1/versions/',
	'/de/pageeditor-api/pages/?page_size=100',
	'/de/pageeditor-api/page/de/',
];

/** The same edits on a back end: a module change, a new page, a restored version, offline. */
async function edit(backend: TestBackend, jar: CookieJar): Promise<string[]> {
	const statuses: string[] = [];
	const write = async (path: string, method: string, body: unknown) => {
		const response = await backend.request(path, jsonWrite(jar, method, body));
		statuses.push(`${method} ${path} ${response.status} ${await response.text()}`);
	};
	await write('/de/pageeditor-api/headline/101/', 'PATCH', { content: 'Erste Änderung' });
	await write('/de/pageeditor-api/text/', 'POST', {
		slug: 'neu',
		parent: 100,
		content: '<p>N</p>',
	});
	await write('/de/pageeditor-api/pages/', 'POST', {
		title: 'Zweite Seite',
		urls: { de: '/de/zweite-seite' },
		is_online: false,
		modules: [],
	});
	await write('/de/pageeditor-api/pages/1/versions/1/restore', 'POST', {});
	await write('/de/pageeditor-api/pages/1/online/', 'PATCH', { is_online: false });
	return statuses;
}

async function answers(backend: TestBackend, paths: string[], jar?: CookieJar) {
	const out: string[] = [];
	for (const path of paths) {
		const response = await backend.request(path, jar ? { jar } : {});
		out.push(`${path} ${response.status} ${await response.text()}`);
	}
	return out;
}

async function staffOf(backend: TestBackend): Promise<CookieJar> {
	await addUser(backend, 'editor', STAFF_PASSWORD, true);
	return loginAs(backend, 'editor');
}

describe(`content answers on ${TEST_ENGINE} equal the embedded SQLite's`, () => {
	it('the public lists and details, byte for byte', async () => {
		const reference = await startBackend({ engine: 'sqlite' });
		const tested = await startBackend();
		const paths = await publicPaths(reference);
		expect(paths.length).toBeGreaterThan(150);
		const expected = await answers(reference, paths);
		// Not a list of errors agreeing: the reference answers content.
		expect(expected.filter((line) => / 200 /.test(line)).length).toBeGreaterThan(140);
		expect(await answers(tested, paths)).toEqual(expected);
	});

	it('the finders, versions and pages after the same edits, byte for byte', async () => {
		const reference = await startBackend({ engine: 'sqlite' });
		const tested = await startBackend();
		const [referenceJar, testedJar] = [await staffOf(reference), await staffOf(tested)];
		const edits = await edit(reference, referenceJar);
		expect(edits.map((line) => line.split(' ')[2])).toEqual(['200', '201', '201', '200', '200']);
		expect(await edit(tested, testedJar)).toEqual(edits);
		const expected = await answers(reference, STAFF_PATHS, referenceJar);
		expect(expected.every((line) => / 200 /.test(line))).toBe(true);
		expect(await answers(tested, STAFF_PATHS, testedJar)).toEqual(expected);
	});
});
