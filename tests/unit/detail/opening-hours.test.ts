import { describe, expect, it } from 'vitest';
import { openingLabel, openingSteps } from '../../../src/components/detail/opening-hours-label.ts';
import { summariseOpeningHours } from '../../../src/lib/format/opening-hours.ts';
import { getT } from '../../../src/lib/i18n/index.ts';
import type { Locale, OpeningHoursToday, OpeningSlot } from '../../../src/lib/contract/index.ts';

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

describe('the day’s label steps the browser refreshes from (openingSteps)', () => {
	const slot = (from: string | null, to: string | null, extra: Partial<OpeningSlot> = {}) => ({
		time_from: from,
		time_to: to,
		closed: false,
		alternative_link_url: null,
		alternative_text: null,
		...extra,
	});
	const days: Record<string, OpeningHoursToday> = {
		'two slots': hours,
		'one slot': { opening_hours: [slot('09:30', '17:00')], opening_hours_exceptions: [] },
		'closed all day': {
			opening_hours: [slot(null, null, { closed: true })],
			opening_hours_exceptions: [],
		},
		'no hours': { opening_hours: [], opening_hours_exceptions: [] },
		'overlapping slots, unordered': {
			opening_hours: [slot('12:00', '18:00'), slot('10:00', '14:00'), slot('17:30', '20:00')],
			opening_hours_exceptions: [],
		},
		'from midnight to the last minute': {
			opening_hours: [slot('00:00', '08:00'), slot('20:00', '23:59')],
			opening_hours_exceptions: [],
		},
		'an exception replacing the day': {
			opening_hours: [slot('10:00', '18:00')],
			opening_hours_exceptions: [
				slot('11:00', '15:00', { alternative_text: 'Heute verkürzt' }),
				slot(null, null, { closed: true }),
			],
		},
	};
	const everyMinute = Array.from({ length: 24 * 60 }, (_, minute) => {
		const pad = (value: number) => String(value).padStart(2, '0');
		return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
	});

	for (const [name, day] of Object.entries(days)) {
		for (const locale of ['de', 'en'] as const) {
			it(`reads as the label itself at every minute: ${name}, ${locale}`, () => {
				const t = getT(locale);
				const labels = {
					openFrom: t('openingHours.openFrom'),
					openUntil: t('openingHours.openUntil'),
					closed: t('openingHours.closed'),
				};
				const steps = openingSteps(day, labels, locale);
				for (const clock of everyMinute) {
					const { state } = summariseOpeningHours(day, new Date(`2026-12-05T${clock}:00+01:00`));
					const step = steps.find(([until]) => clock < until);
					expect([clock, step?.[1], step?.[2]]).toEqual([
						clock,
						openingLabel(state, labels, locale),
						state.kind,
					]);
				}
				expect(steps.at(-1)?.[0]).toBe('24:00');
			});
		}
	}

	it('holds one step per change of the label', () => {
		const t = getT('de');
		const labels = {
			openFrom: t('openingHours.openFrom'),
			openUntil: t('openingHours.openUntil'),
			closed: t('openingHours.closed'),
		};
		expect(openingSteps(hours, labels, 'de')).toEqual([
			['10:00', 'Geöffnet ab 10:00 Uhr', 'openFrom'],
			['13:00', 'Geöffnet bis 13:00 Uhr', 'openUntil'],
			['14:00', 'Geöffnet ab 14:00 Uhr', 'openFrom'],
			['18:00', 'Geöffnet bis 18:00 Uhr', 'openUntil'],
			['24:00', 'Geschlossen', 'closed'],
		]);
	});
});
