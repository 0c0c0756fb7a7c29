/** `items` with the entry at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
	const result = [...items];
	if (from < 0 || from >= result.length) return result;
	const target = Math.max(0, Math.min(result.length - 1, to));
	const [item] = result.splice(from, 1) as [T];
	result.splice(target, 0, item);
	return result;
}

/** `items` without the entry at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
	return items.filter((_, position) => position !== index);
}

/** `items` with the entry at `index` replaced. */
export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
	return items.map((current, position) => (position === index ? item : current));
}
