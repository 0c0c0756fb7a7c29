import { sql } from 'kysely';
import type {
	EditorLocale,
	ScheduleAction,
	ScheduleKind,
	ScheduledChange,
} from '../../lib/contract/index.ts';
import { displayName } from '../auth/users.ts';
import type { Database } from '../db/database.ts';

/** A change as the runner applies it. */
export type DueChange = {
	id: number;
	kind: ScheduleKind;
	docId: number;
	/** The page's editor locale; null: every locale of the document. */
	locale: string | null;
	action: ScheduleAction;
	createdBy: number | null;
};

/** A change to plan. */
export type PlannedChange = Omit<DueChange, 'id'> & { runAt: Date };

const PENDING = sql`done_at IS NULL AND cancelled_at IS NULL`;

/** Stores a planned change of `site` made at `now`; answers its id. */
export async function insertChange(
	db: Database,
	site: string,
	change: PlannedChange,
	now: Date,
): Promise<number> {
	const row = await db.one<{ id: number }>(
		sql`INSERT INTO scheduled_changes (site, kind, doc_id, locale, action, run_at, created_by, created_at)
			VALUES (${site}, ${change.kind}, ${change.docId}, ${change.locale}, ${change.action},
				${change.runAt.toISOString()}, ${change.createdBy}, ${now.toISOString()})
			RETURNING id`,
	);
	return Number(row?.id);
}

/**
 * The pending changes of `site` (of one document, when `doc` is given), soonest first, with the
 * title and path of the document in its locale (or `locale` for the kinds changed in every one)
 * and the planner's name.
 */
export async function pendingChanges(
	db: Database,
	site: string,
	locale: string,
	doc?: { kind: ScheduleKind; id: number },
): Promise<ScheduledChange[]> {
	const only = doc ? sql`AND s.kind = ${doc.kind} AND s.doc_id = ${doc.id}` : sql``;
	const rows = await db.all(
		sql`SELECT s.id, s.kind, s.doc_id, s.locale, s.action, s.run_at, s.created_at,
				d.sort_text, d.url_path, u.first_name, u.last_name, u.username
			FROM scheduled_changes s
			LEFT JOIN documents d ON d.site = s.site AND d.kind = s.kind AND d.id = s.doc_id
				AND d.locale = COALESCE(s.locale, ${locale})
			LEFT JOIN users u ON u.id = s.created_by
			WHERE s.site = ${site} AND s.done_at IS NULL AND s.cancelled_at IS NULL ${only}
			ORDER BY s.run_at, s.id`,
	);
	return rows.map((row) => ({
		id: Number(row['id']),
		kind: String(row['kind']) as ScheduleKind,
		doc_id: Number(row['doc_id']),
		locale: typeof row['locale'] === 'string' ? (row['locale'] as EditorLocale) : null,
		action: String(row['action']) as ScheduleAction,
		run_at: new Date(String(row['run_at'])).toISOString(),
		created_at: new Date(String(row['created_at'])).toISOString(),
		created_by_name: displayName(row),
		title: typeof row['sort_text'] === 'string' ? row['sort_text'] : '',
		url: typeof row['url_path'] === 'string' ? row['url_path'] : null,
	}));
}

/**
 * Cancels a pending change of `site`; answers the change, or undefined when it is unknown, done
 * or already cancelled (a conditional UPDATE: a runner that claimed it first wins).
 */
export async function cancelChange(
	db: Database,
	site: string,
	id: number,
	by: number,
	now: Date,
): Promise<DueChange | undefined> {
	const row = await db.one(
		sql`UPDATE scheduled_changes SET cancelled_at = ${now.toISOString()}, cancelled_by = ${by}
			WHERE site = ${site} AND id = ${id} AND ${PENDING}
			RETURNING id, kind, doc_id, locale, action, created_by`,
	);
	return row ? dueChangeOf(row) : undefined;
}

function dueChangeOf(row: Record<string, unknown>): DueChange {
	return {
		id: Number(row['id']),
		kind: String(row['kind']) as ScheduleKind,
		docId: Number(row['doc_id']),
		locale: typeof row['locale'] === 'string' ? row['locale'] : null,
		action: String(row['action']) as ScheduleAction,
		createdBy: row['created_by'] === null ? null : Number(row['created_by']),
	};
}

/**
 * The next due pending change of `site`, locked for the caller's transaction: on PostgreSQL
 * `FOR UPDATE SKIP LOCKED`, so a runner of another instance skips it (and, once this one
 * committed, finds it done); on SQLite the transaction holds the file's write lock.
 */
export async function lockNextDue(
	db: Database,
	site: string,
	now: Date,
): Promise<DueChange | undefined> {
	const skipLocked = db.engine === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
	const row = await db.one(
		sql`SELECT id, kind, doc_id, locale, action, created_by FROM scheduled_changes
			WHERE site = ${site} AND ${PENDING} AND run_at <= ${now.toISOString()}
			ORDER BY run_at, id LIMIT 1 ${skipLocked}`,
	);
	return row ? dueChangeOf(row) : undefined;
}

/** Marks a pending change done with `outcome` ('done' or the error); false when it no longer was pending. */
export async function finishChange(
	db: Database,
	id: number,
	outcome: string,
	now: Date,
): Promise<boolean> {
	const changed = await db.run(
		sql`UPDATE scheduled_changes SET done_at = ${now.toISOString()}, outcome = ${outcome.slice(0, 500)}
			WHERE id = ${id} AND ${PENDING}`,
	);
	return changed > 0;
}
