import type { DatabaseSync } from 'node:sqlite';

/** Reads one meta value of a site (e.g. 'seeded_at', 'featured_article_id'). */
export function readSiteMeta(db: DatabaseSync, site: string, key: string): string | undefined {
	const row = db.prepare('SELECT value FROM site_meta WHERE site = ? AND key = ?').get(site, key);
	return row ? String(row['value']) : undefined;
}

/** Writes one meta value of a site. */
export function writeSiteMeta(db: DatabaseSync, site: string, key: string, value: string): void {
	db.prepare(
		`INSERT INTO site_meta (site, key, value) VALUES (?, ?, ?)
		 ON CONFLICT (site, key) DO UPDATE SET value = excluded.value`,
	).run(site, key, value);
}
