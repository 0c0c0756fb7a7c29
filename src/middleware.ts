import { defineMiddleware, sequence } from 'astro:middleware';
import { criticalCss } from './lib/critical-css/critical-css-middleware.ts';
import { CmsSiteOfflineError, getLoginState, getRedirects, getSettings } from './lib/cms/index.ts';
import { getT } from './lib/i18n/index.ts';
import { localeFromAcceptLanguage, localeFromPath } from './lib/i18n/negotiate.ts';
import {
	matchRedirect,
	overlayRedirect,
	requestedVersion,
	versionRedirect,
} from './lib/redirects/request-redirects.ts';
import { PREVIEW_HEADERS, PREVIEW_PATH } from './lib/preview/preview-path.ts';

/** Error pages render without these checks (they are where the checks lead). */
const ERROR_ROUTE = /^\/(?:(?:de|en)\/)?(?:404|500|503)$/;

/** Sets the page's locale and translation function for every request (SPEC §4 'Locale'). */
const locale = defineMiddleware((context, next) => {
	const fromPath = localeFromPath(context.url.pathname);
	const chosen =
		fromPath ??
		(context.isPrerendered
			? 'de'
			: localeFromAcceptLanguage(context.request.headers.get('accept-language')));
	context.locals.locale = chosen;
	context.locals.t = getT(chosen);
	return next();
});

/**
 * On-demand requests only (prerendered pages are files): the overlay redirect, a visitor's version
 * parameter, the back end's redirect pairs (SPEC §2, §4, §7), then the site-offline check (503).
 */
const requestRules = defineMiddleware(async (context, next) => {
	if (context.isPrerendered || ERROR_ROUTE.test(context.url.pathname)) return next();
	const ctx = { locale: context.locals.locale, cookie: context.request.headers.get('cookie') };

	const overlay = overlayRedirect(context.url, ctx.locale);
	if (overlay) return context.redirect(overlay, 302);

	// A visitor's version, or one that is no version id, is dropped (staff would get a 404 else).
	const withoutVersion = versionRedirect(context.url);
	if (
		withoutVersion &&
		(requestedVersion(context.url) === 'invalid' || !(await getLoginState(ctx)).is_staff)
	) {
		return context.redirect(withoutVersion, 301);
	}

	const redirects = await getRedirects(ctx).catch((error: unknown) => {
		console.error('redirect list failed', error);
		return [];
	});
	const target = matchRedirect(redirects, context.url.pathname);
	if (target) return context.redirect(target, 301);

	try {
		await getSettings(ctx);
	} catch (error) {
		if (!(error instanceof CmsSiteOfflineError)) throw error;
		context.locals.errorStatus = 503;
		return next(`/${ctx.locale}/503`);
	}
	return next();
});

/**
 * Preview links (`/{locale}/preview/{token}`): every answer, the page and the 404 alike, is
 * kept out of search engines, caches and other sites' Referer headers (PREVIEW_HEADERS).
 */
const previewHeaders = defineMiddleware(async (context, next) => {
	if (!PREVIEW_PATH.test(context.url.pathname)) return next();
	const response = await next();
	for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value);
	return response;
});

export const onRequest = sequence(previewHeaders, criticalCss, locale, requestRules);
