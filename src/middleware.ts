import { defineMiddleware } from 'astro:middleware';
import { getT } from './lib/i18n/index.ts';
import { localeFromAcceptLanguage, localeFromPath } from './lib/i18n/negotiate.ts';

/** Sets the page's locale and translation function for every request (SPEC §4 'Locale'). */
export const onRequest = defineMiddleware((context, next) => {
	const locale =
		localeFromPath(context.url.pathname) ??
		localeFromAcceptLanguage(context.request.headers.get('accept-language'));
	context.locals.locale = locale;
	context.locals.t = getT(locale);
	return next();
});
