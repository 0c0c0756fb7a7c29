import { map, task } from 'nanostores';
import type { Locale } from '../lib/contract/common.ts';
import { searchUrl } from '../lib/links/search-url.ts';
import { closeHeader } from './header.ts';

/** Where the autocomplete call stands: not asked, waiting, answered, or failed (list kept). */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The site search's autocomplete (SPEC §2 'Search', §4): the text of the search input in use, the
 * suggestions for it, whether their list is open and which one is highlighted. A page has several
 * search forms (header, mobile menu, search page); `owner` is the id of the input in use, and the
 * others show no list.
 */
export type SearchState = {
	owner: string | null;
	text: string;
	suggestions: readonly string[];
	open: boolean;
	/** Index of the highlighted suggestion; -1 while the input itself is current. */
	active: number;
	status: SearchStatus;
	/**
	 * True when no title matched and the one suggestion is the nearest text that does ('did you
	 * mean'), shown and announced as such.
	 */
	didYouMean: boolean;
};

const EMPTY = {
	text: '',
	suggestions: [],
	open: false,
	active: -1,
	status: 'idle',
	didYouMean: false,
} as const satisfies Omit<SearchState, 'owner'>;

export const $search = map<SearchState>({ owner: null, ...EMPTY });

/** How long typing must pause before suggestions are asked for. */
export const AUTOCOMPLETE_DELAY = 150;

export type SuggestOptions = {
	locale: Locale;
	fetcher?: typeof fetch | undefined;
	/** Pause before the call, in ms (default AUTOCOMPLETE_DELAY). */
	delay?: number | undefined;
};

// Each new text or close bumps the generation; an answer from an older one is stale.
let generation = 0;
let controller: AbortController | null = null;
// The lower-cased query last asked for (in flight or answered), so a changed text that asks the
// same (e.g. a trailing space) costs no second call.
let asked = '';

function cancelPending(): void {
	generation += 1;
	controller?.abort();
	controller = null;
	asked = '';
}

/**
 * Reads an autocomplete answer: a list of texts. Checked by hand rather than with the zod contract,
 * which would add the whole validator to every page; anything else throws.
 */
export function readSuggestions(value: unknown): string[] {
	if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
		throw new TypeError('autocomplete: the answer is not a list of texts');
	}
	return value;
}

/** The autocomplete call for `query` (SPEC §7): GET /{locale}/api/search/autocomplete/?query=. */
export function autocompletePath(locale: Locale, query: string): string {
	return `/${locale}/api/search/autocomplete/?query=${encodeURIComponent(query)}`;
}

/** The 'did you mean' call for a text without suggestions: GET /{locale}/api/search/did-you-mean/. */
export function didYouMeanPath(locale: Locale, query: string): string {
	return `/${locale}/api/search/did-you-mean/?query=${encodeURIComponent(query)}`;
}

/** Reads a 'did you mean' answer, `{ suggestion: string | null }`, checked by hand (see above). */
export function readDidYouMean(value: unknown): string | null {
	const suggestion =
		typeof value === 'object' && value !== null && 'suggestion' in value
			? value.suggestion
			: undefined;
	if (suggestion !== null && typeof suggestion !== 'string') {
		throw new TypeError('did-you-mean: the answer has no suggestion');
	}
	return suggestion;
}

/**
 * Makes the input `owner` the one in use with its current `text`. Moving to another input drops
 * the previous one's suggestions.
 */
export function focusSearch(owner: string, text: string): void {
	const state = $search.get();
	if (state.owner === owner) {
		if (state.text !== text) $search.setKey('text', text);
		return;
	}
	cancelPending();
	$search.set({ owner, ...EMPTY, text });
}

const sleep = (ms: number): Promise<void> =>
	new Promise((resolve) => {
		setTimeout(resolve, ms);
	});

/**
 * Records the visitor's `text` and, once typing pauses, asks for suggestions for it, lower-cased.
 * Empty or blank text asks nothing and closes the list. Only the latest text's answer is shown;
 * a failed call or a wrong-shaped answer is reported on the console and leaves the list as it was.
 * The promise settles when this text's call has (or was superseded).
 */
export function typeSearch(text: string, options: SuggestOptions): Promise<void> {
	const { locale, fetcher = fetch, delay = AUTOCOMPLETE_DELAY } = options;
	const query = text.trim().toLocaleLowerCase(locale);
	if (query === '') {
		cancelPending();
		$search.set({ ...$search.get(), ...EMPTY, text });
		return Promise.resolve();
	}
	$search.set({ ...$search.get(), text, active: -1 });
	if (query === asked) return Promise.resolve();
	cancelPending();
	asked = query;
	const mine = generation;
	return task(async () => {
		await sleep(delay);
		if (mine !== generation) return;
		controller = new AbortController();
		$search.setKey('status', 'loading');
		try {
			const ask = async (path: string) => {
				const response = await fetcher(path, {
					headers: { Accept: 'application/json' },
					signal: controller?.signal ?? null,
				});
				if (!response.ok) throw new Error(`${path} answered ${response.status}`);
				return (await response.json()) as unknown;
			};
			let suggestions = readSuggestions(await ask(autocompletePath(locale, query)));
			let didYouMean = false;
			if (suggestions.length === 0 && mine === generation) {
				const nearest = readDidYouMean(await ask(didYouMeanPath(locale, query)));
				suggestions = nearest === null ? [] : [nearest];
				didYouMean = nearest !== null;
			}
			if (mine !== generation) return;
			$search.set({
				...$search.get(),
				suggestions,
				didYouMean,
				open: suggestions.length > 0,
				active: -1,
				status: 'ready',
			});
		} catch (error) {
			// An aborted or overtaken call is no failure: a newer text has taken over.
			if (mine !== generation) return;
			asked = '';
			console.warn('search suggestions failed', error);
			$search.setKey('status', 'failed');
		}
	});
}

/**
 * ArrowDown (`1`) and ArrowUp (`-1`): moves the highlight through the suggestions, the input
 * itself being the position before the first; a closed list with suggestions opens on the first
 * (or, upwards, the last).
 */
export function moveActive(step: 1 | -1): void {
	const state = $search.get();
	const count = state.suggestions.length;
	if (count === 0 || state.text.trim() === '') return;
	if (!state.open) {
		$search.set({ ...state, open: true, active: step > 0 ? 0 : count - 1 });
		return;
	}
	const positions = count + 1;
	$search.setKey('active', ((state.active + 1 + step + positions) % positions) - 1);
}

/** Closes the list (Escape, blur, a tap elsewhere) and forgets any call still under way. */
export function closeSuggestions(): void {
	cancelPending();
	const state = $search.get();
	if (state.open || state.active !== -1) $search.set({ ...state, open: false, active: -1 });
}

/** Takes suggestion `index` as the text and closes the list; returns the text (null: none). */
export function pickSuggestion(index: number): string | null {
	const state = $search.get();
	const text = state.suggestions[index];
	if (text === undefined) return null;
	cancelPending();
	$search.set({ ...state, text, open: false, active: -1 });
	return text;
}

/** The clear button: empties the text and the list. */
export function clearSearch(): void {
	cancelPending();
	$search.set({ ...$search.get(), ...EMPTY });
}

/**
 * Submits the text: closes the list and the header menu and search (SPEC §2) and returns the
 * address to go to (see searchUrl), or null for blank text, which is not searched.
 */
export function submitSearch(locale: Locale, pathname: string): string | null {
	const { text } = $search.get();
	if (text.trim() === '') return null;
	closeSuggestions();
	closeHeader();
	return searchUrl(locale, text, pathname);
}

/** Forgets every state and pending call (for tests). */
export function resetSearch(): void {
	cancelPending();
	$search.set({ owner: null, ...EMPTY });
}
