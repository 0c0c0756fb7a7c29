import type { z } from 'zod';
import { badRequest, notFound } from '../http/errors.ts';
import type { DocumentStore } from './documents.ts';
import type { Kind } from './kinds.ts';

/** One document of `kind` parsed with `schema`; 404 when it does not exist in `locale`. */
export function readDetail<S extends z.ZodType>(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	schema: S,
): z.output<S> {
	const body = store.get(kind, id, locale);
	if (body === undefined) throw notFound();
	return schema.parse(body);
}

/** Every document of `kind` in `locale`, in id order, parsed with `schema`. */
export function readAll<S extends z.ZodType>(
	store: DocumentStore,
	kind: Kind,
	locale: string,
	schema: S,
	orderBy = 'd.id',
): z.output<S>[] {
	return store.list(kind, locale, { orderBy }).bodies.map((body) => schema.parse(body));
}

/** 400 naming `field` unless the filter option `id` of `kind` exists. */
export function requireOption(
	store: DocumentStore,
	kind: Kind,
	id: number | undefined,
	field: string,
): void {
	if (id !== undefined && !store.exists(kind, id))
		throw badRequest(`Unknown ${field} id ${id}`, field);
}

/** 400 naming `field` unless an option of `kind` has `slug` in `locale`. */
export function requireOptionSlug(
	store: DocumentStore,
	kind: Kind,
	locale: string,
	slug: string | undefined,
	field: string,
): void {
	if (slug === undefined) return;
	const found = store.list(kind, locale, {
		filter: { where: ['d.slug = ?'], params: [slug] },
		limit: 1,
	});
	if (found.count === 0) throw badRequest(`Unknown ${field} '${slug}'`, field);
}
