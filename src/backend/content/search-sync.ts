import { sql } from 'kysely';
import { z } from 'zod';
import { ImageThumbnailsSchema, SearchHitSchema } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { LocaleIndex, type IndexedEntry } from './search-engine.ts';

/**
 * How long a gap in the change feed's sequence is waited for: on PostgreSQL a transaction that
 * took a lower number may commit after a higher one was read; a gap that stays this long was a
 * rollback.
 */
const GAP_WAIT_MS = 30_000;

/** Changes read per look at the feed. */
const FEED_BATCH = 2000;

const EntryRowSchema = z.object({
	kind: SearchHitSchema.shape.kind,
	doc_id: z.coerce.number().int(),
	locale: z.string(),
	category: z.enum(['events', 'others']),
	title: z.string(),
	url: z.string(),
	date: z.string().nullable(),
	image_thumbnails: z.string().nullable(),
	text: z.string().nullable(),
});

function entryOf(row: unknown): IndexedEntry & { locale: string } {
	const r = EntryRowSchema.parse(row);
	return {
		key: `${r.kind}:${r.doc_id}`,
		id: r.doc_id,
		kind: r.kind,
		locale: r.locale,
		category: r.category,
		title: r.title,
		url: r.url,
		date: r.date,
		image_thumbnails:
			r.image_thumbnails === null
				? null
				: ImageThumbnailsSchema.parse(JSON.parse(r.image_thumbnails)),
		text: r.text ?? '',
	};
}

/** The stored entries of `site` matching `where` (SQLite keeps the text in `search_fts`). */
async function readEntries(db: Database, where: ReturnType<typeof sql>) {
	const rows =
		db.engine === 'postgres'
			? await db.all(sql`SELECT e.kind, e.doc_id, e.locale, e.category, e.title, e.url, e.date,
					e.image_thumbnails, e.text FROM search_entries e WHERE ${where}`)
			: await db.all(sql`SELECT e.kind, e.doc_id, e.locale, e.category, e.title, e.url, e.date,
					e.image_thumbnails, f.text FROM search_entries e
					LEFT JOIN search_fts f ON f.rowid = e.id WHERE ${where}`);
	return rows.map(entryOf);
}

/**
 * The search indexes of one site, one per locale, following `search_entries` through the change
 * feed: every write that reindexes a document records a change of it in the same transaction, so
 * reading the changes after the last one seen and reloading their documents' entries brings the
 * indexes up to date — for writes of this process and of any other instance on the database.
 */
class SiteIndexes {
	readonly #db: Database;
	readonly #site: string;
	readonly #locales = new Map<string, LocaleIndex>();
	// Every change up to `floor` is applied; `seen` holds those applied above it.
	#floor = -1;
	readonly #seen = new Set<number>();
	#gapSince: number | null = null;
	#running: Promise<void> | null = null;
	#queued: Promise<void> | null = null;

	constructor(db: Database, site: string) {
		this.#db = db;
		this.#site = site;
	}

	#index(locale: string): LocaleIndex {
		let index = this.#locales.get(locale);
		if (index === undefined) {
			index = new LocaleIndex(locale);
			this.#locales.set(locale, index);
		}
		return index;
	}

	/** The index of `locale`, with every change committed before this call applied. */
	async get(locale: string): Promise<LocaleIndex> {
		await this.#refresh();
		return this.#index(locale);
	}

	// One look at the feed at a time; a call during one waits for the next, which then starts
	// after the caller's own writes have committed. Calls waiting together share it.
	#refresh(): Promise<void> {
		if (this.#queued !== null) return this.#queued;
		if (this.#running === null) return this.#start();
		const queued = this.#running.then(() => {
			this.#queued = null;
			return this.#start();
		});
		this.#queued = queued;
		return queued;
	}

	#start(): Promise<void> {
		const running = (this.#floor < 0 ? this.#load() : this.#follow()).finally(() => {
			if (this.#running === running) this.#running = null;
		});
		this.#running = running;
		return running;
	}

	async #load(): Promise<void> {
		const site = this.#site;
		const top = await this.#db.one<{ seq: number | null }>(
			sql`SELECT MAX(seq) AS seq FROM content_changes WHERE site = ${site}`,
		);
		const entries = await readEntries(this.#db, sql`e.site = ${site}`);
		for (const entry of entries) this.#index(entry.locale).put(entry);
		// Changes committed while the entries were read are applied again by the next look.
		this.#floor = Number(top?.seq ?? 0);
	}

	async #follow(): Promise<void> {
		const site = this.#site;
		const changes = await this.#db.all<{
			seq: number;
			kind: string;
			object_id: number;
			locale: string;
		}>(
			sql`SELECT seq, kind, object_id, locale FROM content_changes
				WHERE site = ${site} AND seq > ${this.#floor} ORDER BY seq LIMIT ${FEED_BATCH}`,
		);
		for (const change of changes) {
			const seq = Number(change.seq);
			if (this.#seen.has(seq)) continue;
			const { kind, locale } = change;
			const id = Number(change.object_id);
			const [entry] = await readEntries(
				this.#db,
				sql`e.site = ${site} AND e.locale = ${locale} AND e.kind = ${kind} AND e.doc_id = ${id}`,
			);
			if (entry === undefined) this.#locales.get(locale)?.remove(`${kind}:${id}`);
			else this.#index(locale).put(entry);
			this.#seen.add(seq);
		}
		this.#advance();
	}

	#advance(): void {
		for (;;) {
			while (this.#seen.delete(this.#floor + 1)) this.#floor += 1;
			if (this.#seen.size === 0) {
				this.#gapSince = null;
				return;
			}
			const now = Date.now();
			this.#gapSince ??= now;
			if (now - this.#gapSince < GAP_WAIT_MS) return;
			// The gap was a rollback: continue after it.
			this.#floor = Math.min(...this.#seen) - 1;
			this.#gapSince = null;
		}
	}
}

const registry = new WeakMap<Database, Map<string, SiteIndexes>>();

/**
 * The search index of `site` in `locale` on `db`, up to date with every committed change (built
 * from the stored entries on first use, then following the change feed).
 */
export function searchIndexOf(db: Database, site: string, locale: string): Promise<LocaleIndex> {
	let sites = registry.get(db);
	if (sites === undefined) {
		sites = new Map();
		registry.set(db, sites);
	}
	let indexes = sites.get(site);
	if (indexes === undefined) {
		indexes = new SiteIndexes(db, site);
		sites.set(site, indexes);
	}
	return indexes.get(locale);
}

/**
 * Builds the search indexes of `site` now rather than at the first search (servers call it at
 * start, so the first visitor's autocomplete does not wait for it); a failure is only logged —
 * the first search tries again.
 */
export function warmSearchIndex(db: Database, site: string): void {
	searchIndexOf(db, site, 'de').catch((error: unknown) => {
		console.error('[backend] search index warm-up failed', error);
	});
}
