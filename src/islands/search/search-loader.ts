import { searchFormParts, type SearchFormParts } from './search-form-parts.ts';

/**
 * Turns the search input into a combobox that controls its (still hidden) suggestion list. Done
 * here, not in the server markup: without JavaScript there is no list, and the input stays a
 * plain search box.
 */
function markCombobox({ input, list }: SearchFormParts): void {
	list.setAttribute('role', 'listbox');
	list.setAttribute('aria-label', list.dataset['label'] ?? '');
	input.setAttribute('role', 'combobox');
	input.setAttribute('aria-autocomplete', 'list');
	input.setAttribute('aria-expanded', 'false');
	input.setAttribute('aria-controls', list.id);
}

/**
 * The clear button before the island has loaded (SPEC §4 'Search box'): shown while the input
 * holds text, it empties the input and returns focus to it. The island takes the button over
 * with the same behaviour (bind-search-form.ts); both running on one click do the same.
 */
function bindClearButton({ input, clear }: SearchFormParts): void {
	const show = (): void => {
		clear.hidden = input.value === '';
	};
	show();
	input.addEventListener('input', show);
	clear.addEventListener('click', () => {
		input.focus();
		input.value = '';
		show();
	});
}

/**
 * Prepares every search form on the page (combobox roles, the clear button) and loads the
 * autocomplete island when a visitor first moves into one (or at once when its input has focus
 * already): pages where nobody searches never download it, the search results page included,
 * whose input holds the query. Without the island the forms still submit.
 */
export function enhanceSearchForms(root: ParentNode = document): void {
	const forms = [...root.querySelectorAll<HTMLFormElement>('form[data-search-form]')]
		.map(searchFormParts)
		.filter((parts) => parts !== null);
	if (forms.length === 0) return;
	forms.forEach(markCombobox);
	forms.forEach(bindClearButton);
	// The browser's own clear button gives way to ours (SearchForm.astro).
	document.documentElement.classList.add('search-forms');

	let started = false;
	const start = (): void => {
		if (started) return;
		started = true;
		import('./search-island.ts')
			.then(({ startSearchIsland }) => startSearchIsland(forms))
			.catch((error: unknown) => console.warn('search autocomplete failed to load', error));
	};
	for (const { form, input } of forms) {
		form.addEventListener('focusin', start, { once: true });
		form.addEventListener('pointerenter', start, { once: true });
		if (document.activeElement === input) start();
	}
}
