import type { Locale } from '../../lib/contract/common.ts';

/** The parts of one server-rendered search form (SearchForm.astro) the island works with. */
export type SearchFormParts = {
	form: HTMLFormElement;
	input: HTMLInputElement;
	list: HTMLUListElement;
	status: HTMLElement;
	clear: HTMLButtonElement;
};

/** The language of a search form (its `data-locale`). */
export function formLocale(form: HTMLFormElement): Locale {
	return form.dataset['locale'] === 'en' ? 'en' : 'de';
}

/** Finds the parts of `form`, or null when its markup is not the expected one. */
export function searchFormParts(form: HTMLFormElement): SearchFormParts | null {
	const input = form.querySelector<HTMLInputElement>('input[type="search"]');
	const list = form.querySelector<HTMLUListElement>('ul[data-search-suggestions]');
	const status = form.querySelector<HTMLElement>('[data-search-status]');
	const clear = form.querySelector<HTMLButtonElement>('button[data-search-clear]');
	return input && list && status && clear ? { form, input, list, status, clear } : null;
}
