import type { Context } from 'hono';
import {
	EditorLocaleSchema,
	LocaleSchema,
	SITE_LOCALES,
	type EditorLocale,
	type Locale,
} from '../../lib/contract/index.ts';

/** The locale a path starts with (`/de/...`, `/en/...`), if any. */
export function localeFromPath(path: string): Locale | undefined {
	const first = path.split('/')[1];
	const parsed = LocaleSchema.safeParse(first);
	return parsed.success ? parsed.data : undefined;
}

/** The best site locale from an Accept-Language header, by quality then order. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
	if (!header) return undefined;
	const ranked = header
		.split(',')
		.map((part, index) => {
			const [tag = '', ...params] = part.trim().split(';');
			const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
			const quality = q ? Number(q.slice(2)) : 1;
			return { base: tag.toLowerCase().split('-')[0] ?? '', quality, index };
		})
		.filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index);
	for (const entry of ranked) {
		const match = SITE_LOCALES.find((locale) => locale === entry.base);
		if (match) return match;
	}
	return undefined;
}

/**
 * The request's locale: the path prefix, else `?lang=`, else Accept-Language, else de.
 */
export function requestLocale(c: Context): Locale {
	const fromPath = localeFromPath(c.req.path);
	if (fromPath) return fromPath;
	const fromQuery = LocaleSchema.safeParse(c.req.query('lang'));
	if (fromQuery.success) return fromQuery.data;
	return localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'de';
}

/** The page-editor locale a path starts with (`/ja/...`, `/la/...` as well as de and en). */
export function editorLocaleFromPath(path: string): EditorLocale | undefined {
	const parsed = EditorLocaleSchema.safeParse(path.split('/')[1]);
	return parsed.success ? parsed.data : undefined;
}

/**
 * The content locale of a page-editor call: the path prefix (any of the four editor locales),
 * else `?lang=` (likewise), else Accept-Language (site locales), else de.
 */
export function editorRequestLocale(c: Context): EditorLocale {
	const fromPath = editorLocaleFromPath(c.req.path);
	if (fromPath) return fromPath;
	const fromQuery = EditorLocaleSchema.safeParse(c.req.query('lang'));
	if (fromQuery.success) return fromQuery.data;
	return localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'de';
}
