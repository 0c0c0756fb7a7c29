import { diffWords } from 'diff';
import type { WordPart } from '../contract/page-compare.ts';

/** Longest a word diff may take before the field is shown as wholly replaced. */
const DIFF_TIMEOUT_MS = 200;

/**
 * The word-level diff of two plain texts (jsdiff's `diffWords`: whitespace belongs to the
 * words around it); adjacent runs of the same kind merged. A diff that takes longer than
 * DIFF_TIMEOUT_MS (huge texts) answers the old text deleted and the new one inserted.
 */
export function wordDiff(before: string, after: string): WordPart[] {
	if (before === after) return before === '' ? [] : [{ op: 'same', text: before }];
	const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
	const parts: WordPart[] = changes
		? changes.map((change) => ({
				op: change.added ? 'ins' : change.removed ? 'del' : 'same',
				text: change.value,
			}))
		: [
				{ op: 'del', text: before },
				{ op: 'ins', text: after },
			];
	return parts.filter((part) => part.text !== '');
}
