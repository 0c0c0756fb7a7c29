import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { EditorLocale, PageActivity } from '../../lib/contract/index.ts';
import { statement } from '../ticketing/statements.ts';

/** Which saves to list: of one site and locale, optionally of one page only. */
export type ActivityFilter = { site: string; locale: EditorLocale; pageId?: number; limit: number };

/**
 * The latest saves of pages (their kept versions), newest first, with the page's current title,
 * URL and online state in that locale and the saving user's name (first and last name, else the
 * username; '' when unknown) and what the save changed (migration 006's `summary`). Saves of
 * pages deleted since are left out.
 */
export function pageActivities(db: DatabaseSync, filter: ActivityFilter): PageActivity[] {
	const where = ['v.site = ?', "v.kind = 'page'", 'v.locale = ?'];
	const params: SQLInputValue[] = [filter.site, filter.locale];
	if (filter.pageId !== undefined) {
		where.push('v.id = ?');
		params.push(filter.pageId);
	}
	const rows = statement(
		db,
		`SELECT v.version_id, v.id, v.created_at, v.summary,
			json_extract(d.body, '$.title') AS title, d.url_path, d.is_online,
			u.first_name, u.last_name, u.username
		 FROM document_versions v
		 JOIN documents d ON d.site = v.site AND d.kind = v.kind AND d.id = v.id AND d.locale = v.locale
		 LEFT JOIN users u ON u.id = v.created_by
		 WHERE ${where.join(' AND ')}
		 ORDER BY v.version_id DESC LIMIT ?`,
	).all(...params, filter.limit);
	return rows.map((row) => ({
		page_id: Number(row['id']),
		locale: filter.locale,
		title: String(row['title'] ?? ''),
		url: String(row['url_path'] ?? ''),
		version_id: Number(row['version_id']),
		created_at: String(row['created_at']),
		created_by_name: userName(row),
		summary: String(row['summary'] ?? ''),
		is_online: Number(row['is_online']) === 1,
	}));
}

function userName(row: Record<string, unknown>): string {
	const text = (value: unknown) => (typeof value === 'string' ? value : '');
	const full = `${text(row['first_name'])} ${text(row['last_name'])}`.trim();
	return full || text(row['username']);
}
