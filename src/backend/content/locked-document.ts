import type { IfMatch } from '../http/preconditions.ts';
import { editConflict, satisfies } from '../http/preconditions.ts';
import type { DocumentStore } from './documents.ts';
import { editVersion } from './edit-version.ts';
import type { Kind } from './kinds.ts';

/**
 * For a read-modify-write inside `store.transaction`: the stored body of one document (undefined
 * when there is none), locked until the transaction ends, after checking that `ifMatch` names
 * its version (else 412 with who saved it last). Check and write share the lock, so two writes
 * based on one version cannot both pass, on SQLite or PostgreSQL.
 */
export async function lockForWrite(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	ifMatch: IfMatch,
): Promise<unknown> {
	const stored = await store.get(kind, id, locale, { lock: true });
	if (stored === undefined) return undefined;
	const current = editVersion(stored);
	if (!satisfies(ifMatch, current)) {
		throw editConflict(current, await store.documentStamp(kind, id, locale));
	}
	return stored;
}
