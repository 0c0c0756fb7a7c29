import { describe, expect, it } from 'vitest';
import { formatEditorDate, formatEditorDateTime } from '../../../src/lib/format/editor-dates.ts';

describe('editor dates', () => {
	const moment = '2026-03-29T00:30:00Z'; // 01:30 in Berlin, the night the clocks go forward

	it('formats in Berlin time in each editor locale', () => {
		expect(formatEditorDateTime(moment, 'de')).toBe('Sonntag, 29. März 2026, 01:30 Uhr');
		expect(formatEditorDateTime(moment, 'en')).toBe('Sunday, 29 March 2026, 01:30');
		expect(formatEditorDateTime('2026-07-01T10:00:00Z', 'de')).toBe(
			'Mittwoch, 1. Juli 2026, 12:00 Uhr',
		);
		expect(formatEditorDate(moment, 'ja')).toBe('2026年3月29日(日)');
	});

	it('gives Latin its own English day and month names (SPEC §1)', () => {
		expect(formatEditorDateTime('2026-11-21T10:05:00Z', 'la')).toBe(
			'Saturday, 21 November 2026, 11:05',
		);
		expect(formatEditorDate('2026-09-02T10:00:00Z', 'la')).toBe('Wednesday, 2 September 2026');
	});
});
