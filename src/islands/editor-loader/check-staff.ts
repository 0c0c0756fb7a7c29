import type { Locale, UserDetails } from '../../lib/contract/index.ts';
import { STAFF_MARKER } from '../page-runtime/staff-marker.ts';
import { readGateLoginState, wantsEditor } from './gate-login-state.ts';

/** What the gate does with the login state; replaceable in tests. */
export type GateDeps = {
	fetch: typeof fetch;
	/** Loads and starts the editor (a separate chunk). */
	loadEditor: (loginState: unknown, details: UserDetails, locale: Locale) => Promise<void>;
	/** Shows the login dialog when the login state asks for it. */
	showLogin: (details: UserDetails, locale: Locale) => Promise<void>;
};

const DEFAULT_DEPS: GateDeps = {
	fetch: (input, init) => fetch(input, init),
	loadEditor: async (loginState, details, locale) => {
		// Staff always see the page as it is now: no prefetched copies (link-prefetch.ts).
		document.documentElement.setAttribute(STAFF_MARKER, '');
		const { mountEditor } = await import('../editor/mount-editor.tsx');
		mountEditor(loginState, details, locale);
	},
	showLogin: async (details, locale) => {
		const { openLoginDialog } = await import('./login-dialog.ts');
		openLoginDialog({ loginUrl: details.login_url, locale });
	},
};

/**
 * Asks for the login state once; answers whether the editor (or the login dialog) was started.
 * Loaded by the editor gate (editor-gate.ts) only for a visitor who is logged in.
 */
export async function checkStaff(
	locale: Locale,
	details: UserDetails,
	deps: GateDeps = DEFAULT_DEPS,
): Promise<boolean> {
	let raw: unknown;
	try {
		const response = await deps.fetch(`/${locale}/api/user`, {
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		});
		if (!response.ok) throw new Error(`login state answered ${response.status}`);
		raw = await response.json();
		const state = readGateLoginState(raw);
		if (state.showModalRedirect) await deps.showLogin(details, locale);
		if (!wantsEditor(state)) return state.showModalRedirect;
	} catch (error) {
		// A failed call counts as logged out (SPEC §7).
		console.error('login state failed', error);
		return false;
	}
	await deps.loadEditor(raw, details, locale).catch((error: unknown) => {
		console.error('page editor failed to load', error);
	});
	return true;
}
