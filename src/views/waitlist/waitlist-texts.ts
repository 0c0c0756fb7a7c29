import type { Locale } from '../../lib/contract/index.ts';
import de from '../../lib/i18n/de.waitlist.json' with { type: 'json' };
import en from '../../lib/i18n/en.waitlist.json' with { type: 'json' };

/** The waiting list's texts in `locale` (the join form's and the entry page's). */
export const waitlistTexts = (locale: Locale) => (locale === 'en' ? en : de);
