import type { z } from 'zod';
import { ApiErrorSchema, type Locale } from '../contract/index.ts';
import type { CmsError } from './errors.ts';
import {
	CmsContractError,
	CmsNotFoundError,
	CmsPageOfflineError,
	CmsRequestError,
	CmsUnreachableError,
} from './errors.ts';
import { fromBuildSnapshot } from './build-snapshot.ts';
import { defaultTransport, type Transport } from './transport.ts';

/** Who is asking: the page's locale and, for staff, the visitor's cookies to forward. */
export type CmsContext = {
	locale: Locale;
	/** The incoming request's Cookie header; forwarded so staff see offline pages and versions. */
	cookie?: string | null | undefined;
};

const inFlight = new Map<string, Promise<unknown>>();

let transport: Transport | null = null;

/** Replaces the transport (tests); `null` restores the default. */
export function setTransport(next: Transport | null): void {
	transport = next;
}

function currentTransport(): Transport {
	transport ??= defaultTransport();
	return transport;
}

/** Formats the first zod issue as a dotted path, e.g. `results.3.date_start`. */
function firstIssue(error: z.ZodError): { field: string; detail: string } {
	const issue = error.issues[0];
	return { field: issue?.path.join('.') || '(root)', detail: issue?.message ?? 'invalid' };
}

async function errorFromResponse(path: string, response: Response): Promise<CmsError> {
	const body: unknown = await response.json().catch(() => null);
	const parsed = ApiErrorSchema.safeParse(body);
	const message = parsed.success ? parsed.data.error : response.statusText || 'request failed';
	if (response.status === 404) {
		return message === 'Page offline' ? new CmsPageOfflineError(path) : new CmsNotFoundError(path);
	}
	if (response.status >= 500) return new CmsUnreachableError(path, `status ${response.status}`);
	return new CmsRequestError(
		path,
		response.status,
		message,
		parsed.success ? parsed.data.field : undefined,
		body,
	);
}

/** Who asks, and optionally another transport for this call (tests). */
export type CmsRequestContext = CmsContext & { transport?: Transport | undefined };

/**
 * Sends one request to the back end (`init` gives method, body and extra headers; GET when empty)
 * and parses the answer with `schema`. Adds Accept, Accept-Language and the context's cookie
 * unless `init` brings its own Cookie header.
 * @throws CmsNotFoundError, CmsPageOfflineError, CmsRequestError (4xx, with the answer's body),
 *   CmsUnreachableError, CmsContractError
 */
export async function cmsRequest<S extends z.ZodType>(
	path: string,
	init: RequestInit,
	schema: S,
	ctx: CmsRequestContext,
): Promise<z.infer<S>> {
	const headers = new Headers(init.headers);
	headers.set('Accept', 'application/json');
	headers.set('Accept-Language', ctx.locale);
	if (ctx.cookie && !headers.has('Cookie')) headers.set('Cookie', ctx.cookie);
	let response: Response;
	try {
		response = await (ctx.transport ?? currentTransport())(path, { ...init, headers });
	} catch (error) {
		throw new CmsUnreachableError(path, error instanceof Error ? error.message : String(error));
	}
	if (!response.ok) throw await errorFromResponse(path, response);
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		throw new CmsContractError(path, '(root)', 'answer is not JSON');
	}
	const parsed = schema.safeParse(body);
	if (!parsed.success) {
		const { field, detail } = firstIssue(parsed.error);
		throw new CmsContractError(path, field, detail);
	}
	return parsed.data;
}

/**
 * GETs `path` from the back end and parses the answer with `schema`. Concurrent identical requests
 * (same locale, path and credentials) share one fetch (SPEC §4 'Page loading'); while a build
 * prerenders, identical requests without cookies share one for the whole build (build-snapshot.ts).
 * @throws CmsNotFoundError, CmsPageOfflineError, CmsRequestError, CmsUnreachableError, CmsContractError
 */
export function cmsGet<S extends z.ZodType>(
	path: string,
	schema: S,
	ctx: CmsContext,
): Promise<z.infer<S>> {
	const key = `${ctx.locale}|${ctx.cookie ?? ''}|${path}`;
	const pending = inFlight.get(key);
	if (pending) return pending as Promise<z.infer<S>>;
	const load = () => cmsRequest(path, {}, schema, ctx);
	const request = (ctx.cookie ? load() : fromBuildSnapshot(key, load)).finally(() =>
		inFlight.delete(key),
	);
	inFlight.set(key, request);
	return request;
}

/** Builds a query string from defined values only, e.g. `?page=2&room=3` (or ''). */
export function query(
	params: Record<string, string | number | boolean | null | undefined>,
): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
	}
	const text = search.toString();
	return text ? `?${text}` : '';
}
