import { sql } from 'kysely';
import type { EditorLocale, PageActivity } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';

/** A row of the query below (user columns null when the user is gone). */
type ActivityRow = {
	version_id: number;
	id: number;
	created_at: string;
	summary: string | null;
	title: string | null;
	url_path: string | null;
	is_online: number;
	first_name: string | null;
	last_name: string | null;
	username: string | null;
};

/** Which saves to list: of one site and locale, optionally of one page only. */
export type ActivityFilter = { site: string; locale: EditorLocale; pageId?: number; limit: number };

/**
 * The latest saves of pages (their kept versions), newest first, with the page's current title,
 * URL and online state in that locale and the saving user's name (first and last name, else the
 * username; '' when unknown) and what the save changed (migration 006's `summary`). Saves of
 * pages deleted since are left out.
 */
export async function pageActivities(
	db: Database,
	filter: ActivityFilter,
): Promise<PageActivity[]> {
	const title =
		db.engine === 'postgres'
			? sql`d.body::jsonb ->> 'title'`
			: sql`json_extract(d.body, '$.title')`;
	const ofPage = filter.pageId === undefined ? sql`` : sql`AND v.id = ${filter.pageId}`;
	const rows = await db.all<ActivityRow>(
		sql`SELECT v.version_id, v.id, v.created_at, v.summary, ${title} AS title, d.url_path,
			d.is_online, u.first_name, u.last_name, u.username
		 FROM document_versions v
		 JOIN documents d ON d.site = v.site AND d.kind = v.kind AND d.id = v.id AND d.locale = v.locale
		 LEFT JOIN users u ON u.id = v.created_by
		 WHERE v.site = ${filter.site} AND v.kind = 'page' AND v.locale = ${filter.locale} ${ofPage}
		 ORDER BY v.version_id DESC LIMIT ${filter.limit}`,
	);
	return rows.map((row) => ({
		page_id: Number(row['id']),
		locale: filter.locale,
		title: row.title ?? '',
		url: row.url_path ?? '',
		version_id: Number(row.version_id),
		created_at: row.created_at,
		created_by_name: userName(row),
		summary: row.summary ?? '',
		is_online: Number(row.is_online) === 1,
	}));
}

function userName(row: ActivityRow): string {
	const full = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
	return full || (row.username ?? '');
}
