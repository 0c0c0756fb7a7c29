import { sql } from 'kysely';
import {
	CmsPageSchema,
	ModuleSchema,
	PageDraftSchema,
	type CmsPage,
	type Module,
	type PageDraft,
} from '../../lib/contract/index.ts';
import { displayName } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { EditStamp } from '../http/preconditions.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { DocumentStore } from './documents.ts';
import { walkModules } from './module-tree.ts';

/** The page version summary a publish leaves (the editor's version list shows it). */
export const DRAFT_PUBLISHED = 'Draft published';

/** A page's drafts, reached as `ctx.drafts`. */
export type PageDrafts = ReturnType<typeof createPageDrafts>;

type DraftRow = {
	modules: string;
	created_at: string;
	updated_at: string;
	created_first: string | null;
	created_last: string | null;
	created_username: string | null;
	first_name: string | null;
	last_name: string | null;
	username: string | null;
	updated_by: number | null;
};

/**
 * Drafts of CMS pages, one per page and editor locale. While a page has a draft, the editor's
 * block writes of that page go into it (src/backend/content/modules.ts); visitors keep the
 * published page until `publish` makes the draft's blocks the page's, in one transaction with a
 * page version and a change-feed entry. Page settings (title, URLs, online state) stay live.
 */
export function createPageDrafts(db: Database, store: DocumentStore, now: () => Date) {
	const { site } = store;
	const forUpdate = db.engine === 'postgres' ? sql` FOR UPDATE OF d` : sql``;
	const key = (pageId: number, locale: string) =>
		sql`site = ${site} AND page_id = ${pageId} AND locale = ${locale}`;

	const row = (pageId: number, locale: string, lock = false) =>
		db.one<DraftRow>(
			sql`SELECT d.modules, d.created_at, d.updated_at, d.updated_by,
					c.first_name AS created_first, c.last_name AS created_last, c.username AS created_username,
					u.first_name, u.last_name, u.username
				FROM page_drafts d
				LEFT JOIN users c ON c.id = d.created_by
				LEFT JOIN users u ON u.id = d.updated_by
				WHERE d.site = ${site} AND d.page_id = ${pageId} AND d.locale = ${locale}${lock ? forUpdate : sql``}`,
		);

	const metaOf = (pageId: number, locale: string, found: DraftRow): PageDraft =>
		PageDraftSchema.parse({
			page_id: pageId,
			locale,
			created_at: found.created_at,
			created_by_name: displayName({
				first_name: found.created_first,
				last_name: found.created_last,
				username: found.created_username,
			}),
			updated_at: found.updated_at,
			updated_by_name: displayName(found),
		});

	const modulesOf = (found: DraftRow) =>
		ModuleSchema.array().parse(JSON.parse(String(found.modules)));

	/** Rewrites which module ids the draft of `pageId` holds. */
	async function reindex(pageId: number, locale: string, modules: readonly Module[] | null) {
		await db.run(sql`DELETE FROM draft_modules
			WHERE site = ${site} AND page_id = ${pageId} AND locale = ${locale}`);
		if (modules === null) return;
		const ids: number[] = [];
		walkModules(modules, (module) => void ids.push(module.id));
		for (const id of ids) {
			await db.run(sql`INSERT INTO draft_modules (site, locale, module_id, page_id)
				VALUES (${site}, ${locale}, ${id}, ${pageId}) ON CONFLICT DO NOTHING`);
		}
	}

	/** The live page `pageId` in `locale`, or 404. */
	async function livePage(pageId: number, locale: string, lock = false): Promise<CmsPage> {
		const body = await store.get('page', pageId, locale, { lock });
		if (body === undefined) throw notFound();
		return CmsPageSchema.parse(body);
	}

	return {
		/** What staff see of the draft of `pageId` in `locale`, or undefined. */
		async meta(pageId: number, locale: string): Promise<PageDraft | undefined> {
			const found = await row(pageId, locale);
			return found && metaOf(pageId, locale, found);
		},

		/** The draft's blocks (locked for the transaction with `lock`), or undefined. */
		async modules(pageId: number, locale: string, lock = false): Promise<Module[] | undefined> {
			const found = await row(pageId, locale, lock);
			return found && modulesOf(found);
		},

		/** Who saved into the draft last and when, for a conflict answer. */
		async stamp(pageId: number, locale: string): Promise<EditStamp> {
			const found = await row(pageId, locale);
			if (!found) return { changed_by: null, changed_at: null };
			return {
				changed_by: found.updated_by === null ? null : displayName(found) || null,
				changed_at: found.updated_at,
			};
		},

		/** The live page with the draft's blocks; undefined when it has no draft in `locale`. */
		async draftPage(pageId: number, locale: string): Promise<CmsPage | undefined> {
			const found = await row(pageId, locale);
			if (!found) return undefined;
			const live = await store.get('page', pageId, locale);
			if (live === undefined) return undefined;
			return CmsPageSchema.parse({ ...(live as object), modules: modulesOf(found) });
		},

		/** The page whose draft in `locale` holds module `moduleId`, or undefined. */
		async pageOf(locale: string, moduleId: number): Promise<number | undefined> {
			const found = await db.one<{ page_id: number }>(
				sql`SELECT page_id FROM draft_modules
					WHERE site = ${site} AND locale = ${locale} AND module_id = ${moduleId}`,
			);
			return found ? Number(found.page_id) : undefined;
		},

		/**
		 * Starts a draft of `pageId` in `locale` from its published blocks; answers the draft
		 * (an existing one unchanged, `created` false). 404 for an unknown page.
		 */
		start(
			pageId: number,
			locale: string,
			by: number,
		): Promise<{ draft: PageDraft; created: boolean }> {
			return store.transaction(async () => {
				const live = await livePage(pageId, locale, true);
				const existing = await row(pageId, locale, true);
				if (existing) return { draft: metaOf(pageId, locale, existing), created: false };
				const at = now().toISOString();
				await db.run(sql`INSERT INTO page_drafts
						(site, page_id, locale, modules, created_at, created_by, updated_at, updated_by)
					VALUES (${site}, ${pageId}, ${locale}, ${JSON.stringify(live.modules)}, ${at}, ${by},
						${at}, ${by})`);
				await reindex(pageId, locale, live.modules);
				const made = await row(pageId, locale);
				return { draft: metaOf(pageId, locale, made as DraftRow), created: true };
			});
		},

		/** Saves `modules` as the draft's blocks (inside the caller's transaction, draft locked). */
		async save(pageId: number, locale: string, modules: readonly Module[], by: number) {
			const json = JSON.stringify(parseOrThrow(ModuleSchema.array(), modules));
			const at = now().toISOString();
			const changed = await db.run(sql`UPDATE page_drafts
				SET modules = ${json}, updated_at = ${at}, updated_by = ${by} WHERE ${key(pageId, locale)}`);
			if (changed === 0) throw notFound('No draft');
			await reindex(pageId, locale, modules);
		},

		/** Drops the draft (404 when there is none); the published page stays as it is. */
		async discard(pageId: number, locale: string): Promise<void> {
			await store.transaction(async () => {
				const removed = await db.run(sql`DELETE FROM page_drafts WHERE ${key(pageId, locale)}`);
				if (removed === 0) throw notFound('No draft');
				await reindex(pageId, locale, null);
			});
		},

		/**
		 * Makes the draft's blocks the published page's, in one transaction: a page version
		 * 'Draft published' by `by`, the change feed entry (every instance drops the path from its
		 * caches) and the draft gone. 404 when the page or its draft is missing.
		 */
		publish(pageId: number, locale: string, by: number | null): Promise<CmsPage> {
			return store.transaction(async () => {
				const live = await livePage(pageId, locale, true);
				const found = await row(pageId, locale, true);
				if (!found) throw notFound('No draft');
				const page = parseOrThrow(CmsPageSchema, {
					...live,
					modules: modulesOf(found),
					version_id: null,
					updated_at: now().toISOString(),
				});
				await db.run(sql`DELETE FROM page_drafts WHERE ${key(pageId, locale)}`);
				await reindex(pageId, locale, null);
				await store.put('page', pageId, locale, page, { by, summary: DRAFT_PUBLISHED });
				return page;
			});
		},

		/** The pages with a draft (any locale), newest change first, for the hub. */
		async list(): Promise<PageDraft[]> {
			const rows = await db.all<DraftRow & { page_id: number; locale: string }>(
				sql`SELECT d.page_id, d.locale, d.modules, d.created_at, d.updated_at, d.updated_by,
						c.first_name AS created_first, c.last_name AS created_last,
						c.username AS created_username, u.first_name, u.last_name, u.username
					FROM page_drafts d
					LEFT JOIN users c ON c.id = d.created_by
					LEFT JOIN users u ON u.id = d.updated_by
					WHERE d.site = ${site} ORDER BY d.updated_at DESC, d.page_id`,
			);
			return rows.map((found) => metaOf(Number(found.page_id), found.locale, found));
		},
	};
}
