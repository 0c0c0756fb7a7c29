import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../src/lib/contract/index.ts';
import { checkStaff, type GateDeps } from '../../../src/islands/editor-loader/check-staff.ts';
import { startEditorGate } from '../../../src/islands/editor-loader/editor-gate.ts';
import { readGateLoginState } from '../../../src/islands/editor-loader/gate-login-state.ts';
import { loginHref } from '../../../src/islands/editor-loader/login-dialog.ts';
import { $user, resetUser } from '../../../src/stores/user.ts';

const DETAILS: UserDetails = {
	has_dashboard_online_access: true,
	is_logged_in: true,
	username: 'anna',
	email: 'anna@example.org',
	first_name: 'Anna',
	last_name: 'Berg',
	login_url: '/accounts/login/?next=/de',
	logout_url: '/accounts/logout/?next=/de',
	webshop_url: '/webshop',
};

function loginState(overrides: Record<string, unknown> = {}) {
	return {
		logged: true,
		email: 'anna@example.org',
		username: 'anna',
		id: 4,
		is_staff: true,
		admin_menus: [],
		navigation: [],
		showModalRedirect: false,
		...overrides,
	};
}

function deps(answer: () => Promise<Response>): GateDeps & {
	fetch: ReturnType<typeof vi.fn>;
	loadEditor: ReturnType<typeof vi.fn>;
	showLogin: ReturnType<typeof vi.fn>;
} {
	return {
		fetch: vi.fn(answer),
		loadEditor: vi.fn(() => Promise.resolve()),
		showLogin: vi.fn(() => Promise.resolve()),
	};
}

const json =
	(body: unknown, status = 200) =>
	() =>
		Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
	vi.restoreAllMocks();
	resetUser();
	cleanStores($user);
});

describe('checkStaff', () => {
	it('loads the editor for logged-in staff with the login state as answered', async () => {
		const gate = deps(json(loginState()));
		expect(await checkStaff('en', DETAILS, gate)).toBe(true);
		expect(gate.fetch).toHaveBeenCalledWith(
			'/en/api/user',
			expect.objectContaining({ credentials: 'same-origin' }),
		);
		expect(gate.loadEditor).toHaveBeenCalledWith(loginState(), DETAILS, 'en');
		expect(gate.showLogin).not.toHaveBeenCalled();
	});

	it('loads nothing for logged-in visitors who are not staff', async () => {
		const gate = deps(json(loginState({ is_staff: false, admin_menus: [] })));
		expect(await checkStaff('de', DETAILS, gate)).toBe(false);
		expect(gate.loadEditor).not.toHaveBeenCalled();
	});

	it('counts a failed or malformed call as logged out', async () => {
		for (const answer of [
			json({ error: 'boom' }, 500),
			json({ is_staff: true }),
			() => Promise.reject(new TypeError('offline')),
		]) {
			const gate = deps(answer);
			expect(await checkStaff('de', DETAILS, gate)).toBe(false);
			expect(gate.loadEditor).not.toHaveBeenCalled();
		}
		expect(console.error).toHaveBeenCalled();
	});

	it('shows the login dialog when the login state asks for it', async () => {
		const gate = deps(
			json(loginState({ logged: false, is_staff: false, showModalRedirect: true })),
		);
		await checkStaff('de', DETAILS, gate);
		expect(gate.showLogin).toHaveBeenCalledWith(DETAILS, 'de');
		expect(gate.loadEditor).not.toHaveBeenCalled();
	});
});

describe('startEditorGate', () => {
	it('asks nothing of visitors who are not logged in, even once details load', () => {
		const gate = deps(json(loginState()));
		startEditorGate('de', gate);
		$user.set({ loaded: true, details: { ...DETAILS, is_logged_in: false } });
		expect(gate.fetch).not.toHaveBeenCalled();
	});

	it('waits for the user details, then asks once', async () => {
		const gate = deps(json(loginState()));
		startEditorGate('de', gate);
		expect(gate.fetch).not.toHaveBeenCalled();
		$user.set({ loaded: true, details: DETAILS });
		$user.set({ loaded: true, details: { ...DETAILS, first_name: 'Anne' } });
		await vi.waitFor(() => expect(gate.loadEditor).toHaveBeenCalledTimes(1));
		expect(gate.fetch).toHaveBeenCalledTimes(1);
	});
});

describe('readGateLoginState', () => {
	it('needs the logged flag and reads missing flags as false', () => {
		expect(readGateLoginState({ logged: true })).toEqual({
			logged: true,
			is_staff: false,
			showModalRedirect: false,
		});
		expect(() => readGateLoginState(null)).toThrow();
		expect(() => readGateLoginState({ logged: 'yes' })).toThrow();
	});
});

describe('loginHref', () => {
	it('leads back to the current page', () => {
		expect(
			loginHref('/accounts/login/?next=/de', '/de/ueber-uns?edit', 'https://castle.example'),
		).toBe('/accounts/login/?next=%2Fde%2Fueber-uns%3Fedit');
		expect(loginHref('', '/en', 'https://castle.example')).toBe('/accounts/login/?next=%2Fen');
	});
});
