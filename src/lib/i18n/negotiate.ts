import { SITE_LOCALES, type Locale } from '../contract/common.ts';

/** The site locale a path starts with (`/en/…` → en), or null. */
export function localeFromPath(pathname: string): Locale | null {
	const first = pathname.split('/')[1] ?? '';
	return (SITE_LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/** The best site locale for an Accept-Language header, by quality; de when nothing matches. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
	if (!header) return 'de';
	const ranked = header
		.split(',')
		.map((part, index) => {
			const [tag = '', ...params] = part.trim().split(';');
			const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
			const quality = q ? Number.parseFloat(q.slice(2)) : 1;
			return {
				language: tag.toLowerCase().split('-')[0] ?? '',
				quality: Number.isNaN(quality) ? 0 : quality,
				index,
			};
		})
		.filter((entry) => entry.quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index);
	for (const { language } of ranked) {
		if ((SITE_LOCALES as readonly string[]).includes(language)) return language as Locale;
	}
	return 'de';
}
