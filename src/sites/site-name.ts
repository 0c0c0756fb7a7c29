import type { Locale } from '../lib/contract/common.ts';
import { site } from './current.ts';

/**
 * The site's name in `locale`, the one source for the document title, og:site_name, logo,
 * footer, JSON-LD organisation and calendar PRODID (SiteConfig.siteName of this deployment).
 */
export function siteNameIn(locale: Locale): string {
	return site.siteName[locale];
}
