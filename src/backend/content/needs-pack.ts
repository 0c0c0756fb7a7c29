import { sql } from 'kysely';
import { PACK_MEDIA_PREFIX, type ContentPack, type LoadContentPack } from '../content-pack.ts';
import type { Database } from '../db/database.ts';
import { isSeeded } from './seed-site.ts';

/**
 * Whether a back end serving `site` from `db` needs its content pack: to seed the site (never
 * seeded in this database), or because stored content of any site shows the pack's pictures. A
 * venue with content of its own needs none.
 */
export async function needsContentPack(db: Database, site: string): Promise<boolean> {
	if (!(await isSeeded(db, site))) return true;
	const prefix = `${PACK_MEDIA_PREFIX}/`;
	const holding =
		db.engine === 'postgres' ? sql`strpos(body, ${prefix}) > 0` : sql`instr(body, ${prefix}) > 0`;
	return (
		(await db.one(sql`SELECT 1 AS found FROM documents WHERE ${holding} LIMIT 1`)) !== undefined
	);
}

/** The pack a back end runs with: `content` itself, or what its loader gives when needed. */
export async function contentPackFor(
	db: Database,
	site: string,
	content: ContentPack | LoadContentPack | undefined,
): Promise<ContentPack | undefined> {
	if (typeof content !== 'function') return content;
	return (await needsContentPack(db, site)) ? content() : undefined;
}
