import type { z } from 'zod';
import { ApiErrorSchema } from '../contract/index.ts';
import {
	CmsContractError,
	CmsNotFoundError,
	CmsRequestError,
	CmsUnreachableError,
	type CmsContext,
} from '../cms/index.ts';
import { defaultTransport, type Transport } from '../cms/transport.ts';

/** Who sends: the content context, and optionally another transport (tests). */
export type SendContext = CmsContext & { transport?: Transport | undefined };

/** The back end refused a write (4xx other than 404); `body` is its parsed JSON answer. */
export class CmsRejectedError extends CmsRequestError {
	readonly body: unknown;
	constructor(
		url: string,
		status: number,
		message: string,
		field: string | undefined,
		body: unknown,
	) {
		super(url, status, message, field);
		this.body = body;
	}
}

async function failure(path: string, response: Response): Promise<Error> {
	const body: unknown = await response.json().catch(() => null);
	if (response.status === 404) return new CmsNotFoundError(path);
	if (response.status >= 500) return new CmsUnreachableError(path, `status ${response.status}`);
	const problem = ApiErrorSchema.safeParse(body);
	return new CmsRejectedError(
		path,
		response.status,
		problem.success ? problem.data.error : response.statusText || 'request refused',
		problem.success ? problem.data.field : undefined,
		body,
	);
}

/**
 * Sends a write (`init` says method, body and extra headers) to the back end and parses the answer
 * with `schema`. Adds Accept and Accept-Language, and the context's cookie unless `init` brings its
 * own Cookie header.
 * @throws CmsRejectedError (4xx, with the answer's body), CmsNotFoundError, CmsUnreachableError,
 *   CmsContractError
 */
export async function cmsSend<S extends z.ZodType>(
	path: string,
	init: RequestInit,
	schema: S,
	ctx: SendContext,
): Promise<z.infer<S>> {
	const headers = new Headers(init.headers);
	headers.set('Accept', 'application/json');
	headers.set('Accept-Language', ctx.locale);
	if (ctx.cookie && !headers.has('Cookie')) headers.set('Cookie', ctx.cookie);
	const transport = ctx.transport ?? defaultTransport();
	let response: Response;
	try {
		response = await transport(path, { ...init, headers });
	} catch (error) {
		throw new CmsUnreachableError(path, error instanceof Error ? error.message : String(error));
	}
	if (!response.ok) throw await failure(path, response);
	const body: unknown = await response.json().catch(() => undefined);
	const parsed = schema.safeParse(body);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new CmsContractError(
			path,
			issue?.path.join('.') || '(root)',
			body === undefined ? 'answer is not JSON' : (issue?.message ?? 'invalid'),
		);
	}
	return parsed.data;
}
