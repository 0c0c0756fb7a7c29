import type { UserDetails } from '../contract/index.ts';

/** The name to greet a user by: first and last name, else the username. */
export function displayName(details: UserDetails): string {
	const full = `${details.first_name} ${details.last_name}`.trim();
	return full || details.username;
}
