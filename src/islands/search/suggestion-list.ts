import { fill } from '../../lib/i18n/fill.ts';

/** The id of suggestion `index` of the list `listId`, for aria-activedescendant. */
export function optionId(listId: string, index: number): string {
	return `${listId}-${index}`;
}

/**
 * What an option shows: the suggestion, or for 'did you mean' the form's localised question
 * (`data-did-you-mean`, `{{suggestion}}` for the text).
 */
export function optionText(form: HTMLFormElement, text: string, didYouMean: boolean): string {
	return didYouMean
		? fill(form.dataset['didYouMean'] ?? '{{suggestion}}', { suggestion: text })
		: text;
}

/** Replaces the options of the listbox `list` with `suggestions`, none highlighted. */
export function renderOptions(list: HTMLUListElement, suggestions: readonly string[]): void {
	list.replaceChildren(
		...suggestions.map((text, index) => {
			const option = document.createElement('li');
			option.id = optionId(list.id, index);
			option.className = 'search-form__suggestion';
			option.setAttribute('role', 'option');
			option.setAttribute('aria-selected', 'false');
			option.dataset['index'] = String(index);
			option.textContent = text;
			return option;
		}),
	);
}

/** Highlights option `active` (-1: none) and keeps it in view; returns its id, or null. */
export function highlightOption(list: HTMLUListElement, active: number): string | null {
	let activeId: string | null = null;
	for (const option of list.children) {
		const selected = option.id === optionId(list.id, active);
		option.setAttribute('aria-selected', String(selected));
		if (selected) {
			activeId = option.id;
			option.scrollIntoView({ block: 'nearest' });
		}
	}
	return activeId;
}

/**
 * What the live region says about an open list of `count` suggestions, from the form's localised
 * templates (`data-announce-one`, `data-announce-many` with `{{number}}` for the number); a
 * 'did you mean' list says its question (`didYouMean`: the option's text).
 */
export function announcement(form: HTMLFormElement, count: number, didYouMean?: string): string {
	if (count === 0) return '';
	if (didYouMean !== undefined) return didYouMean;
	const one = form.dataset['announceOne'] ?? '';
	const many = form.dataset['announceMany'] ?? '';
	return count === 1 ? one : fill(many, { number: count });
}
