import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted, so equal content always gives equal text. */
function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>)
			.filter(([, item]) => item !== undefined)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/**
 * The version of a stored document or module as an HTTP entity tag (quoted): a hash of its
 * content, keys in any order. A module's version changes exactly when it (or a child) changes, so
 * two editors on different blocks of one page never conflict.
 */
export function editVersion(value: unknown): string {
	const hash = createHash('sha256').update(canonicalJson(value)).digest('base64url');
	return `"${hash.slice(0, 22)}"`;
}
