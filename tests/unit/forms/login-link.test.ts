import { describe, expect, it } from 'vitest';
import { loginUrlWithNext } from '../../../src/views/user/login-link.ts';

describe('the login link back to a screen', () => {
	it('replaces the next parameter and keeps the rest', () => {
		expect(loginUrlWithNext('/accounts/login/?next=/de', '/de/user/profile')).toBe(
			'/accounts/login/?next=/de/user/profile',
		);
		expect(loginUrlWithNext('/accounts/login/?lang=en', '/cms-hub')).toBe(
			'/accounts/login/?lang=en&next=/cms-hub',
		);
	});

	it('keeps an absolute login URL absolute', () => {
		expect(loginUrlWithNext('https://shop.example.org/login?next=/', '/en/user/settings')).toBe(
			'https://shop.example.org/login?next=/en/user/settings',
		);
	});
});
