import { describe, expect, it } from 'vitest';
import { normaliseLink } from '../../../src/islands/editor/forms/link-normalise.ts';

describe('normaliseLink', () => {
	it.each([
		['example.org', 'https://example.org'],
		['  www.example.org/path?q=1 ', 'https://www.example.org/path?q=1'],
		['example.org:8080/x', 'https://example.org:8080/x'],
		['//cdn.example.org/a', 'https://cdn.example.org/a'],
	])('adds https to %j', (input, expected) => {
		expect(normaliseLink(input)).toBe(expected);
	});

	it.each([
		'https://example.org',
		'http://example.org',
		'HTTPS://Example.org',
		'mailto:info@example.org',
		'tel:+4930123',
		'/de/events',
		'#programm',
	])('keeps %j as typed', (input) => {
		expect(normaliseLink(input)).toBe(input);
	});

	it('leaves blank input blank', () => {
		expect(normaliseLink('   ')).toBe('');
	});

	it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org'])(
		'refuses %j',
		(input) => {
			expect(normaliseLink(input)).toBeNull();
		},
	);
});
