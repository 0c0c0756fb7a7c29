import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_CATEGORIES } from '../../../src/lib/contract/search.ts';
import { SEARCH_FORM_CATEGORIES, searchAction } from '../../../src/lib/links/search-url.ts';
import { $header, closeHeader, setMenuOpen, setSearchOpen } from '../../../src/stores/header.ts';
import {
	$search,
	clearSearch,
	closeSuggestions,
	focusSearch,
	moveActive,
	pickSuggestion,
	readSuggestions,
	resetSearch,
	submitSearch,
	typeSearch,
} from '../../../src/stores/search.ts';

/** A fetch stub that answers every call with `body` as JSON. */
function answering(body: unknown, status = 200) {
	return vi.fn<typeof fetch>(async () => Response.json(body, { status }));
}

/** A fetch stub whose answers the test releases one by one, in any order. */
function held() {
	const pending: { url: string; answer: (body: unknown) => void }[] = [];
	const fetcher = vi.fn<typeof fetch>(
		(input) =>
			new Promise<Response>((resolve) => {
				pending.push({
					url: input instanceof Request ? input.url : input.toString(),
					answer: (body) => resolve(Response.json(body)),
				});
			}),
	);
	return { fetcher, pending };
}

const NOW = { locale: 'de', delay: 0 } as const;

const urlOf = (input: RequestInfo | URL): string =>
	input instanceof Request ? input.url : input.toString();

/** Types `text` into the header search and waits for its call to settle. */
async function type(text: string, fetcher: typeof fetch): Promise<void> {
	focusSearch('header-search-input', '');
	await typeSearch(text, { ...NOW, fetcher });
	await allTasks();
}

afterEach(() => {
	resetSearch();
	closeHeader();
	vi.restoreAllMocks();
	cleanStores($search, $header);
});

describe('$search autocomplete', () => {
	it('asks for the lower-cased text in the page language and opens the list', async () => {
		const fetcher = answering(['Führung im Schloss', 'Führungen für Kinder']);
		await type('FÜHR', fetcher);
		expect(fetcher).toHaveBeenCalledOnce();
		expect(fetcher.mock.calls[0]?.[0]).toBe(
			`/de/api/search/autocomplete/?query=${encodeURIComponent('führ')}`,
		);
		expect($search.get()).toMatchObject({
			text: 'FÜHR',
			suggestions: ['Führung im Schloss', 'Führungen für Kinder'],
			open: true,
			status: 'ready',
		});
	});

	it('asks nothing for empty or blank text and closes the list', async () => {
		await type('Kon', answering(['Konzert']));
		const fetcher = answering(['never']);
		await typeSearch('   ', { ...NOW, fetcher });
		await allTasks();
		expect($search.get()).toMatchObject({ text: '   ', suggestions: [], open: false });
		await typeSearch('', { ...NOW, fetcher });
		await allTasks();
		expect(fetcher).not.toHaveBeenCalled();
		expect($search.get()).toMatchObject({ text: '', suggestions: [], open: false });
	});

	it('keeps the list closed when nothing is suggested, not even a nearest text', async () => {
		const fetcher = vi.fn<typeof fetch>(async (input) =>
			Response.json(urlOf(input).includes('/did-you-mean/') ? { suggestion: null } : []),
		);
		await type('xylophon', fetcher);
		expect($search.get()).toMatchObject({ open: false, status: 'ready', didYouMean: false });
		expect(fetcher.mock.calls.map(([url]) => urlOf(url))).toEqual([
			'/de/api/search/autocomplete/?query=xylophon',
			'/de/api/search/did-you-mean/?query=xylophon',
		]);
	});

	it("offers the nearest text as the one suggestion when no title matches ('did you mean')", async () => {
		const fetcher = vi.fn<typeof fetch>(async (input) =>
			Response.json(urlOf(input).includes('/did-you-mean/') ? { suggestion: 'Porzellan' } : []),
		);
		await type('Porzlan', fetcher);
		expect($search.get()).toMatchObject({
			suggestions: ['Porzellan'],
			didYouMean: true,
			open: true,
		});
		expect(pickSuggestion(0)).toBe('Porzellan');
		await type('Porz', answering(['Porzellan bemalen']));
		expect($search.get()).toMatchObject({ suggestions: ['Porzellan bemalen'], didYouMean: false });
		await type('Porzla', answering({ wrong: true }));
		expect($search.get().status).toBe('failed');
	});

	it('waits until typing pauses before asking', async () => {
		const fetcher = answering(['Konzert']);
		focusSearch('header-search-input', '');
		void typeSearch('K', { ...NOW, fetcher, delay: 20 });
		void typeSearch('Ko', { ...NOW, fetcher, delay: 20 });
		void typeSearch('Kon', { ...NOW, fetcher, delay: 20 });
		await allTasks();
		expect(fetcher).toHaveBeenCalledOnce();
		expect(fetcher.mock.calls[0]?.[0]).toContain('query=kon');
	});

	it('ignores an answer that arrives after a newer text was asked for', async () => {
		const { fetcher, pending } = held();
		focusSearch('header-search-input', '');
		void typeSearch('Ko', { ...NOW, fetcher });
		await vi.waitFor(() => expect(pending).toHaveLength(1));
		void typeSearch('Kon', { ...NOW, fetcher });
		await vi.waitFor(() => expect(pending).toHaveLength(2));

		pending[1]?.answer(['Konzert']);
		pending[0]?.answer(['Kochkurs', 'Komödie']);
		await allTasks();
		expect($search.get()).toMatchObject({ text: 'Kon', suggestions: ['Konzert'], open: true });
	});

	it('ignores an answer for text that was emptied meanwhile', async () => {
		const { fetcher, pending } = held();
		focusSearch('header-search-input', '');
		void typeSearch('Ko', { ...NOW, fetcher });
		await vi.waitFor(() => expect(pending).toHaveLength(1));
		await typeSearch('', { ...NOW, fetcher });
		pending[0]?.answer(['Konzert']);
		await allTasks();
		expect($search.get()).toMatchObject({ text: '', suggestions: [], open: false });
	});

	it('reports a failed call and keeps the list as it was', async () => {
		await type('Kon', answering(['Konzert', 'Kontakt']));
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		await typeSearch('Konz', { ...NOW, fetcher: answering({ error: 'down' }, 503) });
		await allTasks();
		expect(warn).toHaveBeenCalledOnce();
		expect($search.get()).toMatchObject({
			text: 'Konz',
			suggestions: ['Konzert', 'Kontakt'],
			open: true,
			status: 'failed',
		});
	});

	it('treats a wrong-shaped answer like a failed call', async () => {
		await type('Kon', answering(['Konzert']));
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		await typeSearch('Konz', { ...NOW, fetcher: answering({ results: ['Konzert'] }) });
		await allTasks();
		expect(warn).toHaveBeenCalledOnce();
		expect($search.get()).toMatchObject({ suggestions: ['Konzert'], status: 'failed' });
		expect(() => readSuggestions(['a', 2])).toThrow(TypeError);
	});

	it('shows no list of another search form after moving to this one', async () => {
		await type('Kon', answering(['Konzert']));
		focusSearch('mobile-search-input', 'Aus');
		expect($search.get()).toMatchObject({
			owner: 'mobile-search-input',
			text: 'Aus',
			suggestions: [],
			open: false,
		});
	});
});

describe('$search keyboard and picking', () => {
	it('ArrowDown highlights the first suggestion, then moves on and back to the input', async () => {
		await type('Kon', answering(['Konzert', 'Kontakt']));
		moveActive(1);
		expect($search.get().active).toBe(0);
		moveActive(1);
		expect($search.get().active).toBe(1);
		moveActive(1);
		expect($search.get().active).toBe(-1);
		moveActive(-1);
		expect($search.get().active).toBe(1);
	});

	it('Escape closes the list; ArrowDown opens it again on the first suggestion', async () => {
		await type('Kon', answering(['Konzert', 'Kontakt']));
		moveActive(1);
		closeSuggestions();
		expect($search.get()).toMatchObject({ open: false, active: -1, text: 'Kon' });
		moveActive(1);
		expect($search.get()).toMatchObject({ open: true, active: 0 });
	});

	it('ignores an answer still under way when the list was closed', async () => {
		const { fetcher, pending } = held();
		focusSearch('header-search-input', '');
		void typeSearch('Kon', { ...NOW, fetcher });
		await vi.waitFor(() => expect(pending).toHaveLength(1));
		closeSuggestions();
		pending[0]?.answer(['Konzert']);
		await allTasks();
		expect($search.get().open).toBe(false);
	});

	it('picking a suggestion takes its text and closes the list', async () => {
		await type('kon', answering(['Konzert', 'Kontakt']));
		expect(pickSuggestion(1)).toBe('Kontakt');
		expect($search.get()).toMatchObject({ text: 'Kontakt', open: false });
		expect(pickSuggestion(5)).toBeNull();
	});

	it('the clear button empties text and list', async () => {
		await type('Kon', answering(['Konzert']));
		clearSearch();
		expect($search.get()).toMatchObject({ text: '', suggestions: [], open: false });
	});
});

describe('submitting a search', () => {
	it('goes to the localised search route with q set to the text', () => {
		focusSearch('header-search-input', ' Führung im Schloss ');
		expect(submitSearch('de', '/de/events')).toBe('/de/search?q=F%C3%BChrung+im+Schloss');
		focusSearch('header-search-input', 'tour');
		expect(submitSearch('en', '/en')).toBe('/en/search?q=tour');
	});

	it('keeps the category of a search route and goes to its page 1', () => {
		focusSearch('search-page-input', 'Konzert');
		expect(submitSearch('de', '/de/search/events/3')).toBe('/de/search/events/1?q=Konzert');
		expect(submitSearch('en', '/en/search/others')).toBe('/en/search/others/1?q=Konzert');
		expect(submitSearch('de', '/de/search')).toBe('/de/search?q=Konzert');
	});

	it('takes no unknown category or malformed search path for a category', () => {
		expect(searchAction('de', '/de/search/nope/1')).toBe('/de/search');
		expect(searchAction('de', '/de/search/events/x')).toBe('/de/search');
		expect(searchAction('de', '/de/searchevents')).toBe('/de/search');
		expect(searchAction('de', '/de/search/events/')).toBe('/de/search/events/1');
		expect(SEARCH_FORM_CATEGORIES).toEqual(SEARCH_CATEGORIES);
	});

	it('does not search blank text', () => {
		focusSearch('header-search-input', '   ');
		expect(submitSearch('de', '/de')).toBeNull();
	});

	it('closes the list, the header search and the mobile menu', async () => {
		await type('Kon', answering(['Konzert']));
		setSearchOpen(true);
		setMenuOpen(true);
		expect(submitSearch('de', '/de')).toBe('/de/search?q=Kon');
		expect($search.get().open).toBe(false);
		expect($header.get()).toMatchObject({ searchOpen: false, menuOpen: false });
	});
});
