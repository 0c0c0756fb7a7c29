import { fromUrlDate } from '../format/datetime.ts';

// Plain patterns rather than the zod contract: the event-list island reads its URL with these
// rules too, and must not bring zod into the page's first download.
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads one raw query value; null when it is not acceptable. */
export type QueryRule<T> = (raw: string) => T | null;

/** A positive whole number such as a filter id or a page (SPEC §5: non-numeric is rejected). */
export const idRule: QueryRule<number> = (raw) => (ID_PATTERN.test(raw) ? Number(raw) : null);

/** A lower-case slug (the event list's `type` filter is an exhibition type's slug). */
export const slugRule: QueryRule<string> = (raw) => (SLUG_PATTERN.test(raw) ? raw : null);

/** A real calendar day written dd-mm-yyyy (SPEC §5), read as yyyy-mm-dd. */
export const urlDateRule: QueryRule<string> = (raw) => fromUrlDate(raw);

/** What validating a query gives: the typed values, or the first key that was refused. */
export type QueryResult<Q> =
	{ valid: true; query: Partial<Q> } | { valid: false; key: string; value: string };

/**
 * Validates the keys of `rules` in `params`. Absent and empty keys are left out; a key given
 * twice or with a value its rule refuses makes the whole query invalid. Other keys are ignored.
 */
export function validateQuery<Q extends Record<string, unknown>>(
	params: URLSearchParams,
	rules: { [K in keyof Q]: QueryRule<Q[K]> },
): QueryResult<Q> {
	const query: Partial<Q> = {};
	for (const key of Object.keys(rules) as (keyof Q & string)[]) {
		const values = params.getAll(key).filter((value) => value !== '');
		if (values.length === 0) continue;
		const [raw] = values as [string];
		const value = values.length === 1 ? rules[key](raw) : null;
		if (value === null) return { valid: false, key, value: values.join(',') };
		query[key] = value;
	}
	return { valid: true, query };
}

/** `path` with the given values as its query string (absent values left out). */
export function withQuery(
	path: string,
	values: Record<string, string | number | null | undefined>,
): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(values)) {
		if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
	}
	const text = search.toString();
	return text ? `${path}?${text}` : path;
}

/** A temporary redirect to `location` (invalid queries are sent to the plain list, SPEC §5). */
export function redirectTo(location: string, status: 301 | 302 = 302): Response {
	return new Response(null, { status, headers: { Location: location } });
}
