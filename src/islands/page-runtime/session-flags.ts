// No optional chaining or nullish coalescing here: see browser-support.ts.

/**
 * The value stored under `key` in this tab's session, or null when there is none or the browser
 * refuses storage (privacy modes, blocked cookies).
 */
export function readSessionValue(key: string): string | null {
	try {
		return sessionStorage.getItem(key);
	} catch {
		return null;
	}
}

/** Stores `value` for this tab's session; false when the browser refuses storage. */
export function writeSessionValue(key: string, value: string): boolean {
	try {
		sessionStorage.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}
