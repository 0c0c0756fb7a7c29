import {
	ApiErrorSchema,
	FormEntryResultSchema,
	FormErrorsSchema,
	TempFileSchema,
	type Form,
	type FormEntry,
	type TempFile,
} from '../contract/index.ts';
import {
	cmsRequest,
	CmsRequestError,
	serverCsrfHeaders,
	type CmsRequestContext as SendContext,
} from '../cms/index.ts';
import { entryFieldValues } from './field-values.ts';
import type { Submission } from './read-submission.ts';
import { errorKindOfText, type FieldErrors } from './validate.ts';

/** The outcome of sending a form: stored, or refused with messages per field. */
export type SendOutcome = { ok: true; entryId: number } | { ok: false; errors: FieldErrors };

/**
 * Uploads one file to `POST /{locale}/api/temp-files/` (a server-side write with its own CSRF
 * token pair, see `serverCsrfHeaders`).
 * @throws CmsRequestError 400 when the back end refuses the file (type, size)
 */
export function uploadTempFile(file: File, ctx: SendContext): Promise<TempFile> {
	const body = new FormData();
	body.set('file', file, file.name);
	return cmsRequest(
		`/${ctx.locale}/api/temp-files/`,
		{ method: 'POST', body, headers: serverCsrfHeaders() },
		TempFileSchema,
		ctx,
	);
}

/** The field messages of a 400 answer to a form entry, or null when it is not about fields. */
function fieldErrorsOf(body: unknown): FieldErrors | null {
	const perField = FormErrorsSchema.safeParse(body);
	if (perField.success) {
		return Object.fromEntries(
			Object.entries(perField.data.fields).map(([slug, text]) => [slug, errorKindOfText(text)]),
		);
	}
	// A value the contract refuses (e.g. too long) is named as `field_values.<slug>`.
	const problem = ApiErrorSchema.safeParse(body);
	const slug = problem.success ? problem.data.field?.match(/^field_values\.([^.]+)/)?.[1] : null;
	return slug ? { [slug]: 'required' } : null;
}

/**
 * Submits an entry to `POST /{locale}/api/forms-entries/`: its id when stored, or the back end's
 * messages per field (mapped to the SPEC §5 kinds) when it refuses the values.
 */
export async function submitFormEntry(entry: FormEntry, ctx: SendContext): Promise<SendOutcome> {
	try {
		const stored = await cmsRequest(
			`/${ctx.locale}/api/forms-entries/`,
			{
				method: 'POST',
				body: JSON.stringify(entry),
				headers: { 'Content-Type': 'application/json' },
			},
			FormEntryResultSchema,
			ctx,
		);
		return { ok: true, entryId: stored.id };
	} catch (error) {
		const errors =
			error instanceof CmsRequestError && error.status === 400 ? fieldErrorsOf(error.body) : null;
		if (errors) return { ok: false, errors };
		throw error;
	}
}

/**
 * Sends a checked submission: uploads each chosen file (a refused file marks its field), then
 * submits the entry with the files' temporary ids as their fields' values.
 */
export async function sendForm(
	form: Form,
	submission: Submission,
	ctx: SendContext,
): Promise<SendOutcome> {
	const fileIds: Record<string, string> = {};
	const errors: FieldErrors = {};
	for (const [slug, file] of Object.entries(submission.files)) {
		try {
			fileIds[slug] = (await uploadTempFile(file, ctx)).id;
		} catch (error) {
			if (!(error instanceof CmsRequestError && error.status === 400)) throw error;
			errors[slug] = 'required';
		}
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors };
	const field_values = entryFieldValues(form, submission.values, fileIds);
	return submitFormEntry({ form: form.id, field_values }, ctx);
}
