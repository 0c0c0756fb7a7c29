import { ChangeFeedSchema, type FeedEntry } from '../backend/content/change-feed.ts';
import { normalisePath, staleScope } from './stale-paths.ts';

/**
 * How far back each poll reads again: with several writers on one database a change can be
 * stamped before another yet commit after it (waiting for the write lock), and a poll in between
 * would skip it. Reading a change twice does no harm.
 */
export const FEED_OVERLAP_MS = 10_000;

/**
 * Knows which prebuilt pages changed since the build, so the server renders those on demand
 * (fresh) instead of serving the stale file, until the next build.
 */
export class Freshness {
	readonly #exact = new Set<string>();
	readonly #prefixes = new Set<string>();
	#everything = false;
	#cursor: Date;

	readonly #onChange: () => void;

	/** `onChange` hears of every change taken into account (e.g. to empty a render cache). */
	constructor(builtAt: Date, onChange: () => void = () => {}) {
		this.#cursor = builtAt;
		this.#onChange = onChange;
	}

	/** Takes one change of the feed into account. */
	record(entry: Pick<FeedEntry, 'kind' | 'locale' | 'paths'>): void {
		const scope = staleScope(entry.kind, entry.locale, entry.paths);
		if (scope.everything) this.#everything = true;
		for (const path of scope.exact) this.#exact.add(normalisePath(path));
		for (const prefix of scope.prefixes) this.#prefixes.add(normalisePath(prefix));
		this.#onChange();
	}

	/** True when the prebuilt file for `pathname` must not be served. */
	isStale(pathname: string): boolean {
		if (this.#everything) return true;
		// Until the first edit after the build (the usual case), nothing to normalise or compare.
		if (this.#exact.size === 0 && this.#prefixes.size === 0) return false;
		const path = normalisePath(pathname);
		if (this.#exact.has(path)) return true;
		for (const prefix of this.#prefixes) {
			if (path === prefix || path.startsWith(`${prefix}/`)) return true;
		}
		return false;
	}

	#polling: Promise<void> | null = null;
	#pollAgain = false;

	/**
	 * Reads the back end's change feed since the last poll (or the build), less the overlap, and
	 * records it. A failing feed is logged and tried again next time; pages stay as they are meanwhile.
	 * Calls while a read is under way share it and one more read after it (a burst of change
	 * notices costs two reads, and none is missed).
	 */
	poll(fetchFeed: (path: string) => Promise<Response>): Promise<void> {
		if (this.#polling) {
			this.#pollAgain = true;
			return this.#polling;
		}
		this.#polling = (async () => {
			do {
				this.#pollAgain = false;
				await this.#readFeed(fetchFeed);
			} while (this.#pollAgain);
		})().finally(() => {
			this.#polling = null;
		});
		return this.#polling;
	}

	async #readFeed(fetchFeed: (path: string) => Promise<Response>): Promise<void> {
		const since = new Date(this.#cursor.getTime() - FEED_OVERLAP_MS);
		try {
			const response = await fetchFeed(
				`/pageeditor-api/changes?since=${encodeURIComponent(since.toISOString())}`,
			);
			if (!response.ok) throw new Error(`status ${response.status}`);
			const feed = ChangeFeedSchema.parse(await response.json());
			for (const entry of feed.changes) this.record(entry);
			const last = feed.changes.at(-1);
			const lastAt = last ? Date.parse(last.changed_at) : 0;
			if (lastAt > this.#cursor.getTime()) this.#cursor = new Date(lastAt);
		} catch (error) {
			console.error('change feed unavailable:', error instanceof Error ? error.message : error);
		}
	}
}
