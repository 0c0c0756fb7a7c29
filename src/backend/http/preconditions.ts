import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiProblem } from './errors.ts';

/** What a write's `If-Match` asks for: any stored version (`*`), one of these tags, or nothing. */
export type IfMatch = '*' | readonly string[] | undefined;

/** Most entity tags one `If-Match` may list (more is a 400, not a long loop). */
const MAX_TAGS = 20;

/**
 * The request's `If-Match` (RFC 9110 §13.1.1): `*` or a list of strong tags. Weak tags (`W/"…"`)
 * never match a write, so they are kept as written and compare unequal.
 */
export function ifMatchOf(c: Context<AppEnv>): IfMatch {
	const header = c.req.header('if-match');
	if (header === undefined || header.trim() === '') return undefined;
	if (header.trim() === '*') return '*';
	const tags = header
		.split(',')
		.map((tag) => tag.trim())
		.filter((tag) => tag !== '');
	if (tags.length > MAX_TAGS || header.length > 2000) {
		throw new ApiProblem(400, { error: 'If-Match lists too many versions', field: 'If-Match' });
	}
	return tags;
}

/** Whether the stored version `current` satisfies `ifMatch` (no condition: always). */
export function satisfies(ifMatch: IfMatch, current: string): boolean {
	if (ifMatch === undefined || ifMatch === '*') return true;
	return ifMatch.includes(current);
}

/** Who changed the stored version last, and when (either unknown: null). */
export type EditStamp = { changed_by: string | null; changed_at: string | null };

/** The 412 answer of a write based on an older version than `current` (EditConflictSchema). */
export function editConflict(current: string, stamp: EditStamp): ApiProblem {
	return new ApiProblem(412, {
		error: 'Someone else changed this in the meantime',
		changed_by: stamp.changed_by,
		changed_at: stamp.changed_at,
		etag: current,
	});
}
