import { z } from 'zod';
import { isEmptyOrSafeLinkTarget, SAFE_LINK_MESSAGE } from '../links/safe-link.ts';

/** Locales the public site is served in (SPEC §9). */
export const SITE_LOCALES = ['de', 'en'] as const;
export const LocaleSchema = z.enum(SITE_LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** Locales the page editor knows (SPEC §9): content may exist in all four. */
export const EDITOR_LOCALES = ['de', 'en', 'ja', 'la'] as const;
export const EditorLocaleSchema = z.enum(EDITOR_LOCALES);
export type EditorLocale = z.infer<typeof EditorLocaleSchema>;

/** The largest id there can be: ids are 32-bit integers in the database (PostgreSQL's INTEGER). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, as the back end delivers and accepts it. */
export const IdSchema = z.number().int().positive().max(MAX_ID);

/** A positive integer id read from a URL or query string (digits only, SPEC §5). */
export const IdParamSchema = z
	.string()
	.regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
	.transform(Number)
	.refine((id) => id <= MAX_ID, `must be at most ${MAX_ID}`);

/** An id a list is filtered by, from a query string (a larger one names nothing that exists). */
export const FilterIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** An ISO 8601 date-time with offset, e.g. 2026-12-01T19:30:00+01:00. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day, yyyy-mm-dd. */
export const IsoDateSchema = z.iso.date();

/** A URL-safe slug. */
export const SlugSchema = z
	.string()
	.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

/** Per-locale URL map of a page (`urls`). */
export const UrlsSchema = z.partialRecord(EditorLocaleSchema, z.string());
export type Urls = z.infer<typeof UrlsSchema>;

/**
 * A link target from content, '' for none: http(s), mailto, tel, a relative path or an anchor
 * (src/lib/links/safe-link.ts). Anything else is a 400 naming the field on write.
 */
export const SafeLinkSchema = z.string().trim().refine(isEmptyOrSafeLinkTarget, SAFE_LINK_MESSAGE);

/** A link as stored in editor blocks and teasers. */
export const LinkSchema = z.object({ url: SafeLinkSchema });
export type Link = z.infer<typeof LinkSchema>;

/** The paged list shape of SPEC §3: count, next, previous, results. */
export function pagedSchema<T extends z.ZodType>(item: T) {
	return z.object({
		count: z.number().int().nonnegative(),
		next: z.string().nullable(),
		previous: z.string().nullable(),
		results: z.array(item),
	});
}
export type Paged<T> = {
	count: number;
	next: string | null;
	previous: string | null;
	results: T[];
};

/** The error body every back-end 4xx/5xx answers with. */
export const ApiErrorSchema = z.object({
	error: z.string(),
	field: z.string().optional(),
	status: z.number().int().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The same object's path in each site locale, for the language switch and hreflang. */
export const SiteUrlsSchema = z.partialRecord(LocaleSchema, z.string());
export type SiteUrls = z.infer<typeof SiteUrlsSchema>;
