import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
	AccountActionSchema,
	AuditPageSchema,
	IdParamSchema,
	NewPasswordSchema,
	PublishAuditSchema,
	StaffAccountSchema,
	type AuditAction,
} from '../../lib/contract/index.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import { sessionTokenHash } from '../auth/sessions.ts';
import {
	AccountError,
	disableAccount,
	enableAccount,
	findAccount,
	listAccounts,
	removeAccount,
	setAccountPassword,
} from '../auth/staff-accounts.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { requestAddress } from '../http/request-client.ts';
import { parseOrThrow } from '../http/validate.ts';

const AuditQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const ActionParamsSchema = z.object({ id: IdParamSchema, action: AccountActionSchema });

/** The audit entry each hub action leaves. */
const AUDITED: Record<z.infer<typeof AccountActionSchema>, AuditAction> = {
	disable: 'user_disabled',
	enable: 'user_enabled',
	'set-password': 'password_set',
	remove: 'user_removed',
};

/** An AccountError as the answer the hub reads: its `code`, and the field for password problems. */
export function accountProblem(error: AccountError, field = 'password'): ApiProblem {
	if (error.code === 'not_found')
		return new ApiProblem(404, { error: error.message, code: error.code });
	if (error.code === 'last_staff')
		return new ApiProblem(409, { error: error.message, code: error.code });
	return new ApiProblem(400, { error: error.message, field, code: error.code });
}

/** Runs `work`, answering an AccountError as accountProblem does. */
export async function answeringAccountErrors<T>(
	work: () => Promise<T>,
	field?: string,
): Promise<T> {
	try {
		return await work();
	} catch (error) {
		if (error instanceof AccountError) throw accountProblem(error, field);
		throw error;
	}
}

const privateAnswer = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');

/**
 * The hub's staff administration (staff only; writes with the CSRF token):
 * GET /dashboard/users/ (every account), POST /dashboard/users/{id}/{disable|enable|set-password|remove}/
 * (set-password with `{ password }`; 409 `last_staff` for the last active staff account, 400 with
 * `code` for a refused password), GET /dashboard/audit-log/?page= (newest first) and
 * POST /dashboard/audit-log/publish/ (`{ status }` of a Publish the site server ran).
 */
export function createStaffAdminApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/dashboard/users', async (c) => {
		requireStaff(c);
		privateAnswer(c);
		return c.json(z.array(StaffAccountSchema).parse(await listAccounts(ctx.db)));
	});

	app.post('/dashboard/users/:id/:action', async (c) => {
		const staff = requireStaffWrite(c);
		privateAnswer(c);
		const { id, action } = parseOrThrow(ActionParamsSchema, c.req.param());
		const body =
			action === 'set-password' ? parseOrThrow(NewPasswordSchema, await readJsonObject(c)) : null;
		const account = await answeringAccountErrors(async () => {
			const found = await findAccount(ctx.db, id);
			if (action === 'disable') await disableAccount(ctx.db, found.id, ctx.now());
			else if (action === 'enable') await enableAccount(ctx.db, found.id);
			else if (action === 'remove') await removeAccount(ctx.db, found.id);
			else {
				// Setting one's own password here keeps this session, as the settings page does.
				const token = found.id === staff.id ? getCookie(c, SESSION_COOKIE) : undefined;
				await setAccountPassword(
					ctx.db,
					found,
					body?.password ?? '',
					token && sessionTokenHash(token),
				);
			}
			return found;
		});
		await ctx.audit.record({
			actor: staff.username,
			action: AUDITED[action],
			target: account.username,
			address: requestAddress(c),
		});
		return c.json(z.array(StaffAccountSchema).parse(await listAccounts(ctx.db)));
	});

	app.get('/dashboard/audit-log', async (c) => {
		requireStaff(c);
		privateAnswer(c);
		const { page } = parseOrThrow(AuditQuerySchema, c.req.query());
		return c.json(AuditPageSchema.parse(await ctx.audit.page(page)));
	});

	app.post('/dashboard/audit-log/publish', async (c) => {
		const staff = requireStaffWrite(c);
		const { status } = parseOrThrow(PublishAuditSchema, await readJsonObject(c));
		await ctx.audit.record({
			actor: staff.username,
			action: 'publish',
			detail: status,
			address: requestAddress(c),
		});
		return c.json({ recorded: true });
	});

	return app;
}
