import { z } from 'zod';
import { PublishResultSchema } from './editor.ts';

/**
 * GET /api/dashboard/users/ (staff): every account of the back end, staff first, then by
 * username. `disabled_at` is null for an active account; `last_login_at` null before the first
 * login.
 */
export const StaffAccountSchema = z.object({
	id: z.number().int().positive(),
	username: z.string(),
	email: z.string(),
	is_staff: z.boolean(),
	created_at: z.string(),
	last_login_at: z.string().nullable(),
	disabled_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** What the hub may do with an account: POST /api/dashboard/users/{id}/{action}/ (staff, CSRF). */
export const AccountActionSchema = z.enum(['disable', 'enable', 'set-password', 'remove']);
export type AccountAction = z.infer<typeof AccountActionSchema>;

/** The body of `set-password` (the hub) and of the user's own change (`/accounts/password/`). */
export const NewPasswordSchema = z.object({ password: z.string().max(1024) });

/** POST /accounts/password/: the signed-in user's own password, the old one required. */
export const OwnPasswordChangeSchema = z.object({
	old_password: z.string().max(1024),
	new_password: z.string().max(1024),
});

/** Staff actions the audit log records. */
export const AUDIT_ACTIONS = [
	'login',
	'login_failed',
	'logout',
	'publish',
	'backup',
	'restore',
	'user_created',
	'user_disabled',
	'user_enabled',
	'password_set',
	'password_changed',
	'user_removed',
	'waitlist_removed',
	'waitlist_offered',
	'schedule_created',
	'schedule_cancelled',
	'schedule_run',
	'preview_link_created',
	'preview_link_revoked',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/**
 * One audit entry: `actor` is the username who acted (or who was tried, for `login_failed`;
 * `cli` for the command line, `server` for the timer), `target` the account or file acted on,
 * `address` the client's address (`cli` for the command line).
 */
export const AuditEntrySchema = z.object({
	id: z.number().int().positive(),
	at: z.iso.datetime(),
	actor: z.string(),
	action: AuditActionSchema,
	target: z.string(),
	detail: z.string(),
	address: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/dashboard/audit-log/?page=1.. (staff): one page of entries, newest first. */
export const AuditPageSchema = z.object({
	entries: z.array(AuditEntrySchema),
	page: z.number().int().positive(),
	pages: z.number().int().nonnegative(),
	total: z.number().int().nonnegative(),
	keep_days: z.number().int().positive(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/**
 * POST /api/dashboard/audit-log/publish/ (staff, CSRF): the site server records a Publish click
 * and its outcome (the site server triggers the rebuild; the back end keeps the log).
 */
export const PublishAuditSchema = z.object({
	status: PublishResultSchema.shape.status,
});
