import { z } from 'zod';
import { IdSchema, LocaleSchema } from './common.ts';
import { CmsPageSchema } from './page.ts';

/** What a preview link shows: the page as stored (also offline), its draft, or one version. */
export const PreviewStateSchema = z.enum(['current', 'draft', 'version']);
export type PreviewState = z.infer<typeof PreviewStateSchema>;

/** Days a preview link stays valid: 1–30, 7 when not chosen. */
export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;

/** A link's token in its URL: 32 random bytes as base64url (43 characters). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /{locale}/pageeditor-api/pages/{id}/preview-links/ (staff, CSRF): a new link to the page
 * in that locale; `version_id` exactly when `state` is `version`.
 */
export const PreviewLinkCreateSchema = z
	.strictObject({
		state: PreviewStateSchema,
		version_id: IdSchema.optional(),
		days: z
			.number()
			.int()
			.min(PREVIEW_DAYS.min)
			.max(PREVIEW_DAYS.max)
			.default(PREVIEW_DAYS.default),
	})
	.refine((body) => (body.state === 'version') === (body.version_id !== undefined), {
		message: 'version_id is needed for a version, and only for one',
		path: ['version_id'],
	});
export type PreviewLinkCreate = z.input<typeof PreviewLinkCreateSchema>;

/** Whether a link still opens: `active`, or past its expiry, or revoked (which wins). */
export const PreviewLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type PreviewLinkStatus = z.infer<typeof PreviewLinkStatusSchema>;

/** One preview link as staff see it (never its token: only the creation answer has the URL). */
export const PreviewLinkSchema = z.object({
	id: IdSchema,
	page_id: IdSchema,
	locale: z.string(),
	state: PreviewStateSchema,
	version_id: IdSchema.nullable(),
	created_by_name: z.string(),
	created_at: z.iso.datetime(),
	expires_at: z.iso.datetime(),
	revoked_at: z.iso.datetime().nullable(),
	revoked_by_name: z.string().nullable(),
	last_used_at: z.iso.datetime().nullable(),
	status: PreviewLinkStatusSchema,
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** GET …/pages/{id}/preview-links/ (staff): the page's links in that locale, newest first. */
export const PreviewLinkListSchema = z.array(PreviewLinkSchema);

/** The creation's answer: the link and, this once, its site path `/{locale}/preview/{token}`. */
export const PreviewLinkCreatedSchema = z.object({
	link: PreviewLinkSchema,
	path: z.string().regex(/^\/(?:de|en)\/preview\/[A-Za-z0-9_-]{43}$/),
});
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreatedSchema>;

/**
 * GET /{locale}/api/preview/ with the header `X-Preview-Token` (anyone): the page state a live
 * link shows, with what the banner says; any other token answers 404.
 */
export const PreviewPageSchema = z.object({
	page: CmsPageSchema,
	locale: LocaleSchema,
	state: PreviewStateSchema,
	/** A version's save time; null for the other states. */
	version_created_at: z.iso.datetime().nullable(),
	expires_at: z.iso.datetime(),
});
export type PreviewPage = z.infer<typeof PreviewPageSchema>;

/** The header the site server sends a preview token in (never in a URL the back end logs). */
export const PREVIEW_TOKEN_HEADER = 'X-Preview-Token';
