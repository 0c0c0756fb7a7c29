import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, parseRequestTarget } from '../../../src/server/request-target.ts';

const status = (target: string, method = 'GET') => {
	const parsed = parseRequestTarget(target, method);
	return parsed.kind === 'refused' ? parsed.status : parsed.kind;
};

describe('parseRequestTarget', () => {
	it('refuses targets that name another host instead of throwing', () => {
		for (const target of ['//', '/\\', '//?x', '//evil.example:80/x', '/\\\\evil', '/a\\b']) {
			expect(status(target), target).toBe(400);
		}
	});

	it('refuses absolute-form, authority-form and * outside OPTIONS', () => {
		expect(status('http://evil.example/de')).toBe(400);
		expect(status('evil.example:443')).toBe(400);
		expect(status('*')).toBe(400);
		expect(status('*', 'OPTIONS')).toBe('asterisk');
	});

	it('refuses broken %-escapes, NUL and controls in the path, fragments, spaces', () => {
		for (const target of [
			'/de/%',
			'/de/%E0%A4%A',
			'/%00',
			'/de/%0a',
			'/de#x',
			'/de x',
			'/de\u0000',
		]) {
			expect(status(target), target).toBe(400);
		}
	});

	it('answers an overlong target with 414', () => {
		expect(status(`/de/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toBe(414);
	});

	it('normalises dot segments and keeps the query as sent', () => {
		const parsed = parseRequestTarget('/de/%2e%2e/../en/events?q=%&x=1', 'GET');
		expect(parsed).toMatchObject({ kind: 'path', target: '/en/events?q=%&x=1' });
		expect(parseRequestTarget('/de/../../etc/passwd', 'GET')).toMatchObject({
			target: '/etc/passwd',
		});
	});
});
