import { claimTempFiles } from '../content/temp-files.ts';
import { Hono } from 'hono';
import { FormEntrySchema, FormSchema, type FormErrors } from '../../lib/contract/index.ts';
import { checkFormEntry, withEmailConfirmation } from '../content/form-fields.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam, pageQuerySchema } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

/**
 * GET /forms/ and /forms/{id}/ (with the e-mail confirmation field appended), POST /forms-entries/ (checked
 * against the form; 400 with a message per field, else 201) and the /forms/ staff writes.
 */
export function createFormsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store, legacy: db } = ctx;

	app.get('/forms', async (c) => {
		const locale = requestLocale(c);
		const request = parseOrThrow(pageQuerySchema(50), c.req.query());
		const { count, bodies } = await store.list('form', locale, {
			order: 'id',
			...limitOffset(request),
		});
		const results = bodies.map((body) => withEmailConfirmation(FormSchema.parse(body), locale));
		return c.json(pagedAnswer(c, request, count, results));
	});

	app.get('/forms/:id', async (c) => {
		const locale = requestLocale(c);
		const form = await readDetail(store, 'form', idParam(c), locale, FormSchema);
		return c.json(withEmailConfirmation(form, locale));
	});

	app.post('/forms-entries', async (c) => {
		const locale = requestLocale(c);
		const entry = parseOrThrow(FormEntrySchema, await readJsonBody(c));
		const stored = await store.get('form', entry.form, locale);
		if (stored === undefined) throw badRequest(`Unknown form ${entry.form}`, 'form');
		const form = withEmailConfirmation(FormSchema.parse(stored), locale);
		const fileExists = (id: string) =>
			db.prepare('SELECT 1 FROM temp_files WHERE id = ? AND site = ?').get(id, ctx.site) !==
			undefined;
		const { errors, accepted } = checkFormEntry(form, entry.field_values, fileExists);
		const failed = Object.keys(errors);
		if (failed[0] !== undefined) {
			const answer: FormErrors = { error: 'The form has errors', field: failed[0], fields: errors };
			return c.json(answer, 400);
		}
		const result = db
			.prepare(
				'INSERT INTO form_entries (site, form_id, locale, field_values, created_at) VALUES (?, ?, ?, ?, ?)',
			)
			.run(ctx.site, form.id, locale, JSON.stringify(accepted), ctx.now().toISOString());
		// The entry's uploads belong to it now: the sweep of expired uploads leaves them.
		claimTempFiles(db, ctx.site, JSON.stringify(accepted));
		return c.json({ id: Number(result.lastInsertRowid), form: form.id }, 201);
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/forms', { kind: 'form', schema: FormSchema, localised: true }),
	);
	return app;
}
