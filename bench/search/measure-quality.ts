import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPack } from '../../demo/index.ts';
import { assembleBackend } from '../../src/backend/backend.ts';
import { SearchResultSchema } from '../../src/lib/contract/index.ts';
import { QUERY_KINDS, readQuerySet, type SetQuery } from './query-set.ts';

/** How one query of the set fared: the item's place in its list (null: not found). */
export type QueryOutcome = SetQuery & { rank: number | null; suggestion: string | null };

/** The search quality on one engine: the share of the set found in the top 3, per kind too. */
export type SearchQuality = {
	engine: 'sqlite' | 'postgres';
	queries: number;
	top3: number;
	share: number;
	byKind: Record<string, { queries: number; top3: number }>;
	missed: QueryOutcome[];
};

/** Where the item `title` stands among the hits of its list (events or the rest), 1-based. */
function rankOf(result: ReturnType<typeof SearchResultSchema.parse>, title: string): number | null {
	for (const list of [result.events.results, result.others.results]) {
		const at = list.findIndex((hit) => hit.title === title);
		if (at >= 0) return at + 1;
	}
	return null;
}

/**
 * Runs every query of the set through `/{locale}/api/search/` of each site's back end, seeded
 * with the demo content in a fresh data dir (both sites in the PostgreSQL database at
 * `databaseUrl` when given), and
 * counts the queries whose item is among the first three hits of its list.
 */
export async function benchSearchQuality(databaseUrl?: string): Promise<SearchQuality> {
	const set = readQuerySet();
	const outcomes: QueryOutcome[] = [];
	for (const site of ['castle', 'region'] as const) {
		const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
		const backend = await assembleBackend({
			dataDir,
			site,
			content: demoPack,
			...(databaseUrl === undefined ? {} : { databaseUrl }),
		});
		try {
			for (const entry of set.filter((each) => each.site === site)) {
				const path = `/${entry.locale}/api/search/?query=${encodeURIComponent(entry.query)}`;
				const result = SearchResultSchema.parse(await (await backend.app.request(path)).json());
				outcomes.push({
					...entry,
					rank: rankOf(result, entry.expect),
					suggestion: result.suggestion,
				});
			}
		} finally {
			await backend.close();
			rmSync(dataDir, { recursive: true, force: true });
		}
	}
	const found = (list: QueryOutcome[]) =>
		list.filter((outcome) => outcome.rank !== null && outcome.rank <= 3).length;
	const byKind = Object.fromEntries(
		QUERY_KINDS.map((kind) => {
			const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
			return [kind, { queries: ofKind.length, top3: found(ofKind) }];
		}),
	);
	const top3 = found(outcomes);
	return {
		engine: databaseUrl === undefined ? 'sqlite' : 'postgres',
		queries: outcomes.length,
		top3,
		share: top3 / outcomes.length,
		byKind,
		missed: outcomes.filter((outcome) => outcome.rank === null || outcome.rank > 3),
	};
}
