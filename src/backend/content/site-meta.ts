import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Reads one meta value of a site (e.g. 'seeded_at', 'featured_article_id'). */
export async function readSiteMeta(
	db: Database,
	site: string,
	key: string,
): Promise<string | undefined> {
	const row = await db.one<{ value: string }>(
		sql`SELECT value FROM site_meta WHERE site = ${site} AND key = ${key}`,
	);
	return row ? String(row.value) : undefined;
}

/** Writes one meta value of a site. */
export async function writeSiteMeta(
	db: Database,
	site: string,
	key: string,
	value: string,
): Promise<void> {
	await db.run(
		sql`INSERT INTO site_meta (site, key, value) VALUES (${site}, ${key}, ${value})
			ON CONFLICT (site, key) DO UPDATE SET value = excluded.value`,
	);
}
