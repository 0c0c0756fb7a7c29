import { FIELD_TYPES, type Form } from '../contract/index.ts';
import type { FormValues } from './form-values.ts';

/** The field slug the footer's 'report a barrier' link fills with the page the visitor was on. */
export const REPORT_PAGE_FIELD = 'page_url';

/**
 * The query parameters a link may prefill a form field with, each the slug of the field it fills.
 * Only these: the server's render cache keys form pages on them (`PAGE_QUERY_KEYS`).
 */
export const PREFILL_QUERY_KEYS = [REPORT_PAGE_FIELD] as const;

/** Field types a link may fill in: free text only, never e-mail, choices, files or dates. */
const PREFILLABLE = new Set<unknown>([
	FIELD_TYPES.text,
	FIELD_TYPES.textarea,
	FIELD_TYPES.url,
	FIELD_TYPES.hidden,
]);

/** The longest value a link may put into a field: what a one-line field accepts (FormField). */
export const PREFILL_MAX_LENGTH = 1000;

// Control characters (newlines too): a prefilled value stays one line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * The values a link's query gives the form's free-text fields (text, textarea, URL, hidden) whose
 * slug is one of `PREFILL_QUERY_KEYS`, e.g. `?page_url=/de/besuch`: control characters replaced by
 * a space, trimmed, at most `PREFILL_MAX_LENGTH` characters. Empty when nothing applies. The
 * visitor sees and can change every visible prefilled value before sending.
 */
export function prefilledValues(form: Form, query: URLSearchParams): FormValues {
	const filled: FormValues = {};
	for (const field of form.fields) {
		if (!PREFILLABLE.has(field.field_type)) continue;
		if (!(PREFILL_QUERY_KEYS as readonly string[]).includes(field.slug)) continue;
		const given = query.get(field.slug);
		if (given === null) continue;
		const text = given.replace(CONTROL, ' ').trim().slice(0, PREFILL_MAX_LENGTH);
		if (text !== '') filled[field.slug] = text;
	}
	return filled;
}
