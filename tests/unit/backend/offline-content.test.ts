import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '../../../src/lib/cms/client.ts';
import {
	ArticleListSchema,
	CalendarSchema,
	CmsPageSchema,
	EventListSchema,
	ModuleSchema,
	PersonDetailSchema,
	ProductionDetailSchema,
	ProductionListSchema,
	VenueDetailSchema,
	type Module,
} from '../../../src/lib/contract/index.ts';
import { loadSitemapEntries } from '../../../src/lib/seo/sitemap-entries.ts';
import { addToCart, visitor } from './cart-visitor.ts';
import {
	jsonWrite,
	parsed,
	startBackend,
	staffJar,
	type CookieJar,
	type TestBackend,
} from './harness.ts';

afterEach(() => setTransport(null));

async function sitemapPaths(backend: TestBackend): Promise<string[]> {
	setTransport((path, init) => Promise.resolve(backend.app.request(path, init)));
	return (await loadSitemapEntries()).flatMap((entry) => Object.values(entry.alternates));
}

const searchable = async (backend: TestBackend, kind: string, id: number) =>
	Number(
		(
			await backend.db.one<{ n: number }>(
				sql`SELECT COUNT(*) AS n FROM search_entries WHERE kind = ${kind} AND doc_id = ${id} AND locale = 'de'`,
			)
		)?.n,
	);

async function setOnline(backend: TestBackend, jar: CookieJar, path: string, isOnline: boolean) {
	const response = await backend.request(path, jsonWrite(jar, 'PATCH', { is_online: isOnline }));
	expect(response.status).toBe(200);
}

describe('an offline event, article or production', () => {
	it('is hidden from every visitor read and shown to staff', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const eventCard = { id: 2, url: '/de/events/konzert-2/2', headline: 'Konzert 2' };
		await backend.request('/de/api/venues/1/', jsonWrite(jar, 'PATCH', { events: [eventCard] }));
		// A production's dates and a person's productions are card lists too.
		await backend.request(
			'/de/api/productions/2/',
			jsonWrite(jar, 'PATCH', { events: [eventCard] }),
		);
		const productionCard = { id: 1, url: '/de/produktionen/produktion-1/1', headline: 'P 1' };
		await backend.request(
			'/de/api/persons/1/',
			jsonWrite(jar, 'PATCH', { productions: [productionCard] }),
		);
		const tomorrow = (
			await parsed(
				await backend.request('/de/api/events/2/'),
				EventListSchema.shape.results.element,
			)
		).date_start.slice(0, 10);
		expect(await searchable(backend, 'event', 2)).toBe(1);
		const sitemapBefore = await sitemapPaths(backend);
		expect(sitemapBefore).toContain('/de/magazine/artikel-1/1');

		await setOnline(backend, jar, '/de/api/events/2/', false);
		await setOnline(backend, jar, '/de/api/articles/1/', false);
		await setOnline(backend, jar, '/de/api/productions/1/', false);

		// Visitors: 404 on the detail, absent from lists, calendar, search, sitemap and cards.
		for (const path of ['/de/api/events/2/', '/de/api/articles/1/', '/de/api/productions/1/']) {
			expect((await backend.request(path)).status, path).toBe(404);
		}
		const events = await parsed(
			await backend.request('/de/api/events/?page_size=50'),
			EventListSchema,
		);
		expect(events.results.map((event) => event.id)).not.toContain(2);
		const calendar = await parsed(await backend.request('/de/api/calendar/'), CalendarSchema);
		expect(calendar.dates.some((day) => day.startsWith(tomorrow))).toBe(false);
		const articles = await parsed(await backend.request('/de/api/articles/'), ArticleListSchema);
		expect(articles.results.map((article) => article.id)).not.toContain(1);
		const teaser = (await (await backend.request('/de/api/articles-teaser/')).json()) as {
			id: number;
		} | null;
		expect(teaser?.id).not.toBe(1);
		const productions = await parsed(
			await backend.request('/de/api/productions/'),
			ProductionListSchema,
		);
		expect(productions.results.map((production) => production.id)).not.toContain(1);
		const venue = await parsed(await backend.request('/de/api/venues/1/'), VenueDetailSchema);
		expect(venue.events).toEqual([]);
		const production = await parsed(
			await backend.request('/de/api/productions/2/'),
			ProductionDetailSchema,
		);
		expect(production.events).toEqual([]);
		const person = await parsed(await backend.request('/de/api/persons/1/'), PersonDetailSchema);
		expect(person.productions).toEqual([]);
		expect(await searchable(backend, 'event', 2)).toBe(0);
		expect(await searchable(backend, 'article', 1)).toBe(0);
		// Nor can a visitor put its tickets in a cart (its ticketing id 5002); English still sells.
		const tickets = { event_jet_id: 5002, quantities: [1], sale_type_ids: [1], seat_group: 1011 };
		const cart = await addToCart(backend, visitor(), tickets);
		expect(cart.status).toBe(400);
		expect(cart.body['field']).toBe('event_jet_id');
		const english = await backend.request(
			'/en/api/shop-cart/',
			jsonWrite(visitor(), 'POST', tickets),
		);
		expect(english.status).toBe(200);
		const sitemap = await sitemapPaths(backend);
		expect(sitemap).not.toContain('/de/magazine/artikel-1/1');
		expect(sitemap).not.toContain('/de/events/konzert-2/2');

		// Staff see them all.
		for (const path of ['/de/api/events/2/', '/de/api/articles/1/', '/de/api/productions/1/']) {
			expect((await backend.request(path, { jar })).status, path).toBe(200);
		}
		const staffEvents = await parsed(
			await backend.request('/de/api/events/?page_size=50', { jar }),
			EventListSchema,
		);
		expect(staffEvents.results.find((event) => event.id === 2)?.is_online).toBe(false);
		const staffVenue = await parsed(
			await backend.request('/de/api/venues/1/', { jar }),
			VenueDetailSchema,
		);
		expect(staffVenue.events.map((card) => card.id)).toEqual([2]);
		const staffPerson = await parsed(
			await backend.request('/de/api/persons/1/', { jar }),
			PersonDetailSchema,
		);
		expect(staffPerson.productions.map((card) => card.id)).toEqual([1]);
		const staffProduction = await parsed(
			await backend.request('/de/api/productions/2/', { jar }),
			ProductionDetailSchema,
		);
		expect(staffProduction.events.map((card) => card.id)).toEqual([2]);

		// The English event stays online: only its German locale was changed.
		expect((await backend.request('/en/api/events/2/')).status).toBe(200);
		await setOnline(backend, jar, '/de/api/events/2/', true);
		expect((await backend.request('/de/api/events/2/')).status).toBe(200);
		expect(await searchable(backend, 'event', 2)).toBe(1);
	});
});

describe('cards and sections of offline documents inside blocks', () => {
	it('leave the pages and sections visitors read; staff keep them', async () => {
		const changed: string[] = [];
		const backend = await startBackend({ onChange: (change) => changed.push(...change.paths) });
		const jar = await staffJar(backend);
		const card = (id: number) => ({
			id,
			url: `/de/magazine/artikel-${id}/${id}`,
			headline: `Artikel ${id}`,
		});
		const teasers = await parsed(
			await backend.request(
				'/de/pageeditor-api/blogteaserlist/',
				jsonWrite(jar, 'POST', { slug: 'lesen', parent: 100, items: [card(1), card(2)] }),
			),
			ModuleSchema,
		);
		// A free section of event 2 (as its detail page shows it).
		const section = await backend.request(
			'/de/pageeditor-api/section/',
			jsonWrite(jar, 'POST', { content_type: 'event', object_id: 2, slug: 'event-2-mehr' }),
		);
		expect(section.status).toBe(201);
		changed.length = 0;
		await setOnline(backend, jar, '/de/api/articles/1/', false);
		// The home page shows its card: prebuilt or cached, it is rendered again.
		expect(changed).toEqual(['/de/magazine/artikel-1/1', '/de']);
		await setOnline(backend, jar, '/de/api/events/2/', false);

		const cardsIn = (modules: readonly Module[]) => {
			const found: number[] = [];
			const walk = (list: readonly Module[]) => {
				for (const module of list) {
					if (module.model === 'blogteaserlist') found.push(...module.items.map((item) => item.id));
					if ('columns' in module) for (const column of module.columns) walk(column.children);
				}
			};
			walk(modules);
			return found;
		};
		const home = (init = {}) =>
			backend.request('/de/pageeditor-api/page/de', init).then((r) => parsed(r, CmsPageSchema));
		expect(cardsIn((await home()).modules)).toEqual([2]);
		expect(cardsIn((await home({ jar })).modules)).toEqual([1, 2]);
		const block = `/de/pageeditor-api/blogteaserlist/${teasers.id}/`;
		expect(cardsIn([await parsed(await backend.request(block), ModuleSchema)])).toEqual([2]);
		expect(cardsIn([await parsed(await backend.request(block, { jar }), ModuleSchema)])).toEqual([
			1, 2,
		]);
		const bySlug = '/de/pageeditor-api/container/by-slug/event-2-mehr/';
		expect((await backend.request(bySlug)).status).toBe(404);
		expect((await backend.request(bySlug, { jar })).status).toBe(200);
		await setOnline(backend, jar, '/de/api/events/2/', true);
		expect((await backend.request(bySlug)).status).toBe(200);
	});
});

describe('the editor switch for an event, article or production', () => {
	it('takes it offline and back at once in every language, for staff with CSRF only', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const url = '/de/pageeditor-api/online/article/1/';
		const read = async () => (await (await backend.request(url, { jar })).json()) as object;
		expect(await read()).toEqual({ kind: 'article', id: 1, is_online: true });
		const off = await backend.request(url, jsonWrite(jar, 'PATCH', { is_online: false }));
		expect(await off.json()).toEqual({ kind: 'article', id: 1, is_online: false });
		for (const path of ['/de/api/articles/1/', '/en/api/articles/1/'])
			expect((await backend.request(path)).status, path).toBe(404);
		expect(await read()).toEqual({ kind: 'article', id: 1, is_online: false });
		await backend.request(url, jsonWrite(jar, 'PATCH', { is_online: true }));
		expect((await backend.request('/en/api/articles/1/')).status).toBe(200);

		// Refused: visitors, no CSRF, other kinds, unknown ids, bad bodies; nothing changes.
		expect((await backend.request(url)).status).toBe(401);
		expect((await backend.request(url, { method: 'PATCH', jar })).status).toBe(403);
		for (const [path, body, status] of [
			['/de/pageeditor-api/online/page/1/', { is_online: false }, 404],
			['/de/pageeditor-api/online/venue/1/', { is_online: false }, 404],
			['/de/pageeditor-api/online/article/99999/', { is_online: false }, 404],
			['/de/pageeditor-api/online/article/0/', { is_online: false }, 400],
			[url, { is_online: 'no' }, 400],
			[url, { __proto__: { is_online: false } }, 400],
		] as const) {
			const answer = await backend.request(path, jsonWrite(jar, 'PATCH', body));
			expect(answer.status, path).toBe(status);
		}
		expect((await backend.request('/de/api/articles/1/')).status).toBe(200);
	});
});
