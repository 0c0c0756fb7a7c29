import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/lib/i18n/fill.ts';

describe('fill', () => {
	it('fills i18next-style placeholders and keeps unknown ones', () => {
		expect(fill('{{reserved}} of {{capacity}} reserved', { reserved: 3, capacity: 90 })).toBe(
			'3 of 90 reserved',
		);
		expect(fill('by {{name}} {{other}}', { name: 'Anna' })).toBe('by Anna {{other}}');
	});

	it('accepts spaces inside the braces and leaves single braces alone', () => {
		expect(fill('{{ n }} / {n}', { n: 0 })).toBe('0 / {n}');
	});
});
