import { sql } from 'kysely';
import type { Database } from '../../src/backend/db/database.ts';
import { DEMO_MEDIA_PREFIX, type DemoImageParams } from './demo-images.ts';

/** Which demo renditions may be rendered: those some stored content refers to. */
export type DemoReferences = {
	/** True when a stored document names this rendition's URL. */
	refers(params: DemoImageParams): boolean | Promise<boolean>;
};

/** Refers to nothing: a media app without content renders no demo image. */
export const NO_DEMO_REFERENCES: DemoReferences = { refers: () => false };

/** Every `/media/demo/{motif}/{seed}/{ratio}/{width}.{format}` in a document body. */
const DEMO_URL = new RegExp(
	`${DEMO_MEDIA_PREFIX}/([a-z]{1,20})/([a-z0-9-]{1,80})/([0-9]{1,2}x[0-9]{1,2})/([0-9]{1,5})\\.([a-z]{3,4})`,
	'g',
);

function keyOf(motif: string, seed: string, ratio: string, width: number, format: string): string {
	return `${motif}/${seed}/${ratio}/${width}.${format}`;
}

/**
 * The demo renditions the documents of every site in `db` refer to (image objects, thumbnails
 * and URLs inside rich text alike), read once and read again only when a request asks for one
 * not in the set and content has changed since (the change feed's last `seq`, so a write by
 * another instance on the same database counts too). A flood of made-up seeds therefore costs
 * one indexed lookup each and renders nothing.
 */
export function demoReferencesIn(db: Database): DemoReferences {
	const prefix = `${DEMO_MEDIA_PREFIX}/`;
	const holding =
		db.engine === 'postgres' ? sql`strpos(body, ${prefix}) > 0` : sql`instr(body, ${prefix}) > 0`;
	let known: Set<string> | undefined;
	let readAt = -1;
	// One read at a time: a burst of requests for unknown renditions waits for the same one.
	let reading: Promise<void> | undefined;

	const read = async () => {
		const seq = Number(
			(await db.one(sql`SELECT COALESCE(MAX(seq), 0) AS seq FROM content_changes`))?.['seq'] ?? 0,
		);
		if (known !== undefined && seq === readAt) return;
		const found = new Set<string>();
		for (const row of await db.all(sql`SELECT body FROM documents WHERE ${holding}`)) {
			for (const m of String(row['body']).matchAll(DEMO_URL)) {
				found.add(keyOf(m[1]!, m[2]!, m[3]!, Number(m[4]), m[5]!));
			}
		}
		known = found;
		readAt = seq;
	};

	return {
		async refers(p) {
			const key = keyOf(p.motif, p.seed, p.ratio, p.width, p.format);
			if (known?.has(key)) return true;
			reading ??= read().finally(() => (reading = undefined));
			await reading;
			return known?.has(key) ?? false;
		},
	};
}
