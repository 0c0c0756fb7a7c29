import { bookableIn } from '../cart/cart-process.ts';
import type { EventListItem } from '../../src/lib/contract/index.ts';

/** What a soak request is, for the per-kind counts of the report. */
export type SoakKind =
	'image' | 'prebuilt page' | 'event list' | 'event detail' | 'search' | 'events API' | 'cart';

/** One request of the mix: a GET of `path`, or (cart) a reservation. */
export type SoakRequest = { kind: SoakKind; path: string };

/** The site's objects the mix draws from, read once from the server at the start. */
export type SoakCatalogue = {
	/** Prebuilt pages (home, articles). */
	prebuilt: string[];
	/** Event detail paths. */
	events: string[];
	/** The events' pictures (rendered by sharp on their first request, then read from disk). */
	images: string[];
	/** A bookable seat group for reservations, when the demo has one. */
	seatGroup: { idJet: number; seatGroupId: number; saleTypeId: number } | null;
};

/** Words the search draws from: some find much, some nothing; each gets a random suffix now and then. */
const WORDS = ['konzert', 'führung', 'schloss', 'kinder', 'ausstellung', 'garten', 'musik', 'xyz'];

/** A deterministic pseudo-random source (mulberry32), so two soaks send the same mix. */
export function randomSource(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
	items[Math.floor(random() * items.length)] as T;

/** A dd-mm-yyyy day within a year from now: 365 distinct event-list dates. */
function urlDay(random: () => number): string {
	const day = new Date(Date.now() + Math.floor(random() * 365) * 86_400_000);
	const two = (n: number) => String(n).padStart(2, '0');
	return `${two(day.getUTCDate())}-${two(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
}

/**
 * The next request of a visitor: mostly on-demand pages with many distinct query strings (event
 * list dates, quick filters and pages; searches; event details), the events API with as many,
 * prebuilt pages, pictures, and reservations. Many keys are new, so every cache fills to its bound.
 */
export function nextRequest(random: () => number, catalogue: SoakCatalogue): SoakRequest {
	const roll = random();
	const locale = random() < 0.7 ? 'de' : 'en';
	if (roll < 0.15) return { kind: 'prebuilt page', path: pick(random, catalogue.prebuilt) };
	if (roll < 0.2 && catalogue.images.length > 0) {
		return { kind: 'image', path: pick(random, catalogue.images) };
	}
	if (roll < 0.45) {
		const query = new URLSearchParams({ date: urlDay(random) });
		if (random() < 0.3) query.set('filter', random() < 0.5 ? 'weekend' : 'next_3_days');
		if (random() < 0.3) query.set('page', String(1 + Math.floor(random() * 3)));
		return { kind: 'event list', path: `/${locale}/events?${query.toString()}` };
	}
	if (roll < 0.6) return { kind: 'event detail', path: pick(random, catalogue.events) };
	if (roll < 0.7) {
		const word = pick(random, WORDS);
		const q = random() < 0.5 ? word : `${word.slice(0, 3)}${Math.floor(random() * 1000)}`;
		return { kind: 'search', path: `/${locale}/search?q=${encodeURIComponent(q)}` };
	}
	if (roll < 0.9) {
		const date = urlDay(random).split('-').reverse().join('-');
		const page = 1 + Math.floor(random() * 5);
		return { kind: 'events API', path: `/${locale}/api/events/?date=${date}&page=${page}` };
	}
	return { kind: 'cart', path: '/de/api/shop-cart/' };
}

/** Reads what the mix draws from: articles and event pages from the API, a bookable seat group. */
export async function readCatalogue(origin: string): Promise<SoakCatalogue> {
	const json = async <T>(path: string): Promise<T> => {
		const response = await fetch(`${origin}${path}`);
		if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
		return (await response.json()) as T;
	};
	const articles = await json<{ results: { url: string }[] }>('/de/api/articles/?page=1');
	const events: EventListItem[] = [];
	for (let page = 1; page <= 5; page++) {
		const list = await json<{ results: EventListItem[]; next: string | null }>(
			`/de/api/events/?page=${page}&page_size=100`,
		);
		events.push(...list.results);
		if (list.next === null) break;
	}
	const seatGroup: SoakCatalogue['seatGroup'] = bookableIn(events) ?? null;
	return {
		prebuilt: ['/de', '/en', ...articles.results.map((article) => article.url)],
		events: [...new Set(events.map((event) => event.url))],
		images: [
			...new Set(
				events.flatMap((event) => Object.values(event.image_thumbnails ?? {}) as string[]),
			),
		],
		seatGroup,
	};
}
