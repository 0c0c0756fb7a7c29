import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$loggedIn,
	$user,
	$userName,
	clearUser,
	loadUser,
	readUserDetails,
	resetUser,
} from '../../../src/stores/user.ts';

const LOGGED_IN = {
	has_dashboard_online_access: false,
	is_logged_in: true,
	username: 'anna',
	email: 'anna@example.org',
	first_name: 'Anna',
	last_name: 'Berg',
	login_url: '/accounts/login/?next=/de',
	logout_url: '/accounts/logout/?next=/de',
	webshop_url: '/webshop',
};

function answering(body: unknown, status = 200): typeof fetch {
	return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
	resetUser();
	vi.restoreAllMocks();
	cleanStores($user, $loggedIn, $userName);
});

describe('$user', () => {
	it('is not loaded and logged out before the call answers', () => {
		expect($user.get().loaded).toBe(false);
		expect($loggedIn.get()).toBe(false);
	});

	it('loads the localised user details once per page', async () => {
		const fetcher = answering(LOGGED_IN);
		void loadUser('en', fetcher);
		void loadUser('en', fetcher);
		await allTasks();
		expect(fetcher).toHaveBeenCalledTimes(1);
		expect(vi.mocked(fetcher).mock.calls[0]?.[0]).toBe('/en/api/user-details/');
		expect($user.get().loaded).toBe(true);
		expect($loggedIn.get()).toBe(true);
		expect($userName.get()).toBe('Anna Berg');
		expect($user.get().details.logout_url).toBe('/accounts/logout/?next=/de');
	});

	it('greets by the username when no name is given', async () => {
		await loadUser('de', answering({ ...LOGGED_IN, first_name: '', last_name: '' }));
		expect($userName.get()).toBe('anna');
	});

	it('counts a failed call as logged out, and as loaded', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		await loadUser('de', answering({ error: 'down' }, 500));
		expect($user.get().loaded).toBe(true);
		expect($loggedIn.get()).toBe(false);
		expect(console.error).toHaveBeenCalled();
	});

	it('counts a network error or a broken answer as logged out', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		await loadUser(
			'de',
			vi.fn(async () => Promise.reject(new Error('offline'))),
		);
		expect($user.get()).toMatchObject({ loaded: true, details: { is_logged_in: false } });
		resetUser();
		await loadUser('de', answering({ is_logged_in: 'yes' }));
		expect($user.get()).toMatchObject({ loaded: true, details: { is_logged_in: false } });
	});

	it('clears everything but the login URL', async () => {
		await loadUser('de', answering(LOGGED_IN));
		clearUser();
		expect($user.get().details).toMatchObject({
			is_logged_in: false,
			username: '',
			logout_url: '',
			login_url: '/accounts/login/?next=/de',
		});
	});
});

describe('readUserDetails', () => {
	it('fills missing texts and rejects wrong types', () => {
		expect(readUserDetails({ is_logged_in: false, login_url: '/login' })).toMatchObject({
			is_logged_in: false,
			login_url: '/login',
			username: '',
		});
		expect(() => readUserDetails(null)).toThrow();
		expect(() => readUserDetails({ is_logged_in: true, username: 3 })).toThrow(/username/);
	});
});
