import { z } from 'zod';
import {
	A11yPageSummarySchema,
	AuditPageSchema,
	BackupStatusSchema,
	StaffAccountSchema,
	MailOutboxSchema,
	WaitlistOverviewSchema,
	ScheduledChangeListSchema,
	ErrorLogSummarySchema,
	PageActivitySchema,
	PublishResultSchema,
	SearchKeywordSchema,
	TicketingEventSchema,
	type EditorLocale,
	type Locale,
	type AccountAction,
	type PublishResult,
	type StaffAccount,
	PageDraftEntrySchema,
} from '../../lib/contract/index.ts';
import { readCookie } from '../../lib/cookies/read-cookie.ts';

/** The browser's fetch, or a stand-in (tests). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** How many entries each panel shows. */
export const PANEL_SIZE = 10;
/** The keyword panel's window in days (its heading says so). */
export const KEYWORD_DAYS = 30;

/** A call of the hub that did not answer what the contract promises. */
export class HubCallError extends Error {
	readonly url: string;
	readonly status: number;

	constructor(url: string, status: number) {
		super(`${url} answered ${status}`);
		this.name = 'HubCallError';
		this.url = url;
		this.status = status;
	}
}

/** GETs `url` with the staff member's cookies and parses the JSON answer with `schema`. */
async function getJson<S extends z.ZodType>(
	fetcher: Fetch,
	url: string,
	schema: S,
	signal?: AbortSignal,
): Promise<z.output<S>> {
	const response = await fetcher(url, {
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
		...(signal ? { signal } : {}),
	});
	if (!response.ok) throw new HubCallError(url, response.status);
	const parsed = schema.safeParse(await response.json().catch(() => undefined));
	if (!parsed.success) throw new HubCallError(url, response.status);
	return parsed.data;
}

/** The dashboard calls of the hub, each answering its contract shape or throwing. */
export function dashboardCalls(fetcher: Fetch, uiLocale: Locale) {
	const base = `/${uiLocale}/api/dashboard`;
	return {
		/** The latest page saves in content locale `locale`. */
		activities: (locale: EditorLocale, signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/page-activities/?locale=${locale}&limit=${PANEL_SIZE}`,
				z.array(PageActivitySchema),
				signal,
			),
		errorLog: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/error-log/?limit=${PANEL_SIZE}`,
				z.array(ErrorLogSummarySchema),
				signal,
			),
		keywords: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/search-keywords/?days=${KEYWORD_DAYS}&limit=${PANEL_SIZE}`,
				z.array(SearchKeywordSchema),
				signal,
			),
		/** Keywords searched in vain in the same window, most often first. */
		misses: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/search-keywords/?days=${KEYWORD_DAYS}&limit=${PANEL_SIZE}&misses=true`,
				z.array(SearchKeywordSchema),
				signal,
			),
		/** The pages of content locale `locale` with accessibility findings, most first. */
		a11y: (locale: EditorLocale, signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/a11y/?locale=${locale}&limit=${PANEL_SIZE}`,
				z.array(A11yPageSummarySchema),
				signal,
			),
		/** The newest backup of the server's own schedule. */
		backup: (signal?: AbortSignal) =>
			getJson(fetcher, `${base}/backup/`, BackupStatusSchema, signal),
		/** Every account of the back end. */
		accounts: (signal?: AbortSignal) =>
			getJson(fetcher, `${base}/users/`, z.array(StaffAccountSchema), signal),
		/** Page `page` of the audit log, newest first. */
		auditLog: (page: number, signal?: AbortSignal) =>
			getJson(fetcher, `${base}/audit-log/?page=${page}`, AuditPageSchema, signal),
		/** The outbox's counts and latest mails. */
		mail: (signal?: AbortSignal) =>
			getJson(fetcher, `${base}/mail-outbox/?limit=${PANEL_SIZE}`, MailOutboxSchema, signal),
		/** Every pending scheduled change of the site, soonest first (titles in the hub's language). */
		scheduled: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`/${uiLocale}/pageeditor-api/scheduled-changes/`,
				ScheduledChangeListSchema,
				signal,
			),
		/** Every page draft of the site, newest change first. */
		drafts: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`/${uiLocale}/pageeditor-api/drafts/`,
				z.array(PageDraftEntrySchema),
				signal,
			),
		/** Every event date with a live waiting list, entries in line order. */
		waitlist: (signal?: AbortSignal) =>
			getJson(fetcher, `${base}/waitlist/`, WaitlistOverviewSchema, signal),
		ticketing: (signal?: AbortSignal) =>
			getJson(
				fetcher,
				`${base}/ticketing-events/?limit=${PANEL_SIZE}`,
				z.array(TicketingEventSchema),
				signal,
			),
	};
}

/** What a publish click led to: the server's outcome, a refusal (401/403) or no answer. */
export type PublishOutcome =
	| { kind: 'result'; result: PublishResult }
	| { kind: 'denied' }
	| { kind: 'error'; message: string };

/**
 * POSTs (or DELETEs) `body` as JSON to `url` with the staff member's cookies and the CSRF token of the
 * `csrftoken` cookie in `cookies` (document.cookie). JSON, also for an empty body: Astro's origin
 * check refuses a bodiless or form-like POST whose Origin it cannot match (e.g. behind a proxy);
 * the CSRF token is what protects these calls.
 */
function postAsStaff(
	fetcher: Fetch,
	cookies: string,
	url: string,
	body: object = {},
	method: 'POST' | 'DELETE' = 'POST',
) {
	return fetcher(url, {
		method,
		credentials: 'same-origin',
		headers: {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			'X-CSRFToken': readCookie(cookies, 'csrftoken') ?? '',
		},
		body: JSON.stringify(body),
	});
}

/**
 * POST /editor-api/publish with the CSRF token of the `csrftoken` cookie in `cookies`
 * (document.cookie). 200 and 502 carry a PublishResult; 401/403 are a refusal.
 */
export async function requestPublish(fetcher: Fetch, cookies: string): Promise<PublishOutcome> {
	let response: Response;
	try {
		response = await postAsStaff(fetcher, cookies, '/editor-api/publish');
	} catch {
		return { kind: 'error', message: 'no answer' };
	}
	if (response.status === 401 || response.status === 403) return { kind: 'denied' };
	const parsed = PublishResultSchema.safeParse(await response.json().catch(() => undefined));
	if (parsed.success) return { kind: 'result', result: parsed.data };
	return { kind: 'error', message: `HTTP ${response.status}` };
}

/** What an account action led to: the accounts as they are now, or why it was refused. */
export type AccountOutcome =
	| { kind: 'done'; accounts: StaffAccount[] }
	| { kind: 'refused'; code: string }
	| { kind: 'error'; status: number };

const RefusalSchema = z.object({ code: z.string() });

/**
 * POST /{locale}/api/dashboard/users/{id}/{action}/ with the CSRF token of `cookies`
 * (document.cookie); `password` for set-password. 401/403 are a refusal with code `denied`.
 */
export async function requestAccountAction(
	fetcher: Fetch,
	cookies: string,
	request: { uiLocale: Locale; id: number; action: AccountAction; password?: string },
): Promise<AccountOutcome> {
	let response: Response;
	try {
		response = await postAsStaff(
			fetcher,
			cookies,
			`/${request.uiLocale}/api/dashboard/users/${request.id}/${request.action}/`,
			request.password === undefined ? {} : { password: request.password },
		);
	} catch {
		return { kind: 'error', status: 0 };
	}
	const body: unknown = await response.json().catch(() => undefined);
	if (response.ok) {
		const accounts = z.array(StaffAccountSchema).safeParse(body);
		return accounts.success
			? { kind: 'done', accounts: accounts.data }
			: { kind: 'error', status: response.status };
	}
	if (response.status === 401 || response.status === 403)
		return { kind: 'refused', code: 'denied' };
	const refusal = RefusalSchema.safeParse(body);
	return refusal.success
		? { kind: 'refused', code: refusal.data.code }
		: { kind: 'error', status: response.status };
}

/**
 * POST /{locale}/api/dashboard/waitlist/{id}/{remove|offer}/ with the CSRF token of `cookies`
 * (document.cookie): 'done', 'refused' (409: too few free seats, or the entry is not waiting)
 * or the HTTP status of another failure (0: no answer).
 */
export async function requestWaitlistAction(
	fetcher: Fetch,
	cookies: string,
	request: { uiLocale: Locale; id: number; action: 'remove' | 'offer' },
): Promise<'done' | 'refused' | number> {
	try {
		const response = await postAsStaff(
			fetcher,
			cookies,
			`/${request.uiLocale}/api/dashboard/waitlist/${request.id}/${request.action}/`,
		);
		if (response.ok) return 'done';
		return response.status === 409 ? 'refused' : response.status;
	} catch {
		return 0;
	}
}

/**
 * DELETE /{locale}/pageeditor-api/scheduled-changes/{id}/ with the CSRF token of `cookies`
 * (document.cookie): 'done', or the HTTP status of the failure (404: already run or cancelled;
 * 0: no answer).
 */
export async function requestScheduleCancel(
	fetcher: Fetch,
	cookies: string,
	request: { uiLocale: Locale; id: number },
): Promise<'done' | number> {
	try {
		const response = await postAsStaff(
			fetcher,
			cookies,
			`/${request.uiLocale}/pageeditor-api/scheduled-changes/${request.id}/`,
			{},
			'DELETE',
		);
		return response.ok ? 'done' : response.status;
	} catch {
		return 0;
	}
}
