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
 * Prepares every search form on the page and loads the autocomplete island when a visitor first
 * moves into one (or at once when one already holds text, so its clear button shows): pages
 * where nobody searches never download it. Without the island the forms still submit.
 */
export function enhanceSearchForms(root: ParentNode = document): void {
	const forms = [...root.querySelectorAll<HTMLFormElement>('form[data-search-form]')]
		.map(searchFormParts)
		.filter((parts) => parts !== null);
	if (forms.length === 0) return;
	forms.forEach(markCombobox);

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
		if (input.value !== '' || document.activeElement === input) start();
	}
}
