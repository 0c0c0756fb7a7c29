import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/edit-version/canonical-json.ts';

/**
 * The version of a stored document or module as an HTTP entity tag (quoted): a hash of its
 * content, keys in any order. A module's version changes exactly when it (or a child) changes, so
 * two editors on different blocks of one page never conflict. The editor computes the same tag
 * with `editVersionOf` (src/lib/edit-version/).
 */
export function editVersion(value: unknown): string {
	const hash = createHash('sha256').update(canonicalJson(value)).digest('base64url');
	return `"${hash.slice(0, 22)}"`;
}
