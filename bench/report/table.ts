/** A plain text table: a header row, a rule, then the rows; numbers-looking cells align right. */
export function textTable(header: string[], rows: string[][]): string {
	const widths = header.map((title, column) =>
		Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
	);
	const numeric = (cell: string) => /^[\d.,]+( KB| ms)?( \(\d+\))?$/.test(cell);
	const line = (cells: string[]) =>
		cells
			.map((cell, column) =>
				numeric(cell) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
			)
			.join('  ')
			.trimEnd();
	return [
		line(header),
		widths.map((width) => '-'.repeat(width)).join('  '),
		...rows.map(line),
	].join('\n');
}
