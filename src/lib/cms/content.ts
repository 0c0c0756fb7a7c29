import {
	AlertListSchema,
	CmsPageSchema,
	ContainerSchema,
	ErrorHtmlSchema,
	NavigationSchema,
	PageListSchema,
	type PageListEntry,
	RedirectListSchema,
	SiteSettingsSchema,
	type Alert,
	type CmsPage,
	type Module,
	type ErrorHtml,
	type Navigation,
	type Redirect,
	type SiteSettings,
} from '../contract/index.ts';
import { cmsGet, query, type CmsContext } from './client.ts';
import { CmsError, CmsSiteOfflineError } from './errors.ts';

/**
 * The CMS page at a site path such as `/de` or `/en/about/history`; `versionId` asks for an earlier
 * version (staff only — the back end refuses it for visitors), `draft` for the page as its draft
 * has it (staff only — visitors get the published page).
 */
export function getPage(
	ctx: CmsContext,
	sitePath: string,
	versionId?: number,
	draft = false,
): Promise<CmsPage> {
	const path = sitePath.replace(/^\/+|\/+$/g, '');
	return cmsGet(
		`/pageeditor-api/page/${path}${query({ version_id: versionId, draft: draft ? 1 : undefined })}`,
		CmsPageSchema,
		ctx,
	);
}

/** Menu, secondary menu and footer lists. */
export function getNavigation(ctx: CmsContext): Promise<Navigation> {
	return cmsGet(`/${ctx.locale}/api/nav/`, NavigationSchema, ctx);
}

/**
 * Site settings in the page's language (the footer's HTML blocks are text). A failed call, or settings saying the site is not online, throw
 * CmsSiteOfflineError (SPEC §8: 503 'website offline').
 */
export async function getSettings(ctx: CmsContext): Promise<SiteSettings> {
	const path = `/${ctx.locale}/pageeditor-api/settings`;
	let settings: SiteSettings;
	try {
		settings = await cmsGet(path, SiteSettingsSchema, ctx);
	} catch (error) {
		throw new CmsSiteOfflineError(path, error instanceof Error ? error.message : String(error));
	}
	if (!settings.is_site_online) throw new CmsSiteOfflineError(path, 'is_site_online is false');
	return settings;
}

/** The breaking-news alert to show: the list's first item, or null. */
export async function getBreakingNews(ctx: CmsContext): Promise<Alert | null> {
	const alerts = await cmsGet(`/${ctx.locale}/api/breaking-news/`, AlertListSchema, ctx);
	return alerts[0] ?? null;
}

/** Redirect pairs (old_path → new_path, answered with 301). */
export function getRedirects(ctx: CmsContext): Promise<Redirect[]> {
	return cmsGet(`/${ctx.locale}/pageeditor-api/redirect`, RedirectListSchema, ctx);
}

/**
 * Custom error HTML for a status code in the page's language, or null when none is configured or
 * it fails to load.
 */
export async function getErrorHtml(ctx: CmsContext, status: number): Promise<ErrorHtml | null> {
	try {
		return await cmsGet(`/${ctx.locale}/api/html/${query({ file: status })}`, ErrorHtmlSchema, ctx);
	} catch (error) {
		if (!(error instanceof CmsError && error.status === 404))
			console.error('custom error page failed', error);
		return null;
	}
}

/** The online CMS pages of the locale (for prerendering and the sitemap). */
export function getPageList(ctx: CmsContext): Promise<PageListEntry[]> {
	return cmsGet(`/${ctx.locale}/pageeditor-api/page-list`, PageListSchema, ctx);
}

/** The slug of the free section attached to a detail object, e.g. `event-12` (page editor). */
export function attachedSectionSlug(contentType: string, objectId: number): string {
	return `${contentType}-${objectId}`;
}

/**
 * The section editors attached to a detail object (event, production, article…), or null when
 * none was created yet (the editor creates it on first edit, SPEC §4).
 */
export async function getAttachedSection(
	ctx: CmsContext,
	contentType: string,
	objectId: number,
): Promise<Module | null> {
	const slug = attachedSectionSlug(contentType, objectId);
	try {
		return await cmsGet(
			`/${ctx.locale}/pageeditor-api/container/by-slug/${slug}`,
			ContainerSchema,
			ctx,
		);
	} catch (error) {
		if (error instanceof CmsError && error.status === 404) return null;
		throw error;
	}
}
