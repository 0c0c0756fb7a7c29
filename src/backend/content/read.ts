import type { z } from 'zod';
import { badRequest, notFound } from '../http/errors.ts';
import type { DocumentStore, ListOrder } from './documents.ts';
import type { Kind } from './kinds.ts';

/** One document of `kind` parsed with `schema`; 404 when it does not exist in `locale`. */
export async function readDetail<S extends z.ZodType>(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	schema: S,
): Promise<z.output<S>> {
	const body = await store.get(kind, id, locale);
	if (body === undefined) throw notFound();
	return schema.parse(body);
}

/** Every document of `kind` in `locale`, in `order` (default: by id), parsed with `schema`. */
export async function readAll<S extends z.ZodType>(
	store: DocumentStore,
	kind: Kind,
	locale: string,
	schema: S,
	order: ListOrder = 'id',
): Promise<z.output<S>[]> {
	const { bodies } = await store.list(kind, locale, { order });
	return bodies.map((body) => schema.parse(body));
}

/** 400 naming `field` unless the filter option `id` of `kind` exists. */
export async function requireOption(
	store: DocumentStore,
	kind: Kind,
	id: number | undefined,
	field: string,
): Promise<void> {
	if (id !== undefined && !(await store.exists(kind, id)))
		throw badRequest(`Unknown ${field} id ${id}`, field);
}

/** 400 naming `field` unless an option of `kind` has `slug` in `locale`. */
export async function requireOptionSlug(
	store: DocumentStore,
	kind: Kind,
	locale: string,
	slug: string | undefined,
	field: string,
): Promise<void> {
	if (slug === undefined) return;
	if (!(await store.any(kind, locale, { slug })))
		throw badRequest(`Unknown ${field} '${slug}'`, field);
}

/** Like readDetail, and 404 for visitors (not `staff`) when the document is offline. */
export async function readVisibleDetail<S extends z.ZodType<{ is_online: boolean }>>(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	schema: S,
	staff: boolean,
): Promise<z.output<S>> {
	const doc = await readDetail(store, kind, id, locale, schema);
	if (!staff && !doc.is_online) throw notFound();
	return doc;
}
