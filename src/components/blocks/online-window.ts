/** Anything with an optional publication window (hero media, teaser items). */
export type OnlineWindow = {
	online_from?: string | null | undefined;
	online_to?: string | null | undefined;
};

/** Milliseconds since the epoch for a set bound, null for an empty one, NaN for an unreadable one. */
function bound(value: string | null | undefined): number | null {
	if (value === null || value === undefined || value === '') return null;
	return Date.parse(value);
}

/**
 * True when `item` is online at `now`: `online_from` (if set) is not after `now` and `online_to`
 * (if set) is after `now`. An unreadable bound counts as offline, so scheduled content never leaks.
 */
export function isOnline(item: OnlineWindow, now: Date): boolean {
	const from = bound(item.online_from);
	const to = bound(item.online_to);
	const at = now.getTime();
	if (Number.isNaN(from) || Number.isNaN(to)) return false;
	if (from !== null && at < from) return false;
	if (to !== null && at >= to) return false;
	return true;
}

/**
 * The first moment after `now` at which any of `items` goes on- or offline, or null when none
 * will. Pages rendered once can use it to bound how long their output stays valid.
 */
export function nextOnlineChange(items: readonly OnlineWindow[], now: Date): Date | null {
	const at = now.getTime();
	let next: number | null = null;
	for (const item of items) {
		for (const value of [bound(item.online_from), bound(item.online_to)]) {
			if (value === null || Number.isNaN(value) || value <= at) continue;
			if (next === null || value < next) next = value;
		}
	}
	return next === null ? null : new Date(next);
}
