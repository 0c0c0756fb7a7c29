import { Hono } from 'hono';
import {
	FormEntrySchema,
	FormSchema,
	type Form,
	type FormErrors,
} from '../../lib/contract/index.ts';
import { checkFormEntry, withEmailConfirmation } from '../content/form-fields.ts';
import { addFormEntry } from '../content/form-entries.ts';
import { queueFormEntryMails } from '../mail/form-mails.ts';
import { requestAddress } from '../http/request-client.ts';
import { tempFilesNamedIn } from '../content/temp-files.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam, pageQuerySchema } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

/** The form as a visitor may see it: the venue's notification address stays with staff. */
function shownForm(form: Form, staff: boolean): Form {
	return staff ? form : { ...form, notify_email: '' };
}

/**
 * GET /forms/ and /forms/{id}/ (with the e-mail confirmation field appended), POST /forms-entries/ (checked
 * against the form; 400 with a message per field, else 201, the entry stored together with its
 * mails — `mail/form-mails.ts`) and the /forms/ staff writes.
 */
export function createFormsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store, db } = ctx;

	app.get('/forms', async (c) => {
		const locale = requestLocale(c);
		const request = parseOrThrow(pageQuerySchema(50), c.req.query());
		const { count, bodies } = await store.list('form', locale, {
			order: 'id',
			...limitOffset(request),
		});
		const staff = c.get('user')?.is_staff === true;
		const results = bodies.map((body) =>
			shownForm(withEmailConfirmation(FormSchema.parse(body), locale), staff),
		);
		return c.json(pagedAnswer(c, request, count, results));
	});

	app.get('/forms/:id', async (c) => {
		const locale = requestLocale(c);
		const form = await readDetail(store, 'form', idParam(c), locale, FormSchema);
		return c.json(shownForm(withEmailConfirmation(form, locale), c.get('user')?.is_staff === true));
	});

	app.post('/forms-entries', async (c) => {
		const locale = requestLocale(c);
		const entry = parseOrThrow(FormEntrySchema, await readJsonBody(c));
		const stored = await store.get('form', entry.form, locale);
		if (stored === undefined) throw badRequest(`Unknown form ${entry.form}`, 'form');
		const form = withEmailConfirmation(FormSchema.parse(stored), locale);
		const uploads = await tempFilesNamedIn(db, ctx.site, JSON.stringify(entry.field_values));
		const { errors, accepted } = checkFormEntry(form, entry.field_values, (id) => uploads.has(id));
		const failed = Object.keys(errors);
		if (failed[0] !== undefined) {
			const answer: FormErrors = { error: 'The form has errors', field: failed[0], fields: errors };
			return c.json(answer, 400);
		}
		const now = ctx.now();
		const { id, mails } = await db.transaction(async () => {
			const id = await addFormEntry(db, {
				site: ctx.site,
				formId: form.id,
				locale,
				fieldValues: JSON.stringify(accepted),
				createdAt: now,
			});
			const mails = await queueFormEntryMails(db, {
				site: ctx.site,
				form,
				values: accepted,
				entryId: id,
				locale,
				client: requestAddress(c),
				now,
			});
			return { id, mails };
		});
		if (mails > 0) ctx.mail.queued();
		return c.json({ id, form: form.id }, 201);
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/forms', { kind: 'form', schema: FormSchema, localised: true }),
	);
	return app;
}
