/**
 * The section the visitor is reading: the index of the last section whose top has reached
 * `line` (px below the top of the window), or -1 while the first is still below it. `tops` are
 * the sections' distances from the top of the window, in page order; a missing section is
 * `Infinity`.
 */
export function currentSectionIndex(tops: readonly number[], line: number): number {
	let current = -1;
	tops.forEach((top, index) => {
		if (top <= line) current = index;
	});
	return current;
}

/**
 * How far below the top of the window a section's top must be to count as being read: a third
 * of the window height, and never less than just past the anchor offset, so that a section a
 * link has just scrolled to (130 px below the top, SPEC §9) is the one marked.
 */
export function readingLine(viewportHeight: number, anchorOffset: number): number {
	return Math.max(anchorOffset + 2, viewportHeight / 3);
}
