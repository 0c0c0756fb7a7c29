import { formatInTimeZone } from 'date-fns-tz';
import { DISPLAY_TIME_ZONE } from '../format/datetime.ts';

/**
 * An instant as ISO 8601 with the Berlin offset of that day, e.g. `2026-11-28T10:30:00+01:00` or
 * `2027-07-09T17:00:00+02:00` (schema.org dates; the venue's own time zone reads best).
 */
export function isoInBerlin(value: string | Date): string {
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
