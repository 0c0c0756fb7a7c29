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

/** The cookies of a browser that holds a session (src/lib/cookies/logged-in.ts). */
const HINT = 'csrftoken=abc; logged_in=yes';

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
		void loadUser('en', fetcher, HINT);
		void loadUser('en', fetcher, HINT);
		await allTasks();
		expect(fetcher).toHaveBeenCalledTimes(1);
		expect(vi.mocked(fetcher).mock.calls[0]?.[0]).toBe('/en/api/user-details/');
		expect($user.get().loaded).toBe(true);
		expect($loggedIn.get()).toBe(true);
		expect($userName.get()).toBe('Anna Berg');
		expect($user.get().details.logout_url).toBe('/accounts/logout/?next=/de');
	});

	it('asks nothing without the logged-in hint: the visitor is logged out, with the login link', async () => {
		const fetcher = answering(LOGGED_IN);
		await loadUser('en', fetcher, 'csrftoken=abc; logged_in_elsewhere=1');
		expect(fetcher).not.toHaveBeenCalled();
		expect($user.get()).toMatchObject({
			loaded: true,
			details: {
				is_logged_in: false,
				login_url: '/accounts/login/?next=/en',
				webshop_url: '/webshop',
			},
		});
		// Later calls on the same page share the answer.
		await loadUser('en', fetcher, HINT);
		expect(fetcher).not.toHaveBeenCalled();
	});

	it('greets by the username when no name is given', async () => {
		await loadUser('de', answering({ ...LOGGED_IN, first_name: '', last_name: '' }), HINT);
		expect($userName.get()).toBe('anna');
	});

	it('counts a failed call as logged out, and as loaded', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		await loadUser('de', answering({ error: 'down' }, 500), HINT);
		expect($user.get().loaded).toBe(true);
		expect($loggedIn.get()).toBe(false);
		expect(console.error).toHaveBeenCalled();
	});

	it('counts a network error or a broken answer as logged out', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		await loadUser(
			'de',
			vi.fn(async () => Promise.reject(new Error('offline'))),
			HINT,
		);
		expect($user.get()).toMatchObject({ loaded: true, details: { is_logged_in: false } });
		resetUser();
		await loadUser('de', answering({ is_logged_in: 'yes' }), HINT);
		expect($user.get()).toMatchObject({ loaded: true, details: { is_logged_in: false } });
	});

	it('clears everything but the login URL', async () => {
		await loadUser('de', answering(LOGGED_IN), HINT);
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
