import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Module } from '../../lib/contract/index.ts';
import { badRequest } from '../http/errors.ts';
import { transaction } from '../db/database.ts';
import { indexColumns } from './index-columns.ts';
import type { Kind } from './kinds.ts';
import { walkModules } from './module-tree.ts';
import { joinSummary, summarizePageChange } from './page-summary.ts';
import { reindexSearch } from './search-index.ts';

/** A change to stored content, reported after it is committed (for cache invalidation). */
export type ContentChange = {
	site: string;
	kind: Kind;
	id: number;
	locale: string;
	/** The site path of the object before and after the change (absent ones left out). */
	paths: string[];
};

/** Extra filter conditions of a list query: SQL fragments over `d.` columns and their values. */
export type ListFilter = { where: string[]; params: SQLInputValue[] };

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

/** Creates the document store of `site`; `onChange` hears of every committed write. */
export function createDocumentStore(
	db: DatabaseSync,
	site: string,
	now: () => Date,
	onChange: (change: ContentChange) => void = () => {},
) {
	const selectOne = db.prepare(
		'SELECT body, url_path FROM documents WHERE site = ? AND kind = ? AND id = ? AND locale = ?',
	);

	function modulesOf(kind: Kind, body: unknown): Module[] {
		if (kind === 'container') return [body as Module];
		return (body as { modules: Module[] }).modules;
	}

	function reindexModules(kind: Kind, id: number, locale: string, body: unknown): void {
		db.prepare(
			'DELETE FROM module_index WHERE site = ? AND holder_kind = ? AND holder_id = ? AND locale = ?',
		).run(site, kind, id, locale);
		const insert = db.prepare(
			`INSERT INTO module_index (site, locale, module_id, slug, model, holder_kind, holder_id)
			 VALUES (?, ?, ?, ?, ?, ?, ?)
			 ON CONFLICT DO NOTHING`,
		);
		walkModules(modulesOf(kind, body), (module) => {
			const result = insert.run(site, locale, module.id, module.slug, module.model, kind, id);
			if (Number(result.changes) === 0) {
				throw badRequest(`Module id ${module.id} is already in use`, 'id');
			}
		});
	}

	return {
		site,

		/** The stored body of one document, or undefined. */
		get(kind: Kind, id: number, locale: string): unknown {
			const row = selectOne.get(site, kind, id, locale);
			return row ? (JSON.parse(String(row['body'])) as unknown) : undefined;
		},

		/** Whether any locale of the document exists. */
		exists(kind: Kind, id: number, locale?: string): boolean {
			const row =
				locale === undefined
					? db
							.prepare('SELECT 1 FROM documents WHERE site = ? AND kind = ? AND id = ?')
							.get(site, kind, id)
					: selectOne.get(site, kind, id, locale);
			return row !== undefined;
		},

		/**
		 * Writes a validated document. With `version`, the previous body (if different) is kept as
		 * a page version attributed to `version.by`, with `version.summary` (or, for pages, a
		 * summary computed from the previous and the new body).
		 */
		put(kind: Kind, id: number, locale: string, body: unknown, version?: VersionNote): void {
			const columns = indexColumns(kind, body, locale);
			const json = JSON.stringify(body);
			const stamp = now().toISOString();
			let previousPath: string | null = null;
			transaction(db, () => {
				const previous = selectOne.get(site, kind, id, locale);
				previousPath = previous ? (previous['url_path'] as string | null) : null;
				if (version && previous && String(previous['body']) !== json) {
					const before = String(previous['body']);
					const summary =
						version.summary !== undefined
							? joinSummary([version.summary])
							: kind === 'page'
								? summarizePageChange(JSON.parse(before), body)
								: '';
					db.prepare(
						`INSERT INTO document_versions (site, kind, id, locale, body, created_at, created_by, summary)
						 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
					).run(site, kind, id, locale, before, stamp, version.by, summary);
				}
				db.prepare(
					`INSERT INTO documents (site, kind, id, locale, body, slug, url_path, is_online, start_ts,
						end_ts, start_day, end_day, room_id, type_id, type_slug, series_id, genre_id, season_id,
						category_id, id_jet, sort_text, updated_at)
					 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
					 ON CONFLICT (site, kind, id, locale) DO UPDATE SET
						body = excluded.body, slug = excluded.slug, url_path = excluded.url_path,
						is_online = excluded.is_online, start_ts = excluded.start_ts, end_ts = excluded.end_ts,
						start_day = excluded.start_day, end_day = excluded.end_day, room_id = excluded.room_id,
						type_id = excluded.type_id, type_slug = excluded.type_slug, series_id = excluded.series_id,
						genre_id = excluded.genre_id, season_id = excluded.season_id,
						category_id = excluded.category_id, id_jet = excluded.id_jet,
						sort_text = excluded.sort_text, updated_at = excluded.updated_at`,
				).run(
					site,
					kind,
					id,
					locale,
					json,
					columns.slug,
					columns.url_path,
					columns.is_online,
					columns.start_ts,
					columns.end_ts,
					columns.start_day,
					columns.end_day,
					columns.room_id,
					columns.type_id,
					columns.type_slug,
					columns.series_id,
					columns.genre_id,
					columns.season_id,
					columns.category_id,
					columns.id_jet,
					columns.sort_text,
					stamp,
				);
				db.prepare(
					'DELETE FROM document_tags WHERE site = ? AND kind = ? AND id = ? AND locale = ?',
				).run(site, kind, id, locale);
				const tag = db.prepare(
					'INSERT OR IGNORE INTO document_tags (site, kind, id, locale, tag_id) VALUES (?, ?, ?, ?, ?)',
				);
				for (const tagId of columns.tags) tag.run(site, kind, id, locale, tagId);
				if (MODULE_HOLDERS.has(kind)) reindexModules(kind, id, locale, body);
				reindexSearch(db, site, kind, id, locale, body);
			});
			const paths = [previousPath, columns.url_path].filter((p): p is string => p !== null);
			onChange({ site, kind, id, locale, paths: [...new Set(paths)] });
		},

		/** Deletes one locale of a document, or every locale when `locale` is undefined. */
		remove(kind: Kind, id: number, locale?: string): boolean {
			const rows = db
				.prepare('SELECT locale, url_path FROM documents WHERE site = ? AND kind = ? AND id = ?')
				.all(site, kind, id)
				.filter((row) => locale === undefined || row['locale'] === locale);
			transaction(db, () => {
				for (const row of rows) {
					db.prepare(
						'DELETE FROM documents WHERE site = ? AND kind = ? AND id = ? AND locale = ?',
					).run(site, kind, id, String(row['locale']));
					reindexSearch(db, site, kind, id, String(row['locale']), null);
				}
			});
			for (const row of rows) {
				const path = row['url_path'];
				onChange({
					site,
					kind,
					id,
					locale: String(row['locale']),
					paths: typeof path === 'string' ? [path] : [],
				});
			}
			return rows.length > 0;
		},

		/** The id and body of the first document of `kind` in `locale` whose url path is `path`. */
		findByPath(
			kind: Kind,
			locale: string,
			path: string,
		): { id: number; body: unknown } | undefined {
			const row = db
				.prepare(
					'SELECT id, body FROM documents WHERE site = ? AND kind = ? AND locale = ? AND url_path = ? ORDER BY id LIMIT 1',
				)
				.get(site, kind, locale, path);
			return row
				? { id: Number(row['id']), body: JSON.parse(String(row['body'])) as unknown }
				: undefined;
		},

		/**
		 * Bodies of `kind` in `locale` matching `filter`, ordered by `orderBy` (an SQL expression over
		 * `d.` columns), one page of them, with the total count.
		 */
		list(
			kind: Kind,
			locale: string,
			options: { filter?: ListFilter; orderBy?: string; limit?: number; offset?: number } = {},
		): { count: number; bodies: unknown[] } {
			const where = ['d.site = ?', 'd.kind = ?', 'd.locale = ?', ...(options.filter?.where ?? [])];
			const params: SQLInputValue[] = [site, kind, locale, ...(options.filter?.params ?? [])];
			const clause = where.join(' AND ');
			const counted = db
				.prepare(`SELECT COUNT(*) AS n FROM documents d WHERE ${clause}`)
				.get(...params);
			const limit = options.limit ?? -1;
			const order = `${options.orderBy ?? 'd.id'}, d.id`;
			// The page is chosen from the index columns first, so only its own bodies are read (and
			// sorted): a body is large and every column stored after it lies beyond it on disk.
			const rows = db
				.prepare(
					`SELECT d.body FROM documents d WHERE d.rowid IN (
						SELECT d.rowid FROM documents d WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?
					) ORDER BY ${order}`,
				)
				.all(...params, limit, options.offset ?? 0);
			return {
				count: Number(counted?.['n'] ?? 0),
				bodies: rows.map((row) => JSON.parse(String(row['body'])) as unknown),
			};
		},

		/** Distinct values of a day column of `kind` in `locale` matching `filter`, ascending. */
		days(kind: Kind, locale: string, filter: ListFilter): string[] {
			const where = [
				'd.site = ?',
				'd.kind = ?',
				'd.locale = ?',
				'd.start_day IS NOT NULL',
				...filter.where,
			];
			return db
				.prepare(
					`SELECT DISTINCT d.start_day AS day FROM documents d WHERE ${where.join(' AND ')} ORDER BY day`,
				)
				.all(site, kind, locale, ...filter.params)
				.map((row) => String(row['day']));
		},

		/** The ids of every document of `kind` (any locale). */
		ids(kind: Kind): number[] {
			return db
				.prepare('SELECT DISTINCT id FROM documents WHERE site = ? AND kind = ? ORDER BY id')
				.all(site, kind)
				.map((row) => Number(row['id']));
		},

		/** Versions kept of one document, newest first, with the saving user's name. */
		versions(kind: Kind, id: number, locale: string): StoredVersion[] {
			return db
				.prepare(
					`SELECT v.version_id, v.created_at, v.created_by, v.summary,
						u.first_name, u.last_name, u.username
					 FROM document_versions v LEFT JOIN users u ON u.id = v.created_by
					 WHERE v.site = ? AND v.kind = ? AND v.id = ? AND v.locale = ?
					 ORDER BY v.version_id DESC`,
				)
				.all(site, kind, id, locale)
				.map((row) => {
					const fullName = `${String(row['first_name'] ?? '')} ${String(row['last_name'] ?? '')}`;
					return {
						version_id: Number(row['version_id']),
						created_at: String(row['created_at']),
						created_by: row['created_by'] === null ? null : Number(row['created_by']),
						created_by_name: fullName.trim() || String(row['username'] ?? ''),
						summary: String(row['summary']),
					};
				});
		},

		/** The body of one kept version of a document, or undefined. */
		version(kind: Kind, id: number, locale: string, versionId: number): unknown {
			const row = db
				.prepare(
					'SELECT body FROM document_versions WHERE version_id = ? AND site = ? AND kind = ? AND id = ? AND locale = ?',
				)
				.get(versionId, site, kind, id, locale);
			return row ? (JSON.parse(String(row['body'])) as unknown) : undefined;
		},

		/** Where the module `moduleId` lives in `locale`: its holder document. */
		moduleHolder(locale: string, moduleId: number): { kind: Kind; id: number } | undefined {
			const row = db
				.prepare(
					'SELECT holder_kind, holder_id FROM module_index WHERE site = ? AND locale = ? AND module_id = ?',
				)
				.get(site, locale, moduleId);
			return row
				? { kind: String(row['holder_kind']) as Kind, id: Number(row['holder_id']) }
				: undefined;
		},

		/** The id of the first module with `slug` in `locale`. */
		moduleIdBySlug(locale: string, slug: string): number | undefined {
			const row = db
				.prepare(
					'SELECT module_id FROM module_index WHERE site = ? AND locale = ? AND slug = ? ORDER BY module_id LIMIT 1',
				)
				.get(site, locale, slug);
			return row ? Number(row['module_id']) : undefined;
		},

		/**
		 * A fresh id for `sequence` (a kind, or 'module'): never reused, always above every stored
		 * one.
		 */
		nextId(sequence: Kind | 'module'): number {
			return transaction(db, () => {
				const highest =
					sequence === 'module'
						? db.prepare('SELECT MAX(module_id) AS n FROM module_index WHERE site = ?').get(site)
						: db
								.prepare('SELECT MAX(id) AS n FROM documents WHERE site = ? AND kind = ?')
								.get(site, sequence);
				const stored = db
					.prepare('SELECT next_value FROM sequences WHERE site = ? AND name = ?')
					.get(site, sequence);
				const value = Math.max(
					Number(stored?.['next_value'] ?? 1),
					Number(highest?.['n'] ?? 0) + 1,
				);
				db.prepare(
					`INSERT INTO sequences (site, name, next_value) VALUES (?, ?, ?)
					 ON CONFLICT (site, name) DO UPDATE SET next_value = excluded.next_value`,
				).run(site, sequence, value + 1);
				return value;
			});
		},
	};
}
