import { Hono } from 'hono';
import {
	PREVIEW_TOKEN_HEADER,
	PreviewLinkCreatedSchema,
	PreviewLinkCreateSchema,
	PreviewLinkListSchema,
	PreviewLinkSchema,
	PreviewPageSchema,
	SITE_LOCALES,
	type Locale,
} from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import { createPreviewLinks } from '../content/preview-links.ts';
import { previewContent } from '../content/preview-state.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { readJsonObject } from '../http/json-body.ts';
import { editorRequestLocale, requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { requestAddress } from '../http/request-client.ts';
import { parseOrThrow } from '../http/validate.ts';

const isSiteLocale = (locale: string): locale is Locale =>
	(SITE_LOCALES as readonly string[]).includes(locale);

/**
 * Staff, under /pageeditor-api (per editor locale, answers `private, no-store`): GET
 * /pages/{id}/preview-links/ (PreviewLinkListSchema), POST /pages/{id}/preview-links/ (CSRF,
 * PreviewLinkCreateSchema → 201 PreviewLinkCreatedSchema, the only answer with the token) and POST
 * /pages/{id}/preview-links/{link_id}/revoke (CSRF → PreviewLinkSchema). Creating and revoking
 * are written to the audit log. Only the site locales (de, en) have a public page to preview.
 */
export function createPreviewLinksApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const links = createPreviewLinks(ctx.db, ctx.site, ctx.now);

	app.get('/pages/:id/preview-links', async (c) => {
		requireStaff(c);
		const id = idParam(c);
		const locale = editorRequestLocale(c);
		if (!(await ctx.store.exists('page', id, locale))) throw notFound();
		c.header('cache-control', 'private, no-store');
		return c.json(PreviewLinkListSchema.parse(await links.list(id, locale)));
	});

	app.post('/pages/:id/preview-links', async (c) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const locale = editorRequestLocale(c);
		const body = parseOrThrow(PreviewLinkCreateSchema, await readJsonObject(c));
		if (!isSiteLocale(locale)) throw badRequest('The site shows only de and en', 'locale');
		if (!(await ctx.store.exists('page', id, locale))) throw notFound();
		const draft = body.state === 'draft' ? await ctx.drafts.meta(id, locale) : undefined;
		const target = {
			pageId: id,
			locale,
			state: body.state,
			versionId: body.version_id ?? null,
			draftStartedAt: draft?.created_at ?? null,
		};
		if ((await previewContent(ctx, target)) === undefined)
			throw notFound(body.state === 'draft' ? 'The page has no draft' : 'Version not found');
		const { link, token } = await links.create({ ...target, days: body.days, by: user.id });
		await ctx.audit.record({
			actor: user.username,
			action: 'preview_link_created',
			target: `page ${id} (${locale})`,
			detail: `${body.state}${link.version_id === null ? '' : ` ${link.version_id}`}, link ${link.id} until ${link.expires_at}`,
			address: requestAddress(c),
		});
		c.header('cache-control', 'private, no-store');
		return c.json(
			PreviewLinkCreatedSchema.parse({ link, path: `/${locale}/preview/${token}` }),
			201,
		);
	});

	app.post('/pages/:id/preview-links/:link_id/revoke', async (c) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const linkId = idParam(c, 'link_id');
		const locale = editorRequestLocale(c);
		const revoked = await links.revoke(id, locale, linkId, user.id);
		if (revoked === undefined) throw notFound();
		if (revoked.changed) {
			await ctx.audit.record({
				actor: user.username,
				action: 'preview_link_revoked',
				target: `page ${id} (${locale})`,
				detail: `link ${linkId}`,
				address: requestAddress(c),
			});
		}
		c.header('cache-control', 'private, no-store');
		return c.json(PreviewLinkSchema.parse(revoked.link));
	});
	return app;
}

/**
 * GET /{locale}/api/preview/ with the token in `X-Preview-Token` (anyone: the token is the key):
 * PreviewPageSchema for a live link of this site and locale whose state still exists, else 404
 * — one answer for unknown, malformed, expired, revoked or foreign tokens. Never cached.
 */
export function createPreviewPageApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const links = createPreviewLinks(ctx.db, ctx.site, ctx.now);
	app.get('/preview', async (c) => {
		c.header('cache-control', 'private, no-store');
		c.header('x-robots-tag', 'noindex, nofollow');
		const link = await links.open(c.req.header(PREVIEW_TOKEN_HEADER) ?? '');
		const locale = requestLocale(c);
		if (link === undefined || link.locale !== locale) throw notFound();
		const content = await previewContent(ctx, link);
		if (content === undefined) throw notFound();
		return c.json(
			PreviewPageSchema.parse({
				page: content.page,
				locale,
				state: link.state,
				version_created_at: content.versionCreatedAt,
				expires_at: link.expiresAt,
			}),
		);
	});
	return app;
}
