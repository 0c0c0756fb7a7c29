import { SITE_LOCALES, type Form, type Locale } from '../../lib/contract/index.ts';
import { CmsNotFoundError, getForm } from '../../lib/cms/index.ts';
import { initialValues, type FormValues } from '../../lib/forms/form-values.ts';
import { prefilledValues } from '../../lib/forms/prefill.ts';
import { FormBodyError, readFormBody } from '../../lib/forms/read-form-body.ts';
import { readSubmission } from '../../lib/forms/read-submission.ts';
import { sendForm } from '../../lib/forms/submit.ts';
import { validateSubmission, type FieldErrors } from '../../lib/forms/validate.ts';
import { LOCALISED_SEGMENTS, localePath } from '../../lib/i18n/routes.ts';
import { idParam, type RouteInput } from '../route-data.ts';

/** The query parameter of the confirmation shown after a successful post (POST/redirect/GET). */
export const SENT_PARAM = 'sent';

/** What the form page shows. */
export type FormPageData = {
	form: Form;
	locale: Locale;
	/** The page's own path, where the form posts to. */
	path: string;
	alternates: Partial<Record<Locale, string>>;
	/** 200, or 400 (field errors), 413 (too large) or 415 (not a form post) after a failed post. */
	status: number;
	/** The confirmation instead of the form. */
	sent: boolean;
	values: FormValues;
	errors: FieldErrors;
	/** Names of the files a failed post carried; the visitor has to choose them again. */
	fileNames: Record<string, string>;
	/** The post could not be read at all (too large or malformed). */
	unreadable: boolean;
	/** The answer must not be stored by caches (it reflects the visitor's post). */
	noStore: boolean;
};

/** The same form's page in every other locale, by the slug it has there. */
async function alternatesOf(form: Form, locale: Locale, path: string) {
	const others = SITE_LOCALES.filter((code) => code !== locale);
	const entries = await Promise.all(
		others.map(async (code) => {
			const other = await getForm({ locale: code }, form.id).catch(() => null);
			return other ? [[code, localePath(code, 'form', { slug: other.slug, id: form.id })]] : [];
		}),
	);
	return Object.fromEntries([[locale, path], ...entries.flat()]) as Partial<Record<Locale, string>>;
}

function redirect(location: string, status: 301 | 303): Response {
	return new Response(null, { status, headers: { Location: location } });
}

/**
 * Loads the form page `/de/formular/{slug}/{id}` or `/en/form/{slug}/{id}` (`segment` is the
 * route's first segment; a prefix of the other language is a 404). GET shows the form with its
 * initial values (and `?page_url=` in a field of that slug, see `prefilledValues`), or the confirmation with `?sent=1`; a wrong slug redirects to the form's own.
 * POST checks the values (SPEC §5), uploads files, submits the entry and answers 303 to the
 * confirmation — or the form again with every message and the typed values.
 */
export async function loadFormPage(
	input: RouteInput,
	request: Request,
	segment: string,
): Promise<FormPageData | Response> {
	const { ctx, locale, url } = input;
	if (LOCALISED_SEGMENTS.form[locale] !== segment) throw new CmsNotFoundError(url.pathname);
	const id = idParam(input);
	const form = await getForm(ctx, id);
	const slug = form.slug || input.params['slug'] || '';
	const path = localePath(locale, 'form', { slug, id });
	const isPost = request.method === 'POST';
	if (!isPost && url.pathname.replace(/\/+$/, '') !== path)
		return redirect(`${path}${url.search}`, 301);

	const prefill = isPost ? {} : prefilledValues(form, url.searchParams);
	const page: FormPageData = {
		form,
		locale,
		path,
		alternates: await alternatesOf(form, locale, path),
		status: 200,
		sent: !isPost && url.searchParams.get(SENT_PARAM) === '1',
		values: { ...initialValues(form), ...prefill },
		errors: {},
		fileNames: {},
		unreadable: false,
		// A prefilled form reflects its link: kept by no cache, so no visitor sees another's value.
		noStore: isPost || url.searchParams.has(SENT_PARAM) || Object.keys(prefill).length > 0,
	};
	if (!isPost) return page;

	let data: FormData;
	try {
		data = await readFormBody(request);
	} catch (error) {
		if (error instanceof FormBodyError) return { ...page, status: error.status, unreadable: true };
		throw error;
	}
	const submission = readSubmission(form, data);
	const fileNames = Object.fromEntries(
		Object.entries(submission.files).map(([name, file]) => [name, file.name]),
	);
	const values = { ...page.values, ...submission.values };
	const errors = validateSubmission(form, submission);
	const outcome =
		Object.keys(errors).length > 0
			? { ok: false as const, errors }
			: await sendForm(form, submission, ctx);
	if (outcome.ok) return redirect(`${path}?${SENT_PARAM}=1`, 303);
	return { ...page, status: 400, values, errors: outcome.errors, fileNames };
}
