/**
 * While `astro build` prerenders, a GET without cookies is asked of the back end once: every later
 * page asking the same (navigation, settings, breaking news, categories, tags … on every page)
 * gets the first answer. A build shows the content as it was when it asked (content changed after
 * the build's start renders on demand anyway: build-info.ts), so the answers cannot go stale
 * within it. Only builds turn this on (buildSnapshotIntegration); dev and the server never do.
 */

const KEY = Symbol.for('venue-site.build-snapshot');
type Holder = { [KEY]?: Map<string, Promise<unknown>> };
// The integration and the prerendered pages are different module instances in one process.
const holder = globalThis as Holder;

/**
 * Answers kept at most: the shared ones stay (each page asks them again), a page's own ones
 * leave. About 10 MB at most on the demo content.
 */
export const SNAPSHOT_ENTRIES = 256;

/** Turns the snapshot on (empty); `endBuildSnapshot` turns it off. */
export function startBuildSnapshot(): void {
	holder[KEY] = new Map();
}

/** Turns the snapshot off and drops what it kept. */
export function endBuildSnapshot(): void {
	delete holder[KEY];
}

/** Freezes `value` and everything in it: answers are shared by pages, none may change them. */
function deepFreeze<T>(value: T): T {
	if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const item of Object.values(value)) deepFreeze(item);
	}
	return value;
}

/**
 * `load()`'s answer for `key`: the one kept when the snapshot is on and holds it (a failed call
 * is not kept), else loaded now. Answers kept are frozen, so a page that changed one would fail
 * the build instead of showing on another page.
 */
export function fromBuildSnapshot<T>(key: string, load: () => Promise<T>): Promise<T> {
	const snapshot = holder[KEY];
	if (!snapshot) return load();
	const kept = snapshot.get(key) as Promise<T> | undefined;
	if (kept) {
		snapshot.delete(key);
		snapshot.set(key, kept);
		return kept;
	}
	const answer = load().then(deepFreeze);
	snapshot.set(key, answer);
	answer.catch(() => {
		if (snapshot.get(key) === answer) snapshot.delete(key);
	});
	if (snapshot.size > SNAPSHOT_ENTRIES) snapshot.delete(snapshot.keys().next().value as string);
	return answer;
}
