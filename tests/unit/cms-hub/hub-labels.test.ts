import { describe, expect, it } from 'vitest';
import { fillLabel, hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';
import { getT } from '../../../src/lib/i18n/index.ts';

/** Every string of a nested labels object. */
function strings(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('hub labels', () => {
	it('are translated in both languages, placeholders left in single braces', () => {
		for (const locale of ['de', 'en'] as const) {
			const labels = hubLabels(getT(locale));
			for (const text of strings(labels)) {
				expect(text, text).not.toMatch(/^hub\./);
				expect(text, text).not.toContain('{{');
			}
			expect(labels.errors.seen).toContain('{count}');
			expect(labels.errors.seen).toContain('{date}');
			expect(labels.tickets.reserved).toContain('{reserved}');
			expect(labels.activities.versionLabel).toContain('{id}');
		}
		expect(hubLabels(getT('de')).activities.title).not.toBe(hubLabels(getT('en')).activities.title);
	});

	it('fill placeholders and keep unknown ones', () => {
		expect(fillLabel('{reserved} of {capacity} reserved', { reserved: 3, capacity: 90 })).toBe(
			'3 of 90 reserved',
		);
		expect(fillLabel('by {name} {other}', { name: 'Anna' })).toBe('by Anna {other}');
	});
});
