/** What the gate reads from the login state (GET /{locale}/api/user). */
export type GateLoginState = { logged: boolean; is_staff: boolean; showModalRedirect: boolean };

/**
 * Reads the login state by hand: the gate ships to every visitor, so it carries no validator. A
 * missing `logged` is an error; missing flags count as false.
 */
export function readGateLoginState(value: unknown): GateLoginState {
	const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
		string,
		unknown
	>;
	if (typeof record['logged'] !== 'boolean') throw new TypeError('login state: no logged flag');
	return {
		logged: record['logged'],
		is_staff: record['is_staff'] === true,
		showModalRedirect: record['showModalRedirect'] === true,
	};
}

/** Staff who are logged in get the editor; nobody else downloads it. */
export function wantsEditor(state: GateLoginState): boolean {
	return state.logged && state.is_staff;
}
