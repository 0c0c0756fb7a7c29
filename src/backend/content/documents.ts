import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Module } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { indexColumns } from './index-columns.ts';
import type { Kind } from './kinds.ts';
import { walkModules } from './module-tree.ts';
import {
	allOf,
	filterConditions,
	matchable,
	orderClause,
	satisfiable,
	storableColumns,
	type ListFilter,
	type ListOrder,
} from './list-query.ts';
import { joinSummary, summarizePageChange } from './page-summary.ts';
import { recordChange } from './change-feed.ts';
import type { ContentChange } from './content-change.ts';
import { reindexSearch } from './search-index.ts';
import { reindexAccess } from './access-index.ts';
import { displayName } from '../auth/users.ts';
import { editVersion } from './edit-version.ts';
import type { EditStamp } from '../http/preconditions.ts';

export type { ContentChange } from './content-change.ts';

export type { ListFilter, ListOrder } from './list-query.ts';

/**
 * A stored page version (staff only): the body as it was before the save at `created_at` by
 * `created_by`, whose changes `summary` describes.
 */
export type StoredVersion = {
	version_id: number;
	created_at: string;
	created_by: number | null;
	/** The saving user's first and last name, else username; '' when unknown. */
	created_by_name: string;
	summary: string;
};

/** Who saves a versioned document, and optionally what the save did (else computed for pages). */
export type VersionNote = { by: number | null; summary?: string };

/** Kinds whose documents hold editor modules (indexed by module id and slug). */
export const MODULE_HOLDERS = new Set<Kind>(['page', 'container']);

/**
 * The content documents of one site: validated JSON per (kind, id, locale) with the list
 * columns, tags, module index and search index kept in step on every write.
 */
export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** What a store does besides writing: keep the change feed, and tell of committed changes. */
export type StoreHooks = {
	/** Record every change in the change feed, in the write's own transaction. */
	recordChanges?: boolean;
	/** Hears of every change once it is committed (for invalidating rendered pages). */
	onChange?: (change: ContentChange) => void;
};

type BodyRow = { body: string };

type VersionRow = {
	version_id: number;
	created_at: string;
	created_by: number | null;
	summary: string;
	first_name: string | null;
	last_name: string | null;
	username: string | null;
};

const parseBody = (row: BodyRow): unknown => JSON.parse(String(row.body)) as unknown;

/** The stamp of a row with `changed_at`, `changed_by` and the joined user's name columns. */
function stampOf(row: Record<string, unknown> | undefined): EditStamp {
	if (row === undefined) return { changed_by: null, changed_at: null };
	const at = row['changed_at'];
	return {
		changed_by: row['changed_by'] === null ? null : displayName(row) || null,
		changed_at: typeof at === 'string' ? at : null,
	};
}

/** Creates the document store of `site` on `db`. */
export function createDocumentStore(
	db: Database,
	site: string,
	now: () => Date,
	hooks: StoreHooks = {},
) {
	const onChange = hooks.onChange ?? (() => {});
	// Changes made inside `transaction(work)` are told once the whole of it has committed.
	const pending = new AsyncLocalStorage<ContentChange[]>();
	const tell = (changes: ContentChange[]) => {
		const held = pending.getStore();
		if (held) held.push(...changes);
		else for (const change of changes) onChange(change);
	};
	/** On PostgreSQL a read that precedes a write of the same row locks it (SQLite's write lock covers all). */
	const forUpdate = db.engine === 'postgres' ? sql` FOR UPDATE` : sql``;

	const selectOne = (kind: Kind, id: number, locale: string, lock = false) =>
		db.one<{ body: string; url_path: string | null; is_online: number }>(
			sql`SELECT body, url_path, is_online FROM documents
				WHERE site = ${site} AND kind = ${kind} AND id = ${id} AND locale = ${locale}${lock ? forUpdate : sql``}`,
		);

	/** Everything that follows from a committed write, inside its transaction. */
	async function noteChange(change: ContentChange): Promise<void> {
		if (hooks.recordChanges) await recordChange(db, change, now());
	}

	function modulesOf(kind: Kind, body: unknown): Module[] {
		if (kind === 'container') return [body as Module];
		return (body as { modules: Module[] }).modules;
	}

	/** Each module's version in a body, by module id (none for a missing body). */
	function moduleVersions(kind: Kind, body: unknown): Map<number, string> {
		const versions = new Map<number, string>();
		if (body === undefined) return versions;
		walkModules(
			modulesOf(kind, body),
			(module) => void versions.set(module.id, editVersion(module)),
		);
		return versions;
	}

	/**
	 * Rewrites the module index of a holder. A module whose content differs from `previous` is
	 * stamped as changed by `by` at `stamp`; an unchanged one keeps its stamp.
	 */
	async function reindexModules(
		kind: Kind,
		id: number,
		locale: string,
		body: unknown,
		previous: unknown,
		change: { by: number | null; at: string },
	) {
		const where = sql`site = ${site} AND holder_kind = ${kind} AND holder_id = ${id} AND locale = ${locale}`;
		const kept = new Map(
			(
				await db.all<{ module_id: number; changed_at: string | null; changed_by: number | null }>(
					sql`SELECT module_id, changed_at, changed_by FROM module_index WHERE ${where}`,
				)
			).map((row) => [Number(row.module_id), row]),
		);
		const before = moduleVersions(kind, previous);
		await db.run(sql`DELETE FROM module_index WHERE ${where}`);
		const modules: Module[] = [];
		walkModules(modulesOf(kind, body), (module) => void modules.push(module));
		for (const module of modules) {
			const old = kept.get(module.id);
			const same = old !== undefined && before.get(module.id) === editVersion(module);
			const changedAt = same ? old.changed_at : change.at;
			const changedBy = same ? old.changed_by : change.by;
			const inserted = await db.run(
				sql`INSERT INTO module_index (site, locale, module_id, slug, model, holder_kind, holder_id,
						changed_at, changed_by)
					VALUES (${site}, ${locale}, ${module.id}, ${storableColumns({ slug: module.slug }).slug},
						${module.model}, ${kind}, ${id}, ${changedAt}, ${changedBy === null ? null : Number(changedBy)})
					ON CONFLICT DO NOTHING`,
			);
			if (inserted === 0) throw badRequest(`Module id ${module.id} is already in use`, 'id');
		}
	}

	/** The paths of the pages in `locale` whose blocks hold a card linking to `path`. */
	async function pagesWithCardOf(locale: string, path: string): Promise<string[]> {
		const pattern = `%"url":"${path.replace(/[\\%_]/g, (char) => `\\${char}`)}"%`;
		const rows = await db.all<{ url_path: string }>(
			sql`SELECT url_path FROM documents
				WHERE site = ${site} AND kind = 'page' AND locale = ${locale} AND url_path IS NOT NULL
					AND body LIKE ${pattern} ESCAPE '\\'`,
		);
		return rows.map((row) => row.url_path);
	}

	/** The WHERE clause of a list of `kind` in `locale` narrowed by `filter`. */
	const listWhere = (kind: Kind, locale: string, filter: ListFilter = {}) =>
		allOf([
			sql`d.site = ${site}`,
			sql`d.kind = ${kind}`,
			sql`d.locale = ${locale}`,
			...filterConditions(filter),
		]);

	return {
		site,

		/**
		 * Runs `work` as one transaction (store calls inside it join); its changes are told to
		 * `onChange` after it commits.
		 */
		async transaction<T>(work: () => Promise<T>): Promise<T> {
			if (pending.getStore()) return work();
			const held: ContentChange[] = [];
			const result = await pending.run(held, () => db.transaction(work));
			for (const change of held) onChange(change);
			return result;
		},

		/**
		 * The stored body of one document, or undefined. With `lock` (inside `transaction`) the row
		 * stays locked until the transaction ends, for a read-modify-write.
		 */
		async get(
			kind: Kind,
			id: number,
			locale: string,
			options: { lock?: boolean } = {},
		): Promise<unknown> {
			const row = await selectOne(kind, id, locale, options.lock ?? false);
			return row ? parseBody(row) : undefined;
		},

		/** Whether any locale of the document exists (or the one `locale`). */
		async exists(kind: Kind, id: number, locale?: string): Promise<boolean> {
			const row =
				locale === undefined
					? await db.one(
							sql`SELECT 1 AS found FROM documents WHERE site = ${site} AND kind = ${kind} AND id = ${id}`,
						)
					: await selectOne(kind, id, locale);
			return row !== undefined;
		},

		/**
		 * Writes a validated document. With `version`, the previous body (if different) is kept as
		 * a page version attributed to `version.by`, with `version.summary` (or, for pages, a
		 * summary computed from the previous and the new body). `by` (default `version.by`) is
		 * stamped as the document's and each changed module's last editor. The list columns, tags,
		 * module index, search index and change feed are written in the same transaction.
		 */
		async put(
			kind: Kind,
			id: number,
			locale: string,
			body: unknown,
			version?: VersionNote,
			by: number | null = version?.by ?? null,
		): Promise<void> {
			const columns = storableColumns(indexColumns(kind, body, locale));
			const json = JSON.stringify(body);
			const stamp = now().toISOString();
			const change = await db.transaction(async () => {
				const previous = await selectOne(kind, id, locale, true);
				const previousPath = previous ? previous.url_path : null;
				if (version && previous && String(previous.body) !== json) {
					const before = String(previous.body);
					const summary =
						version.summary !== undefined
							? joinSummary([version.summary])
							: kind === 'page'
								? summarizePageChange(JSON.parse(before), body)
								: '';
					await db.run(
						sql`INSERT INTO document_versions (site, kind, id, locale, body, created_at, created_by, summary)
							VALUES (${site}, ${kind}, ${id}, ${locale}, ${before}, ${stamp}, ${version.by}, ${summary})`,
					);
				}
				const c = columns;
				await db.run(
					sql`INSERT INTO documents (site, kind, id, locale, body, slug, url_path, is_online, start_ts,
						end_ts, start_day, end_day, room_id, type_id, type_slug, series_id, genre_id, season_id,
						category_id, id_jet, sort_text, updated_at, updated_by)
					VALUES (${site}, ${kind}, ${id}, ${locale}, ${json}, ${c.slug}, ${c.url_path}, ${c.is_online},
						${c.start_ts}, ${c.end_ts}, ${c.start_day}, ${c.end_day}, ${c.room_id}, ${c.type_id},
						${c.type_slug}, ${c.series_id}, ${c.genre_id}, ${c.season_id}, ${c.category_id},
						${c.id_jet}, ${c.sort_text}, ${stamp}, ${by})
					ON CONFLICT (site, kind, id, locale) DO UPDATE SET
						body = excluded.body, slug = excluded.slug, url_path = excluded.url_path,
						is_online = excluded.is_online, start_ts = excluded.start_ts, end_ts = excluded.end_ts,
						start_day = excluded.start_day, end_day = excluded.end_day, room_id = excluded.room_id,
						type_id = excluded.type_id, type_slug = excluded.type_slug, series_id = excluded.series_id,
						genre_id = excluded.genre_id, season_id = excluded.season_id,
						category_id = excluded.category_id, id_jet = excluded.id_jet,
						sort_text = excluded.sort_text, updated_at = excluded.updated_at,
						updated_by = excluded.updated_by`,
				);
				await db.run(sql`DELETE FROM document_tags
					WHERE site = ${site} AND kind = ${kind} AND id = ${id} AND locale = ${locale}`);
				for (const tagId of columns.tags) {
					await db.run(
						sql`INSERT INTO document_tags (site, kind, id, locale, tag_id)
							VALUES (${site}, ${kind}, ${id}, ${locale}, ${tagId}) ON CONFLICT DO NOTHING`,
					);
				}
				await reindexAccess(db, site, kind, id, locale, body);
				if (MODULE_HOLDERS.has(kind)) {
					const before = previous ? parseBody(previous) : undefined;
					await reindexModules(kind, id, locale, body, before, { by, at: stamp });
				}
				await reindexSearch(db, site, kind, id, locale, body);
				const paths = [previousPath, columns.url_path].filter((p): p is string => p !== null);
				// Going online or offline changes the pages showing its card too (teaser lists).
				if (previous && Number(previous.is_online) !== columns.is_online && columns.url_path) {
					paths.push(...(await pagesWithCardOf(locale, columns.url_path)));
				}
				const made: ContentChange = { site, kind, id, locale, paths: [...new Set(paths)] };
				await noteChange(made);
				return made;
			});
			tell([change]);
		},

		/** Deletes one locale of a document, or every locale when `locale` is undefined (a page's drafts too). */
		async remove(kind: Kind, id: number, locale?: string): Promise<boolean> {
			const changes = await db.transaction(async () => {
				const rows = (
					await db.all<{ locale: string; url_path: string | null }>(
						sql`SELECT locale, url_path FROM documents
							WHERE site = ${site} AND kind = ${kind} AND id = ${id} ORDER BY locale${forUpdate}`,
					)
				).filter((row) => locale === undefined || row.locale === locale);
				const made: ContentChange[] = [];
				for (const row of rows) {
					await db.run(sql`DELETE FROM documents
						WHERE site = ${site} AND kind = ${kind} AND id = ${id} AND locale = ${row.locale}`);
					await reindexSearch(db, site, kind, id, row.locale, null);
					if (kind === 'page') {
						// A removed page's draft has nothing left to be published into.
						const draft = sql`site = ${site} AND page_id = ${id} AND locale = ${row.locale}`;
						await db.run(sql`DELETE FROM page_drafts WHERE ${draft}`);
						await db.run(sql`DELETE FROM draft_modules WHERE ${draft}`);
					}
					const change: ContentChange = {
						site,
						kind,
						id,
						locale: row.locale,
						paths: typeof row.url_path === 'string' ? [row.url_path] : [],
					};
					await noteChange(change);
					made.push(change);
				}
				return made;
			});
			tell(changes);
			return changes.length > 0;
		},

		/** The id and body of the first document of `kind` in `locale` whose url path is `path`. */
		async findByPath(
			kind: Kind,
			locale: string,
			path: string,
		): Promise<{ id: number; body: unknown } | undefined> {
			if (!matchable(path)) return undefined;
			const row = await db.one<BodyRow & { id: number }>(
				sql`SELECT id, body FROM documents
					WHERE site = ${site} AND kind = ${kind} AND locale = ${locale} AND url_path = ${path}
					ORDER BY id LIMIT 1`,
			);
			return row ? { id: Number(row.id), body: parseBody(row) } : undefined;
		},

		/**
		 * Bodies of `kind` in `locale` matching `filter`, in `order` (default: by id), one page of
		 * them (default: all), with the total count.
		 */
		async list(
			kind: Kind,
			locale: string,
			options: { filter?: ListFilter; order?: ListOrder; limit?: number; offset?: number } = {},
		): Promise<{ count: number; bodies: unknown[] }> {
			if (options.filter && !satisfiable(options.filter)) return { count: 0, bodies: [] };
			const where = listWhere(kind, locale, options.filter);
			const counted = await db.one<{ n: number }>(
				sql`SELECT COUNT(*) AS n FROM documents d WHERE ${where}`,
			);
			const order = orderClause(db.engine, options.order ?? 'id');
			const offset = options.offset ?? 0;
			const rows =
				db.engine === 'sqlite'
					? // The page is chosen from the index columns first, so only its own bodies are read
						// (and sorted): a body is large and every column stored after it lies beyond it on disk.
						await db.all<BodyRow>(
							sql`SELECT d.body FROM documents d WHERE d.rowid IN (
								SELECT d.rowid FROM documents d WHERE ${where} ORDER BY ${order}
								LIMIT ${options.limit ?? -1} OFFSET ${offset}
							) ORDER BY ${order}`,
						)
					: // PostgreSQL keeps large bodies out of line and reads them for the answered rows only.
						await db.all<BodyRow>(
							sql`SELECT d.body FROM documents d WHERE ${where} ORDER BY ${order}
								${options.limit === undefined ? sql`` : sql`LIMIT ${options.limit}`} OFFSET ${offset}`,
						);
			return { count: Number(counted?.n ?? 0), bodies: rows.map(parseBody) };
		},

		/** Whether any document of `kind` in `locale` matches `filter`. */
		async any(kind: Kind, locale: string, filter: ListFilter): Promise<boolean> {
			if (!satisfiable(filter)) return false;
			const row = await db.one(
				sql`SELECT 1 AS found FROM documents d WHERE ${listWhere(kind, locale, filter)} LIMIT 1`,
			);
			return row !== undefined;
		},

		/** Distinct start days of `kind` in `locale` matching `filter`, ascending. */
		async days(kind: Kind, locale: string, filter: ListFilter): Promise<string[]> {
			if (!satisfiable(filter)) return [];
			const where = allOf([listWhere(kind, locale, filter), sql`d.start_day IS NOT NULL`]);
			const rows = await db.all<{ day: string }>(
				sql`SELECT DISTINCT d.start_day AS day FROM documents d WHERE ${where} ORDER BY day`,
			);
			return rows.map((row) => String(row.day));
		},

		/** The ids of every document of `kind` (any locale). */
		async ids(kind: Kind): Promise<number[]> {
			const rows = await db.all<{ id: number }>(
				sql`SELECT DISTINCT id FROM documents WHERE site = ${site} AND kind = ${kind} ORDER BY id`,
			);
			return rows.map((row) => Number(row.id));
		},

		/** The url paths of the site's offline documents: pages, events, articles, productions (every locale). */
		async offlinePaths(): Promise<Set<string>> {
			// Only these kinds can be offline; every other kind's column is always 1.
			const rows = await db.all<{ url_path: string }>(
				sql`SELECT url_path FROM documents
					WHERE site = ${site} AND is_online = 0 AND url_path IS NOT NULL`,
			);
			return new Set(rows.map((row) => String(row.url_path)));
		},

		/** Versions kept of one document, newest first, with the saving user's name. */
		async versions(kind: Kind, id: number, locale: string): Promise<StoredVersion[]> {
			const rows = await db.all<VersionRow>(
				sql`SELECT v.version_id, v.created_at, v.created_by, v.summary,
						u.first_name, u.last_name, u.username
					FROM document_versions v LEFT JOIN users u ON u.id = v.created_by
					WHERE v.site = ${site} AND v.kind = ${kind} AND v.id = ${id} AND v.locale = ${locale}
					ORDER BY v.version_id DESC`,
			);
			return rows.map((row) => ({
				version_id: Number(row['version_id']),
				created_at: String(row['created_at']),
				created_by: row['created_by'] === null ? null : Number(row['created_by']),
				created_by_name: displayName(row),
				summary: String(row['summary']),
			}));
		},

		/** Who saved a document last and when (for a 412 conflict answer). */
		async documentStamp(kind: Kind, id: number, locale: string): Promise<EditStamp> {
			return stampOf(
				await db.one(
					sql`SELECT d.updated_at AS changed_at, d.updated_by AS changed_by,
							u.first_name, u.last_name, u.username
						FROM documents d LEFT JOIN users u ON u.id = d.updated_by
						WHERE d.site = ${site} AND d.kind = ${kind} AND d.id = ${id} AND d.locale = ${locale}`,
				),
			);
		},

		/** Who last changed module `moduleId` (or a module inside it) and when. */
		async moduleStamp(locale: string, moduleId: number): Promise<EditStamp> {
			return stampOf(
				await db.one(
					sql`SELECT m.changed_at, m.changed_by, u.first_name, u.last_name, u.username
						FROM module_index m LEFT JOIN users u ON u.id = m.changed_by
						WHERE m.site = ${site} AND m.locale = ${locale} AND m.module_id = ${moduleId}`,
				),
			);
		},

		/** The body of one kept version of a document, or undefined. */
		async version(kind: Kind, id: number, locale: string, versionId: number): Promise<unknown> {
			const row = await db.one<BodyRow>(
				sql`SELECT body FROM document_versions WHERE version_id = ${versionId}
					AND site = ${site} AND kind = ${kind} AND id = ${id} AND locale = ${locale}`,
			);
			return row ? parseBody(row) : undefined;
		},

		/** Where the module `moduleId` lives in `locale`: its holder document. */
		async moduleHolder(
			locale: string,
			moduleId: number,
		): Promise<{ kind: Kind; id: number } | undefined> {
			const row = await db.one<{ holder_kind: string; holder_id: number }>(
				sql`SELECT holder_kind, holder_id FROM module_index
					WHERE site = ${site} AND locale = ${locale} AND module_id = ${moduleId}`,
			);
			return row ? { kind: row.holder_kind as Kind, id: Number(row.holder_id) } : undefined;
		},

		/** The id of the first module with `slug` in `locale`. */
		async moduleIdBySlug(locale: string, slug: string): Promise<number | undefined> {
			if (!matchable(slug)) return undefined;
			// `+module_id`: ordered by the key itself, SQLite walks the primary key through every
			// module of the locale (0.85 ms on a 2,400-module site, asked by each detail page for
			// its attached section, mostly in vain); so it takes the slug index and sorts the few.
			const row = await db.one<{ module_id: number }>(
				sql`SELECT module_id FROM module_index WHERE site = ${site} AND locale = ${locale}
					AND slug = ${slug} ORDER BY +module_id LIMIT 1`,
			);
			return row ? Number(row.module_id) : undefined;
		},

		/**
		 * A fresh id for `sequence` (a kind, or 'module'): never reused, always above every stored
		 * one — also when several instances ask at once (the sequence row is locked until commit).
		 */
		async nextId(sequence: Kind | 'module'): Promise<number> {
			return db.transaction(async () => {
				await db.run(sql`INSERT INTO sequences (site, name, next_value)
					VALUES (${site}, ${sequence}, 1) ON CONFLICT (site, name) DO NOTHING`);
				const stored = await db.one<{ next_value: number }>(
					sql`SELECT next_value FROM sequences WHERE site = ${site} AND name = ${sequence}${forUpdate}`,
				);
				const highest = await db.one<{ n: number | null }>(
					sequence === 'module'
						? sql`SELECT MAX(module_id) AS n FROM module_index WHERE site = ${site}`
						: sql`SELECT MAX(id) AS n FROM documents WHERE site = ${site} AND kind = ${sequence}`,
				);
				const value = Math.max(Number(stored?.next_value ?? 1), Number(highest?.n ?? 0) + 1);
				await db.run(sql`UPDATE sequences SET next_value = ${value + 1}
					WHERE site = ${site} AND name = ${sequence}`);
				return value;
			});
		},
	};
}
