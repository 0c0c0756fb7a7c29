import type { Locale } from '../../lib/contract/index.ts';
import { $user, type UserState } from '../../stores/user.ts';
import type { GateDeps } from './check-staff.ts';

/**
 * The editor gate (SPEC §4 'Login', §6): once the user details have loaded and say logged in,
 * asks for the login state once; staff get the editor chunk, everyone else downloads nothing
 * more. Visitors who are not logged in cause no call at all, and download none of the code that
 * asks (check-staff.ts).
 */
export function startEditorGate(locale: Locale, deps?: GateDeps): void {
	let done = false;
	const check = ({ loaded, details }: UserState) => {
		if (done || !loaded) return;
		done = true;
		stop();
		if (!details.is_logged_in) return;
		import('./check-staff.ts')
			.then(({ checkStaff }) => checkStaff(locale, details, deps))
			.catch((error: unknown) => console.error('page editor failed to load', error));
	};
	const stop = $user.listen(check);
	check($user.get());
}
