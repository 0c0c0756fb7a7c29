import { describe, expect, it } from 'vitest';
import { isLogoutUrl, logoutToken } from '../../../src/lib/account/logout.ts';

describe('logout forms', () => {
	it('recognises the back end logout URL and nothing else', () => {
		expect(isLogoutUrl('/accounts/logout/?next=/de')).toBe(true);
		expect(isLogoutUrl('/accounts/logout')).toBe(true);
		expect(isLogoutUrl('/cms-hub')).toBe(false);
		expect(isLogoutUrl('/accounts/logout-info')).toBe(false);
	});

	it('reads the token from the csrftoken cookie', () => {
		expect(logoutToken('a=1; csrftoken=abc%3D; b=2')).toBe('abc=');
		expect(logoutToken('a=1')).toBe('');
	});
});
