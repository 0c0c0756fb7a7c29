/** A calendar day (yyyy-mm-dd) moved by `days` days. */
export function addDays(day: string, days: number): string {
	const date = new Date(`${day}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
	const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
	return (sundayFirst === 0 ? 7 : sundayFirst) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/** The weekend (Friday to Sunday) that contains `day`, or the next one. */
export function weekendOf(day: string): { from: string; to: string } {
	const weekday = isoWeekday(day);
	if (weekday >= 5) return { from: day, to: addDays(day, 7 - weekday) };
	const friday = addDays(day, 5 - weekday);
	return { from: friday, to: addDays(friday, 2) };
}
