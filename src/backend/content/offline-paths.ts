import type { Module, NavEntry } from '../../lib/contract/index.ts';
import type { DocumentStore } from './documents.ts';
import { normalizePath } from './index-columns.ts';
import { walkModules } from './module-tree.ts';

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

/** Cards (a venue's or series' events, an event's children, related articles) without those of offline documents. */
function withoutOfflineCards<C extends { url: string }>(
	cards: readonly C[],
	offline: ReadonlySet<string>,
): C[] {
	return cards.filter((card) => !offline.has(normalizePath(card.url)));
}

/** Whether staff asked (they see offline documents), else the list filter that hides them. */
export function onlineFilterFor(staff: boolean): { onlineOnly?: true } {
	return staff ? {} : { onlineOnly: true };
}

/**
 * `doc` as visitors see it: its card lists `fields` (a venue's events, a production's dates and
 * blog posts, a person's productions, …) without the cards of offline documents.
 */
export async function withoutOfflineCardsIn<
	D extends Record<K, readonly { url: string }[]>,
	K extends keyof D,
>(store: DocumentStore, doc: D, fields: readonly K[]): Promise<D> {
	const offline = await store.offlinePaths();
	const copy = { ...doc };
	for (const field of fields)
		copy[field] = withoutOfflineCards(doc[field], offline) as unknown as D[K];
	return copy;
}

/**
 * Blocks as visitors see them: the cards an editor picked into article and highlight teaser lists
 * (stored copies of the cards) without those of documents that are offline now. A copy;
 * `modules` stays as it is.
 */
export function withoutOfflineBlockCards(
	modules: readonly Module[],
	offline: ReadonlySet<string>,
): Module[] {
	const copy = structuredClone(modules) as Module[];
	if (offline.size === 0) return copy;
	walkModules(copy, (module) => {
		if (module.model === 'blogteaserlist' || module.model === 'highlightteaser') {
			module.items = withoutOfflineCards(module.items, offline);
		}
	});
	return copy;
}
