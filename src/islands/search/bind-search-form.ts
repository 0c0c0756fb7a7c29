import {
	$search,
	clearSearch,
	closeSuggestions,
	focusSearch,
	moveActive,
	pickSuggestion,
	submitSearch,
	typeSearch,
	type SearchState,
} from '../../stores/search.ts';
import { formLocale, type SearchFormParts } from './search-form-parts.ts';
import { announcement, highlightOption, optionText, renderOptions } from './suggestion-list.ts';

// SPEC §4: on desktop the list also closes when the input loses focus; on a phone that happens
// whenever the keyboard is put away, so there only a tap elsewhere closes it.
const DESKTOP = '(min-width: 64em)';

/** The <details> elements `element` sits in, innermost first. */
function ancestorDisclosures(element: Element): HTMLDetailsElement[] {
	const found: HTMLDetailsElement[] = [];
	for (let details = element.closest('details'); details;) {
		found.push(details);
		details = details.parentElement?.closest('details') ?? null;
	}
	return found;
}

/**
 * One search form as a view over `$search` (SPEC §2 'Search', §4): typing asks for suggestions,
 * ArrowDown/ArrowUp move through them (aria-activedescendant; focus stays in the input), Enter or
 * a click picks one and submits, Escape closes the list, the clear button empties the text and
 * refocuses the input, and a submit goes to the search route for the text.
 */
export function bindSearchForm(parts: SearchFormParts): void {
	const { form, input, list, status, clear } = parts;
	const locale = formLocale(form);
	const owner = input.id;
	const isMine = (): boolean => $search.get().owner === owner;

	const pick = (index: number): void => {
		const text = pickSuggestion(index);
		if (text === null) return;
		input.value = text;
		form.requestSubmit();
	};

	input.addEventListener('focus', () => focusSearch(owner, input.value));
	input.addEventListener('input', () => {
		focusSearch(owner, input.value);
		void typeSearch(input.value, { locale });
	});
	input.addEventListener('keydown', (event) => {
		const state = $search.get();
		if (event.isComposing || state.owner !== owner) return;
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (state.suggestions.length === 0) return;
			event.preventDefault();
			moveActive(event.key === 'ArrowDown' ? 1 : -1);
		} else if (event.key === 'Enter' && state.open && state.active >= 0) {
			event.preventDefault();
			pick(state.active);
		} else if (event.key === 'Escape' && state.open) {
			// Only the list closes: not the header search around it, and the text stays.
			event.preventDefault();
			closeSuggestions();
		}
	});

	// A press on the list must not take focus from the input (which would close the list first).
	list.addEventListener('mousedown', (event) => event.preventDefault());
	list.addEventListener('click', (event) => {
		const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
		if (option instanceof HTMLElement) pick(Number(option.dataset['index']));
	});

	clear.addEventListener('click', () => {
		input.focus();
		input.value = '';
		focusSearch(owner, '');
		clearSearch();
	});

	form.addEventListener('submit', (event) => {
		event.preventDefault();
		focusSearch(owner, input.value);
		const url = submitSearch(locale, window.location.pathname);
		if (url === null) input.focus();
		else window.location.assign(url);
	});

	const desktop = window.matchMedia(DESKTOP);
	// A press on the list keeps the focus (see above), so any blur means the visitor moved on.
	input.addEventListener('blur', () => {
		if (desktop.matches && isMine()) closeSuggestions();
	});
	document.addEventListener('pointerdown', (event) => {
		if (isMine() && !(event.target instanceof Node && form.contains(event.target))) {
			closeSuggestions();
		}
	});
	// The header's search panel or mobile menu closing takes the list with it.
	for (const details of ancestorDisclosures(form)) {
		details.addEventListener('toggle', () => {
			if (!details.open && isMine()) closeSuggestions();
		});
	}

	let shown: readonly string[] = [];
	const render = (state: SearchState): void => {
		const mine = state.owner === owner;
		const open = mine && state.open && state.suggestions.length > 0;
		const texts = state.suggestions.map((text) => optionText(form, text, state.didYouMean));
		if (mine && state.suggestions !== shown) {
			shown = state.suggestions;
			renderOptions(list, texts);
		}
		list.hidden = !open;
		input.setAttribute('aria-expanded', String(open));
		const activeId = open ? highlightOption(list, state.active) : null;
		if (activeId) input.setAttribute('aria-activedescendant', activeId);
		else input.removeAttribute('aria-activedescendant');
		const message = open
			? announcement(form, state.suggestions.length, state.didYouMean ? texts[0] : undefined)
			: '';
		if (status.textContent !== message) status.textContent = message;
		if (mine && input.value !== state.text) input.value = state.text;
		clear.hidden = input.value === '';
	};
	$search.subscribe(render);
}
