import type { Releases } from './releases.ts';
import { loadServedBuild, type LoadOptions, type ServedBuild } from './served-build.ts';

/**
 * Holds the build the server answers from and switches it: the next build is loaded completely,
 * then takes over in one assignment (requests under way finish on the build they started with,
 * whose files stay on disk: the releases keep the last two). Switches, and reading the releases'
 * pointer, run one after another.
 */
export class BuildSwitch {
	#current: ServedBuild;
	#queue: Promise<unknown> = Promise.resolve();
	readonly #options: LoadOptions;
	readonly #onSwitch: (build: ServedBuild) => void;
	/** The pointer value this server last acted on (see `follow`). */
	#seenPointer: string | null | undefined;

	constructor(current: ServedBuild, options: LoadOptions, onSwitch: (build: ServedBuild) => void) {
		this.#current = current;
		this.#options = options;
		this.#onSwitch = onSwitch;
	}

	get current(): ServedBuild {
		return this.#current;
	}

	#serial(task: () => Promise<void>): Promise<void> {
		const run = this.#queue.then(task);
		this.#queue = run.catch(() => {});
		return run;
	}

	async #load(dir: string): Promise<void> {
		const next = await loadServedBuild(dir, this.#options);
		this.#current = next;
		this.#onSwitch(next);
		// Changes committed while it loaded.
		void next.freshness.poll(this.#options.fetchFeed);
	}

	/** Loads the build in `dir` and serves it from then on; rejects (serving on) when it fails to load. */
	switchTo(dir: string): Promise<void> {
		return this.#serial(() => this.#load(dir));
	}

	/**
	 * Serves the new build `name` of `releases`, then points the releases at it (for a restart,
	 * a rollback and the other instances on shared storage).
	 */
	adopt(releases: Releases, name: string): Promise<void> {
		return this.#serial(async () => {
			await this.#load(releases.dirOf(name));
			await releases.point(name);
			this.#seenPointer = name;
		});
	}

	/**
	 * Follows the releases' pointer when something else moved it (`npm run cms -- rollback`, or
	 * another instance that built on shared storage): switches to the build it names. A build that
	 * fails to load is logged and not tried again until the pointer moves once more.
	 */
	follow(releases: Releases): Promise<void> {
		return this.#serial(async () => {
			const pointer = await releases.current();
			if (this.#seenPointer === undefined) this.#seenPointer = pointer;
			if (pointer === this.#seenPointer) return;
			this.#seenPointer = pointer;
			const dir = pointer === null ? releases.baseDir : releases.dirOf(pointer);
			if (dir === this.#current.dir) return;
			try {
				await this.#load(dir);
				console.log(`serving the build in ${dir}`);
			} catch (error) {
				console.error(
					`could not switch to ${dir}:`,
					error instanceof Error ? error.message : error,
				);
			}
		});
	}
}
