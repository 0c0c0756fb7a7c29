import type { DatabaseSync } from 'node:sqlite';
import type { NavEntry } from '../../lib/contract/index.ts';
import { normalizePath } from './index-columns.ts';

/** The paths (normalised, every locale) of the site's CMS pages that are offline. */
export function offlinePagePaths(db: DatabaseSync, site: string): Set<string> {
	const rows = db
		.prepare(
			"SELECT url_path FROM documents WHERE site = ? AND kind = 'page' AND is_online = 0 AND url_path IS NOT NULL",
		)
		.all(site);
	return new Set(rows.map((row) => String(row['url_path'])));
}

/**
 * Navigation entries without those that link to an offline page, with their children: taking a
 * page offline hides its branch of the menu, so no visitor (nor the sitemap, which follows the
 * navigation) is led to it.
 */
export function withoutOfflineEntries(
	entries: readonly NavEntry[],
	offline: ReadonlySet<string>,
): NavEntry[] {
	return entries
		.filter((entry) => !(entry.url.startsWith('/') && offline.has(normalizePath(entry.url))))
		.map((entry) => ({ ...entry, children: withoutOfflineEntries(entry.children, offline) }));
}
