import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { PreviewLink, PreviewLinkStatus, PreviewState } from '../../lib/contract/index.ts';
import { displayName } from '../auth/users.ts';
import type { Database } from '../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most links one listing answers (a page rarely has more; the newest matter). */
const LIST_LIMIT = 200;
/** Longest token hashed at all: anything longer cannot be a token and is not looked up. */
const TOKEN_MAX = 512;

/** The SHA-256 of a token, as stored (hex). */
export const hashToken = (token: string): string =>
	createHash('sha256').update(token).digest('hex');

/** A new link to store. */
export type NewPreviewLink = {
	pageId: number;
	locale: string;
	state: PreviewState;
	versionId: number | null;
	/** A draft link's: when the draft it shows was started. */
	draftStartedAt: string | null;
	days: number;
	by: number;
};

/** A live link found by its token: what to render, and until when. */
export type OpenedPreviewLink = {
	id: number;
	pageId: number;
	locale: string;
	state: PreviewState;
	versionId: number | null;
	draftStartedAt: string | null;
	expiresAt: string;
};

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Preview links of `site` in `db`: each opens one state of one page in one locale until it
 * expires or is revoked. The token exists only in the creation's answer; the table keeps its
 * SHA-256, and a token is found by the hash of what was presented (an indexed equality, the
 * same work for an unknown, expired or revoked one).
 */
export function createPreviewLinks(db: Database, site: string, now: () => Date) {
	const statusOf = (row: Row, at: string): PreviewLinkStatus =>
		row['revoked_at'] !== null ? 'revoked' : String(row['expires_at']) <= at ? 'expired' : 'active';

	const linkOf = (row: Row, at: string): PreviewLink => ({
		id: Number(row['id']),
		page_id: Number(row['page_id']),
		locale: String(row['locale']),
		state: String(row['state']) as PreviewState,
		version_id: row['version_id'] === null ? null : Number(row['version_id']),
		created_by_name: displayName({
			first_name: row['c_first'],
			last_name: row['c_last'],
			username: row['c_user'],
		}),
		created_at: String(row['created_at']),
		expires_at: String(row['expires_at']),
		revoked_at: text(row['revoked_at']),
		revoked_by_name:
			row['revoked_by'] === null
				? null
				: displayName({
						first_name: row['r_first'],
						last_name: row['r_last'],
						username: row['r_user'],
					}),
		last_used_at: text(row['last_used_at']),
		status: statusOf(row, at),
	});

	const selectLinks = (where: RawBuilder<unknown>) =>
		sql`SELECT l.*, c.first_name AS c_first, c.last_name AS c_last, c.username AS c_user,
				r.first_name AS r_first, r.last_name AS r_last, r.username AS r_user
			FROM preview_links l
				LEFT JOIN users c ON c.id = l.created_by
				LEFT JOIN users r ON r.id = l.revoked_by
			WHERE l.site = ${site} AND ${where}`;

	return {
		/** Stores a new link; answers it and its token (the only time the token exists). */
		async create(link: NewPreviewLink): Promise<{ link: PreviewLink; token: string }> {
			const token = randomBytes(32).toString('base64url');
			const at = now();
			const expires = new Date(at.getTime() + link.days * DAY_MS).toISOString();
			const inserted = await db.one<{ id: number | string }>(
				sql`INSERT INTO preview_links
						(site, page_id, locale, state, version_id, draft_started_at, token_hash, created_by,
							created_at, expires_at)
					VALUES (${site}, ${link.pageId}, ${link.locale}, ${link.state}, ${link.versionId},
						${link.draftStartedAt}, ${hashToken(token)}, ${link.by}, ${at.toISOString()}, ${expires})
					RETURNING id`,
			);
			const row = await db.one<Row>(selectLinks(sql`l.id = ${Number(inserted?.id)}`));
			return { link: linkOf(row!, at.toISOString()), token };
		},

		/** The links of a page in `locale` (active, expired and revoked), newest first. */
		async list(pageId: number, locale: string): Promise<PreviewLink[]> {
			const at = now().toISOString();
			const rows = await db.all<Row>(
				sql`${selectLinks(sql`l.page_id = ${pageId} AND l.locale = ${locale}`)}
					ORDER BY l.created_at DESC, l.id DESC LIMIT ${LIST_LIMIT}`,
			);
			return rows.map((row) => linkOf(row, at));
		},

		/**
		 * Revokes link `id` of the page in `locale` (a revoked one keeps its first revocation);
		 * answers it, or undefined when the page has no such link.
		 */
		async revoke(
			pageId: number,
			locale: string,
			id: number,
			by: number,
		): Promise<{ link: PreviewLink; changed: boolean } | undefined> {
			const at = now().toISOString();
			const changed = await db.run(
				sql`UPDATE preview_links SET revoked_at = ${at}, revoked_by = ${by}
					WHERE site = ${site} AND id = ${id} AND page_id = ${pageId} AND locale = ${locale}
						AND revoked_at IS NULL`,
			);
			const row = await db.one<Row>(
				selectLinks(sql`l.id = ${id} AND l.page_id = ${pageId} AND l.locale = ${locale}`),
			);
			return row ? { link: linkOf(row, at), changed: changed > 0 } : undefined;
		},

		/**
		 * The live link `token` opens (not revoked, not expired, this site's), its use recorded;
		 * undefined for any other token.
		 */
		async open(token: string): Promise<OpenedPreviewLink | undefined> {
			if (token.length > TOKEN_MAX) return undefined;
			const at = now().toISOString();
			const row = await db.one<Row>(
				sql`SELECT id, page_id, locale, state, version_id, draft_started_at, expires_at
					FROM preview_links
					WHERE token_hash = ${hashToken(token)} AND site = ${site}
						AND revoked_at IS NULL AND expires_at > ${at}`,
			);
			if (!row) return undefined;
			await db.run(sql`UPDATE preview_links SET last_used_at = ${at} WHERE id = ${row['id']}`);
			return {
				id: Number(row['id']),
				pageId: Number(row['page_id']),
				locale: String(row['locale']),
				state: String(row['state']) as PreviewState,
				versionId: row['version_id'] === null ? null : Number(row['version_id']),
				draftStartedAt: text(row['draft_started_at']),
				expiresAt: String(row['expires_at']),
			};
		},
	};
}

/** The preview links of one site (see createPreviewLinks). */
export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
