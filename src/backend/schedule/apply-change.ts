import { sql } from 'kysely';
import {
	ArticleDetailSchema,
	CmsPageSchema,
	EventDetailSchema,
	ProductionDetailSchema,
	type ScheduleKind,
} from '../../lib/contract/index.ts';
import type { DocumentStore } from '../content/documents.ts';
import type { Database } from '../db/database.ts';
import type { DueChange } from './scheduled-changes.ts';

/** Publishes a page's draft in `locale` (the drafts' `publish`); throws when there is none. */
export type PublishDraft = (pageId: number, locale: string, by: number | null) => Promise<unknown>;

/** The schema every stored document of a schedulable kind is validated with. */
const SCHEMAS = {
	page: CmsPageSchema,
	event: EventDetailSchema,
	article: ArticleDetailSchema,
	production: ProductionDetailSchema,
} as const satisfies Record<ScheduleKind, unknown>;

/** Why a scheduled change could not be applied (its outcome). */
export class ScheduleFailure extends Error {}

/** The locales the document is stored in: the change's own, or every one of the document. */
async function localesOf(db: Database, site: string, change: DueChange): Promise<string[]> {
	if (change.locale !== null) return [change.locale];
	const rows = await db.all<{ locale: string }>(
		sql`SELECT locale FROM documents WHERE site = ${site} AND kind = ${change.kind}
			AND id = ${change.docId} ORDER BY locale`,
	);
	return rows.map((row) => String(row.locale));
}

/**
 * Applies one scheduled change inside the caller's transaction: sets the document online or
 * offline (a page in its locale, with a page version; the other kinds in every locale), or
 * publishes the page's draft. Throws ScheduleFailure when the document is gone (or the draft).
 */
export async function applyChange(
	deps: { db: Database; store: DocumentStore; now: () => Date; publishDraft: PublishDraft },
	change: DueChange,
): Promise<void> {
	if (change.action === 'publish') {
		if (change.kind !== 'page' || change.locale === null)
			throw new ScheduleFailure('Only a page draft can be published');
		await deps.publishDraft(change.docId, change.locale, change.createdBy);
		return;
	}
	const isOnline = change.action === 'online';
	const locales = await localesOf(deps.db, deps.store.site, change);
	let found = false;
	for (const locale of locales) {
		const body = await deps.store.get(change.kind, change.docId, locale, { lock: true });
		if (body === undefined) continue;
		found = true;
		const doc = SCHEMAS[change.kind].parse(body);
		if (doc.is_online === isOnline) continue;
		if (change.kind === 'page') {
			const page = CmsPageSchema.parse({
				...doc,
				is_online: isOnline,
				version_id: null,
				updated_at: deps.now().toISOString(),
			});
			const summary = isOnline ? 'Page set online (scheduled)' : 'Page set offline (scheduled)';
			await deps.store.put('page', change.docId, locale, page, { by: change.createdBy, summary });
		} else {
			await deps.store.put(
				change.kind,
				change.docId,
				locale,
				{ ...doc, is_online: isOnline },
				undefined,
				change.createdBy,
			);
		}
	}
	if (!found) throw new ScheduleFailure(`${change.kind} ${change.docId} no longer exists`);
}
