/**
 * The item with the median `key` of `items` (the lower middle one for an even count): the whole
 * item, so a run's numbers are reported together, not mixed from different runs.
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
	if (items.length === 0) throw new Error('medianBy needs at least one item');
	const sorted = [...items].sort((a, b) => key(a) - key(b));
	return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
