import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { IdSchema } from '../../lib/contract/index.ts';
import { isStaff, requireStaffWrite } from '../auth/guards.ts';
import type { ListFilter, ListOrder } from '../content/documents.ts';
import { editVersion } from '../content/edit-version.ts';
import { lockForWrite } from '../content/locked-document.ts';
import { ANY_LOCALE, type Kind } from '../content/kinds.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam, pageQuerySchema } from '../http/params.ts';
import { ifMatchOf } from '../http/preconditions.ts';
import { parseOrThrow } from '../http/validate.ts';

/** How one resource is read and written through the generic repository calls. */
export type RepositoryConfig<S extends z.ZodType> = {
	kind: Kind;
	/** The detail schema: validates every write and every detail answer. */
	schema: S;
	/** false for documents shared by both languages (redirects). */
	localised: boolean;
	/** Generic paged GET list and GET detail; leave out when the resource has its own. */
	reads?: {
		listSchema: z.ZodType;
		order: ListOrder;
		defaultPageSize: number;
		/** Extra list conditions from the query (may throw a 400 naming the field). */
		filter?: (c: Context<AppEnv>, locale: string) => Promise<ListFilter>;
	};
	/** Conditions that hide documents from visitors (staff see everything). */
	hiddenFromVisitors?: { filter: ListFilter; visible: (doc: z.output<S>) => boolean };
	/** What visitors see of a document's detail (e.g. without cards of offline documents). */
	forVisitors?: (doc: z.output<S>) => Promise<z.output<S>>;
	/** Adjusts a body before validation (e.g. stamping updated_at). */
	prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
	/** Checks a validated document against the rest of the site (may throw a 400). */
	check?: (doc: z.output<S>, id: number, locale: string) => Promise<void>;
	/** Keep the previous body of every update as a version. */
	versioned?: boolean;
	/** The locale of a localised request (default: the site locale of the request). */
	locale?: (c: Context<AppEnv>) => string;
};

const NO_FILTER: ListFilter = {};

/**
 * The generic repository calls of SPEC §7 on `path`: GET list and GET `{id}` (when `reads` is
 * given), POST create, POST/PUT `{id}` replace, PATCH `{id}` merge, DELETE `{id}` (all
 * languages). Writes need a staff session and the CSRF header. Staff reads of one document and
 * every write answer its `ETag`; replace, merge and delete accept `If-Match` with it (checked
 * under the row's lock: 412 EditConflictSchema for another version).
 */
export function createRepositoryApp<S extends z.ZodType>(
	ctx: BackendContext,
	path: string,
	config: RepositoryConfig<S>,
): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;
	const localeOf = (c: Context<AppEnv>) =>
		!config.localised ? ANY_LOCALE : config.locale ? config.locale(c) : requestLocale(c);
	const prepare = config.prepare ?? ((body) => body);

	const reads = config.reads;
	if (reads) {
		const pageQuery = pageQuerySchema(reads.defaultPageSize);
		app.get(path, async (c) => {
			const locale = localeOf(c);
			const request = parseOrThrow(pageQuery, c.req.query());
			const custom = (await reads.filter?.(c, locale)) ?? NO_FILTER;
			const hidden =
				!isStaff(c) && config.hiddenFromVisitors ? config.hiddenFromVisitors.filter : NO_FILTER;
			const { count, bodies } = await store.list(config.kind, locale, {
				filter: { ...custom, ...hidden },
				order: reads.order,
				...limitOffset(request),
			});
			const results = bodies.map((body) => reads.listSchema.parse(body));
			return c.json(pagedAnswer(c, request, count, results));
		});
		app.get(`${path}/:id`, async (c) => {
			const body = await store.get(config.kind, idParam(c), localeOf(c));
			if (body === undefined) throw notFound();
			const doc = config.schema.parse(body);
			const staff = isStaff(c);
			if (!staff && config.hiddenFromVisitors && !config.hiddenFromVisitors.visible(doc)) {
				throw notFound();
			}
			if (staff) {
				c.header('ETag', editVersion(body));
				c.header('cache-control', 'private, no-store');
			}
			return c.json((!staff && config.forVisitors ? await config.forVisitors(doc) : doc) as object);
		});
	}

	const write = async (
		c: Context<AppEnv>,
		id: number,
		body: Record<string, unknown>,
		by: number,
	) => {
		const doc = parseOrThrow(config.schema, prepare({ ...body, id }));
		const locale = localeOf(c);
		await config.check?.(doc, id, locale);
		await store.put(config.kind, id, locale, doc, config.versioned ? { by } : undefined, by);
		c.header('ETag', editVersion(doc));
		return doc as object;
	};

	/** The stored document for a write, locked and checked against If-Match; 404 when missing. */
	const existingForWrite = async (c: Context<AppEnv>, id: number) => {
		const existing = await lockForWrite(store, config.kind, id, localeOf(c), ifMatchOf(c));
		if (existing === undefined) throw notFound();
		return existing as Record<string, unknown>;
	};

	app.post(path, async (c) => {
		const user = requireStaffWrite(c);
		const body = await readJsonObject(c);
		const locale = localeOf(c);
		const id =
			body['id'] === undefined
				? await store.nextId(config.kind)
				: parseOrThrow(IdSchema, body['id'], 'id');
		if (await store.exists(config.kind, id, locale))
			throw badRequest(`${config.kind} ${id} already exists`, 'id');
		return c.json(await write(c, id, body, user.id), 201);
	});

	const replace = async (c: Context<AppEnv>) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const body = await readJsonObject(c);
		return c.json(
			await store.transaction(async () => {
				await existingForWrite(c, id);
				return write(c, id, body, user.id);
			}),
		);
	};
	app.post(`${path}/:id`, replace);
	app.put(`${path}/:id`, replace);

	app.patch(`${path}/:id`, async (c) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const patch = await readJsonObject(c);
		return c.json(
			await store.transaction(async () => {
				const existing = await existingForWrite(c, id);
				return write(c, id, { ...existing, ...patch }, user.id);
			}),
		);
	});

	app.delete(`${path}/:id`, async (c) => {
		requireStaffWrite(c);
		const id = idParam(c);
		const removed = await store.transaction(async () => {
			if (ifMatchOf(c) !== undefined) await existingForWrite(c, id);
			return store.remove(config.kind, id);
		});
		if (!removed) throw notFound();
		return c.body(null, 204);
	});

	return app;
}
