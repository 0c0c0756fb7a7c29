import { focusSearch, typeSearch } from '../../stores/search.ts';
import { bindSearchForm } from './bind-search-form.ts';
import { formLocale, type SearchFormParts } from './search-form-parts.ts';

/**
 * The search autocomplete island (SPEC §2 'Search', §4): binds every search form of the page to
 * `$search`. It loads on the visitor's first move into a form, so text typed meanwhile is taken
 * over from the focused input.
 */
export function startSearchIsland(forms: readonly SearchFormParts[]): void {
	document.documentElement.classList.add('search-island');
	forms.forEach(bindSearchForm);
	const focused = forms.find(({ input }) => input === document.activeElement);
	if (!focused) return;
	focusSearch(focused.input.id, focused.input.value);
	// Text typed while it loaded asks for suggestions; the query a results page holds does not.
	const typed = focused.input.value !== focused.input.defaultValue;
	if (typed && focused.input.value.trim() !== '') {
		void typeSearch(focused.input.value, { locale: formLocale(focused.form) });
	}
}
