import { htmlToText } from '../../lib/html/html-to-text.ts';

/** Keys of editor blocks whose string values are readable text (for search). */
const TEXT_KEYS = new Set([
	'headline',
	'preline',
	'subline',
	'content',
	'text',
	'title',
	'link_text',
	'caption',
	'question',
	'answer',
	'label',
	'author',
]);

/** Collects the readable text of a nested structure of editor blocks. */
export function collectText(value: unknown, into: string[] = []): string[] {
	if (Array.isArray(value)) {
		for (const item of value) collectText(item, into);
	} else if (typeof value === 'object' && value !== null) {
		for (const [key, item] of Object.entries(value)) {
			if (typeof item === 'string') {
				if (TEXT_KEYS.has(key) && item.trim() !== '') into.push(htmlToText(item));
			} else if (typeof item === 'object' && item !== null) {
				collectText(item, into);
			}
		}
	}
	return into;
}
