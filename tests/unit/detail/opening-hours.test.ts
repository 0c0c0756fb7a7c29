import { describe, expect, it } from 'vitest';
import { openingLabel } from '../../../src/components/detail/opening-hours-label.ts';
import { summariseOpeningHours } from '../../../src/lib/format/opening-hours.ts';
import { getT } from '../../../src/lib/i18n/index.ts';
import type { Locale } from '../../../src/lib/contract/index.ts';

const hours = {
	opening_hours: [
		{
			time_from: '10:00',
			time_to: '13:00',
			closed: false,
			alternative_link_url: null,
			alternative_text: null,
		},
		{
			time_from: '14:00',
			time_to: '18:00',
			closed: false,
			alternative_link_url: null,
			alternative_text: null,
		},
	],
	opening_hours_exceptions: [],
};

/** The label at a Berlin wall-clock time on 5 December 2026 (CET, UTC+1). */
function labelAt(clock: string, locale: Locale): string {
	const t = getT(locale);
	const labels = {
		openFrom: t('openingHours.openFrom'),
		openUntil: t('openingHours.openUntil'),
		closed: t('openingHours.closed'),
	};
	const { state } = summariseOpeningHours(hours, new Date(`2026-12-05T${clock}:00+01:00`));
	return openingLabel(state, labels, locale);
}

describe('the opening-hours label (SPEC §4)', () => {
	it('says when it opens, until when it is open and when it is closed, in German', () => {
		expect(labelAt('09:00', 'de')).toBe('Geöffnet ab 10:00 Uhr');
		expect(labelAt('11:00', 'de')).toBe('Geöffnet bis 13:00 Uhr');
		expect(labelAt('13:30', 'de')).toBe('Geöffnet ab 14:00 Uhr');
		expect(labelAt('18:00', 'de')).toBe('Geschlossen');
	});

	it('speaks English on the English site', () => {
		expect(labelAt('09:00', 'en')).toBe('Open from 10:00');
		expect(labelAt('15:00', 'en')).toBe('Open until 18:00');
		expect(labelAt('19:00', 'en')).toBe('Closed');
	});
});
