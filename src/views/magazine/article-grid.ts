/**
 * How many leading cards of a magazine grid are set two to a row (three columns otherwise), so
 * that the remaining cards fill complete rows of three: 8 → 2, 7 → 4, 9 → 0, 1 → 1.
 */
export function wideCardCount(total: number): number {
	if (total <= 2) return total;
	const rest = total % 3;
	if (rest === 0) return 0;
	return rest === 2 ? 2 : 4;
}
