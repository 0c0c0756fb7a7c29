import type { Locale } from '../../lib/contract/index.ts';
import { DISPLAY_TIME_ZONE } from '../../lib/format/datetime.ts';

const formats = {
	de: new Intl.DateTimeFormat('de-DE', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: DISPLAY_TIME_ZONE,
	}),
	en: new Intl.DateTimeFormat('en-GB', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: DISPLAY_TIME_ZONE,
	}),
} as const;

/** A publication day without weekday, in Berlin: de '4. Oktober 2026', en '4 October 2026'. */
export function formatPublicationDate(value: string | Date, locale: Locale): string {
	return formats[locale].format(new Date(value));
}
