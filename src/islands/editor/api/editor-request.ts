import type { z } from 'zod';
import { ApiErrorSchema } from '../../../lib/contract/common.ts';
import { EditConflictSchema } from '../../../lib/contract/concurrent-editing.ts';
import { askToLogIn, showEditorAlert } from '../../../stores/editor.ts';
import type { EditorText } from '../editor-strings.ts';
import { conflictText } from './conflict-text.ts';
import { EditConflictError } from './edit-conflict-error.ts';
import { EditorCallError } from './editor-call-error.ts';

export type EditorMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an editor call sends and how it reports. */
export type EditorCall<T> = {
	method?: EditorMethod;
	/** Sent as JSON. */
	json?: unknown;
	/** Sent as multipart (an upload). */
	form?: FormData;
	/** The contract of the answer; without one the answer is not read (204 and the like). */
	schema?: z.ZodType<T>;
	/**
	 * Which alerts the call shows: 'all' (success and error: the default for writes), 'errors'
	 * (the default for reads, and reorder) or 'none' (the caller reports itself).
	 */
	alerts?: 'all' | 'errors' | 'none';
	/** Statuses that fail without an alert (a missing section answers 404 and is then created). */
	quiet?: readonly number[];
	/** Error statuses whose body is still an answer of `schema` (publish answers 502 'failed'). */
	answerStatuses?: readonly number[];
	/** The version the write is based on, sent as `If-Match` (a 412 rejects with EditConflictError). */
	ifMatch?: string | undefined;
	/** Hears the answer's `ETag` (the version now stored), when it has one. */
	onVersion?: (etag: string) => void;
	/** false: a 401 fails without opening the login dialog (background calls). */
	login?: boolean;
	/** Send even while the page unloads (leaving edit mode). */
	keepalive?: boolean;
};

/** What every editor call needs: the fetch to use, the CSRF token and the texts for alerts. */
export type EditorRequestDeps = {
	fetch: typeof fetch;
	/** The `csrftoken` cookie's value, read on each write. */
	csrfToken: () => string;
	text: EditorText;
	/** The interface language, for dates in conflict messages. */
	uiLocale: 'de' | 'en';
};

/** Sends an editor call and answers its validated body (undefined without a schema). */
export type EditorRequest = <T = undefined>(url: string, call?: EditorCall<T>) => Promise<T>;

async function errorOf(response: Response, fallback: string): Promise<EditorCallError> {
	const body: unknown = await response.json().catch(() => null);
	const parsed = ApiErrorSchema.safeParse(body);
	return parsed.success
		? new EditorCallError(response.status, parsed.data.error || fallback, parsed.data.field)
		: new EditorCallError(response.status, fallback);
}

/**
 * The editor's calls (SPEC §6, §7, §8): same-origin credentials, `Accept: application/json`,
 * writes with the `X-CSRFToken` header and a JSON (or multipart) body. After a write a
 * 'Saved.' alert shows, after any failure the error alert 'Unfortunately, that didn't work.'
 * (each for 4000 ms, `alerts` says which). A 401 opens the login dialog: its Retry sends the call
 * again and the caller gets that outcome; its Close rejects. Answers are checked against the
 * contract; a mismatch counts as a failure. Failures reject with an `EditorCallError`; a 412
 * (the write's `If-Match` names an older version) with an `EditConflictError` whose alert names
 * who changed it and when.
 */
export function createEditorRequest(deps: EditorRequestDeps): EditorRequest {
	const send = async <T>(url: string, call: EditorCall<T>): Promise<T> => {
		const method = call.method ?? 'GET';
		const alerts = call.alerts ?? (method === 'GET' ? 'errors' : 'all');
		const fail = (error: EditorCallError): EditorCallError => {
			if (alerts !== 'none' && !call.quiet?.includes(error.status)) {
				showEditorAlert('error', deps.text('failed'));
			}
			return error;
		};
		const headers: Record<string, string> = { Accept: 'application/json' };
		if (method !== 'GET') headers['X-CSRFToken'] = deps.csrfToken();
		if (call.ifMatch !== undefined) headers['If-Match'] = call.ifMatch;
		const init: RequestInit = { method, headers, credentials: 'same-origin' };
		if (call.keepalive) init.keepalive = true;
		if (call.form !== undefined) init.body = call.form;
		else if (call.json !== undefined) {
			headers['Content-Type'] = 'application/json';
			init.body = JSON.stringify(call.json);
		}
		let response: Response;
		try {
			response = await deps.fetch(url, init);
		} catch (error) {
			console.error('editor call failed', url, error);
			throw fail(new EditorCallError(0, deps.text('failed')));
		}
		if (response.status === 401) {
			const error = fail(await errorOf(response, deps.text('failed')));
			if (call.login !== false && (await askToLogIn())) return send(url, call);
			throw error;
		}
		if (response.status === 412) {
			const conflict = EditConflictSchema.safeParse(
				await response
					.clone()
					.json()
					.catch(() => null),
			);
			if (conflict.success) {
				const message = conflictText(conflict.data, deps.text, deps.uiLocale);
				if (alerts !== 'none' && !call.quiet?.includes(412)) showEditorAlert('error', message);
				throw new EditConflictError(conflict.data, message);
			}
		}
		if (!response.ok && !call.answerStatuses?.includes(response.status)) {
			throw fail(await errorOf(response, deps.text('failed')));
		}
		const etag = response.headers.get('etag');
		if (etag !== null && response.ok) call.onVersion?.(etag);
		let answer: T = undefined as T;
		if (call.schema !== undefined) {
			const parsed = call.schema.safeParse(await response.json().catch(() => undefined));
			if (!parsed.success) {
				console.error('editor call answered outside the contract', url, parsed.error);
				throw fail(new EditorCallError(0, deps.text('failed')));
			}
			answer = parsed.data;
		}
		if (alerts === 'all' && response.ok) showEditorAlert('success', deps.text('saved'));
		return answer;
	};
	return (url, call = {}) => send(url, call);
}
