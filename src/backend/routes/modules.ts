import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
	CreateContainerSchema,
	IdSchema,
	MODULE_MODELS,
	ReorderSchema,
	type Module,
} from '../../lib/contract/index.ts';
import { isStaff, requireStaffWrite } from '../auth/guards.ts';
import { editVersion } from '../content/edit-version.ts';
import { createModuleEditor } from '../content/modules.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { editorRequestLocale as requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { ifMatchOf } from '../http/preconditions.ts';
import { parseOrThrow } from '../http/validate.ts';

/** Where editor data for a new module says it goes. */
const PlacementSchema = z.object({
	parent: IdSchema.nullable().default(null),
	column: z.coerce.number().int().min(0).max(11).default(0),
	content_type: z.string().default('page'),
	object_id: IdSchema.nullable().default(null),
});

type ModelName = (typeof MODULE_MODELS)[number];

/** The `:model` path parameter when it names a module model; 404 otherwise. */
function modelParam(c: Context<AppEnv>): ModelName {
	const model = MODULE_MODELS.find((name) => name === c.req.param('model'));
	if (model === undefined) throw notFound();
	return model;
}

/**
 * The page-editor module calls: POST /reorder ({ids}: one sibling list in its new order, answers
 * {ids}); GET /container/by-slug/{slug}; POST /{model}/ (an empty
 * container from {content_type, object_id, slug, parent} for section/container, else a module
 * from editor data); GET, POST/PUT (replace), PATCH (merge), DELETE /{model}/{id}/. Writes need
 * staff and the CSRF header; each saves the page that holds the module. Rich-text and HTML fields
 * are sanitised before validation. Content is per editor locale (de, en, ja, la).
 *
 * Versions: every module read and write answers the module's `ETag`. Writes accept `If-Match`:
 * PUT/PATCH/DELETE with the module's version, POST a new module with its parent's (or, at a
 * page's top level, the page's), reorder with the holder's (page or free container). Another
 * version than the stored one answers 412 EditConflictSchema.
 */
export function createModulesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const editor = createModuleEditor(ctx.store, ctx.drafts, ctx.now);

	app.post('/reorder', async (c) => {
		const user = requireStaffWrite(c);
		const { ids } = parseOrThrow(ReorderSchema, await readJsonObject(c));
		return c.json({ ids: await editor.reorder(requestLocale(c), ids, user.id, ifMatchOf(c)) });
	});

	/** A module answer with its version; staff answers are never cached (they change with edits). */
	const moduleAnswer = (c: Context<AppEnv>, module: Module, status: 200 | 201 = 200) => {
		c.header('ETag', editVersion(module));
		if (isStaff(c)) c.header('cache-control', 'private, no-store');
		return c.json(module, status);
	};

	app.get('/container/by-slug/:slug', async (c) =>
		moduleAnswer(c, await editor.readBySlug(requestLocale(c), c.req.param('slug'), isStaff(c))),
	);

	app.post('/:model', async (c) => {
		const model = modelParam(c);
		const user = requireStaffWrite(c);
		const body = await readJsonObject(c);
		const locale = requestLocale(c);
		const ifMatch = ifMatchOf(c);
		if ((model === 'section' || model === 'container') && body['columns'] === undefined) {
			const input = parseOrThrow(CreateContainerSchema, body);
			return moduleAnswer(
				c,
				await editor.createContainer(locale, model, input, user.id, ifMatch),
				201,
			);
		}
		const placement = parseOrThrow(PlacementSchema, {
			...body,
			column: body['column'] ?? c.req.query('column'),
		});
		const { column: _column, ...data } = body;
		return moduleAnswer(
			c,
			await editor.create(locale, { ...data, model }, placement, user.id, ifMatch),
			201,
		);
	});

	app.get('/:model/:id', async (c) => {
		const model = modelParam(c);
		const module = await editor.read(requestLocale(c), idParam(c), isStaff(c));
		if (module.model !== model) throw notFound();
		return moduleAnswer(c, module);
	});

	const replace = async (c: Context<AppEnv>) => {
		const model = modelParam(c);
		const user = requireStaffWrite(c);
		const body = await readJsonObject(c);
		return moduleAnswer(
			c,
			await editor.replace(
				requestLocale(c),
				idParam(c),
				{ ...body, model: body['model'] ?? model },
				user.id,
				ifMatchOf(c),
			),
		);
	};
	app.put('/:model/:id', replace);
	app.post('/:model/:id', replace);

	app.patch('/:model/:id', async (c) => {
		modelParam(c);
		const user = requireStaffWrite(c);
		const body = await readJsonObject(c);
		return moduleAnswer(
			c,
			await editor.patch(requestLocale(c), idParam(c), body, user.id, ifMatchOf(c)),
		);
	});

	app.delete('/:model/:id', async (c) => {
		modelParam(c);
		const user = requireStaffWrite(c);
		await editor.remove(requestLocale(c), idParam(c), user.id, ifMatchOf(c));
		return c.body(null, 204);
	});
	return app;
}
