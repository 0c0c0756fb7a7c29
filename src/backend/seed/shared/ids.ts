/** Hands out consecutive ids starting at `first`; one sequence per kind keeps ids stable. */
export function sequence(first: number): () => number {
	let next = first;
	return () => next++;
}
