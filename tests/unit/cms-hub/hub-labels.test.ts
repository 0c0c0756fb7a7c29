import { describe, expect, it } from 'vitest';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';

/** Every string of a nested labels object. */
function strings(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('hub labels', () => {
	it('are translated in both languages, placeholders left for the browser', () => {
		for (const locale of ['de', 'en'] as const) {
			const labels = hubLabels(locale);
			for (const text of strings(labels)) expect(text, text).not.toMatch(/^hub\./);
			expect(labels.errors.seen).toContain('{{count}}');
			expect(labels.errors.seen).toContain('{{date}}');
			expect(labels.tickets.reserved).toContain('{{reserved}}');
			expect(labels.activities.versionLabel).toContain('{{id}}');
		}
		expect(hubLabels('de').activities.title).not.toBe(hubLabels('en').activities.title);
	});
});
