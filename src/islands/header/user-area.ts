import { LOGOUT_TOKEN_FIELD, logoutToken } from '../../lib/account/logout.ts';
import type { UserDetails } from '../../lib/contract/index.ts';
import { $user, $userName } from '../../stores/user.ts';

/**
 * Shows the user details in the header's user areas once loaded (SPEC §2, §6): logged out, the
 * account link goes to `login_url`; logged in, the name with My Profile and Log out (`logout_url`)
 * replaces it (its dropdown opens through header-menus.ts). Log out is a POST form: the CSRF
 * token goes into it as it is sent.
 */
export function bindUserAreas(areas: readonly HTMLElement[]): void {
	for (const form of areas.flatMap((area) => [
		...area.querySelectorAll<HTMLFormElement>('form[data-user-logout]'),
	])) {
		form.addEventListener('submit', () => {
			const field = form.elements.namedItem(LOGOUT_TOKEN_FIELD);
			if (field instanceof HTMLInputElement) field.value = logoutToken(document.cookie);
		});
	}
	$user.subscribe(({ loaded, details }) => {
		if (!loaded) return;
		for (const area of areas) showUser(area, details, $userName.get());
	});
}

function showUser(area: HTMLElement, details: UserDetails, name: string): void {
	const loggedIn = details.is_logged_in;
	const guest = area.querySelector<HTMLElement>('[data-user-guest]');
	const member = area.querySelector<HTMLElement>('[data-user-member]');
	if (guest) guest.hidden = loggedIn;
	if (member) member.hidden = !loggedIn;
	if (loggedIn) {
		for (const label of area.querySelectorAll('[data-user-name]')) label.textContent = name;
		if (details.logout_url) {
			for (const form of area.querySelectorAll<HTMLFormElement>('form[data-user-logout]')) {
				form.action = details.logout_url;
			}
		}
	} else if (details.login_url) {
		// A shop-offline account item is a disabled <span>, not a link: it stays as it is.
		for (const link of area.querySelectorAll<HTMLAnchorElement>('[data-user-guest] a[href]')) {
			link.href = details.login_url;
		}
	}
}
