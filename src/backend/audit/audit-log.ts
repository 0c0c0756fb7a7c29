import { sql } from 'kysely';
import type { AuditAction, AuditEntry, AuditPage } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';

/** How long entries are kept without AUDIT_KEEP_DAYS. */
export const AUDIT_KEEP_DAYS_DEFAULT = 365;
/** Entries per page of the hub's list. */
export const AUDIT_PAGE_SIZE = 25;

/** Why AUDIT_KEEP_DAYS was refused. */
export class AuditConfigError extends Error {}

/** AUDIT_KEEP_DAYS: a whole number of days, 1–36,500 (default 365); anything else throws. */
export function auditKeepDaysFromEnv(env: NodeJS.ProcessEnv): number {
	const raw = env['AUDIT_KEEP_DAYS']?.trim();
	if (!raw) return AUDIT_KEEP_DAYS_DEFAULT;
	const days = Number(raw);
	if (!/^\d+$/.test(raw) || days < 1 || days > 36_500) {
		throw new AuditConfigError(
			`AUDIT_KEEP_DAYS must be a whole number of days (1–36500), not '${raw}'.`,
		);
	}
	return days;
}

/** One staff action as it is recorded; text fields are cut to 300 characters. */
export type AuditRecord = {
	actor: string;
	action: AuditAction;
	target?: string;
	detail?: string;
	address?: string;
};

/** The audit log of one database, with its retention. */
export type AuditLog = {
	/** Records `entry` (at the clock's now) and drops entries older than the retention. */
	record(entry: AuditRecord): Promise<void>;
	/** Page `page` (from 1) of the entries, newest first. */
	page(page: number): Promise<AuditPage>;
	readonly keepDays: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const cut = (text: string | undefined) => (text ?? '').slice(0, 300);

/** The audit log kept in `db` for `keepDays` days. */
export function createAuditLog(db: Database, now: () => Date, keepDays: number): AuditLog {
	return {
		keepDays,
		async record(entry) {
			const at = now();
			const cutoff = new Date(at.getTime() - keepDays * DAY_MS).toISOString();
			await db.transaction(async () => {
				await db.run(sql`DELETE FROM audit_log WHERE at < ${cutoff}`);
				await db.run(
					sql`INSERT INTO audit_log (at, actor, action, target, detail, address)
						VALUES (${at.toISOString()}, ${cut(entry.actor)}, ${entry.action}, ${cut(entry.target)},
							${cut(entry.detail)}, ${cut(entry.address)})`,
				);
			});
		},
		async page(page) {
			const cutoff = new Date(now().getTime() - keepDays * DAY_MS).toISOString();
			const counted = await db.one<{ total: number | string }>(
				sql`SELECT count(*) AS total FROM audit_log WHERE at >= ${cutoff}`,
			);
			const total = Number(counted?.total ?? 0);
			const rows = await db.all<Record<string, unknown>>(
				sql`SELECT id, at, actor, action, target, detail, address FROM audit_log
					WHERE at >= ${cutoff} ORDER BY at DESC, id DESC
					LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`,
			);
			const entries = rows.map((row): AuditEntry => ({
				id: Number(row['id']),
				at: String(row['at']),
				actor: String(row['actor']),
				action: String(row['action']) as AuditAction,
				target: String(row['target']),
				detail: String(row['detail']),
				address: String(row['address']),
			}));
			return {
				entries,
				page,
				pages: Math.ceil(total / AUDIT_PAGE_SIZE),
				total,
				keep_days: keepDays,
			};
		},
	};
}
